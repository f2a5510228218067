import type { Migration } from './types';

/** Appointments and the idempotency keys that point at them. */
export const migration001: Migration = {
  version: 1,
  name: 'appointments',
  // Unchanged from the first SQLite schema, so databases made before these files existed carry on.
  sqlite: `CREATE TABLE appointments (
     seq            INTEGER PRIMARY KEY,
     id             TEXT NOT NULL UNIQUE,
     created_at     TEXT NOT NULL,
     full_name      TEXT NOT NULL,
     age            INTEGER NOT NULL,
     gender         TEXT NOT NULL,
     email          TEXT NOT NULL,
     phone          TEXT NOT NULL,
     whatsapp       TEXT NOT NULL,
     address        TEXT NOT NULL,
     service        TEXT NOT NULL,
     doctor         TEXT NOT NULL,
     preferred_date TEXT NOT NULL,
     preferred_time TEXT NOT NULL,
     message        TEXT NOT NULL,
     payment_method TEXT NOT NULL
   );
   CREATE TABLE idempotency_keys (
     key            TEXT PRIMARY KEY,
     request_hash   TEXT NOT NULL,
     appointment_id TEXT NOT NULL REFERENCES appointments(id),
     created_at     TEXT NOT NULL
   );
   CREATE INDEX idempotency_keys_created_at ON idempotency_keys(created_at);`,
  postgres: `CREATE TABLE appointments (
     seq            BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     id             TEXT NOT NULL UNIQUE,
     created_at     TIMESTAMPTZ NOT NULL,
     full_name      TEXT NOT NULL,
     age            INTEGER NOT NULL,
     gender         TEXT NOT NULL,
     email          TEXT NOT NULL,
     phone          TEXT NOT NULL,
     whatsapp       TEXT NOT NULL,
     address        TEXT NOT NULL,
     service        TEXT NOT NULL,
     doctor         TEXT NOT NULL,
     preferred_date TEXT NOT NULL,
     preferred_time TEXT NOT NULL,
     message        TEXT NOT NULL,
     payment_method TEXT NOT NULL
   );
   CREATE TABLE idempotency_keys (
     key            TEXT PRIMARY KEY,
     request_hash   TEXT NOT NULL,
     appointment_id TEXT NOT NULL REFERENCES appointments(id),
     created_at     TIMESTAMPTZ NOT NULL
   );
   CREATE INDEX idempotency_keys_created_at ON idempotency_keys(created_at);`,
};
