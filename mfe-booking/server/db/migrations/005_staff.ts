import type { Migration } from './types';

// Times are milliseconds since 1970 in both storages: the code compares them, never the database's clock,
// so SQLite and PostgreSQL behave alike. `disabled` is 0 or 1 in both.
const TABLES = (bigint: string) => `
  CREATE TABLE staff_users (
    username            TEXT PRIMARY KEY,
    role                TEXT NOT NULL CHECK (role IN ('desk', 'doctor', 'admin')),
    doctor              TEXT,
    password_hash       TEXT NOT NULL,
    disabled            INTEGER NOT NULL DEFAULT 0 CHECK (disabled IN (0, 1)),
    created_at          ${bigint} NOT NULL,
    password_changed_at ${bigint} NOT NULL,
    CHECK ((role = 'doctor') = (doctor IS NOT NULL))
  );
  CREATE TABLE staff_sessions (
    id_hash      TEXT PRIMARY KEY,
    username     TEXT NOT NULL REFERENCES staff_users(username) ON DELETE CASCADE,
    csrf_token   TEXT NOT NULL,
    created_at   ${bigint} NOT NULL,
    last_seen_at ${bigint} NOT NULL,
    expires_at   ${bigint} NOT NULL
  );
  CREATE INDEX staff_sessions_username ON staff_sessions(username);
  CREATE TABLE staff_sign_in_failures (
    key          TEXT PRIMARY KEY,
    failures     INTEGER NOT NULL,
    first_at     ${bigint} NOT NULL,
    locked_until ${bigint} NOT NULL
  );
  ALTER TABLE appointments ADD COLUMN extra INTEGER NOT NULL DEFAULT 0 CHECK (extra IN (0, 1));`;

/**
 * Staff accounts of the appointments desk, their server-side sessions (the cookie holds a random id,
 * the table only its SHA-256, so a copy of the table signs nobody in) and failed sign-in counts per
 * account and per address, shared by every API instance. appointments.extra marks a walk-in the desk
 * added beyond a slot's capacity: it holds no seat, so the one-seat indexes never count it and never
 * let a normal booking past them.
 */
export const migration005: Migration = {
  version: 5,
  name: 'staff',
  sqlite: TABLES('INTEGER'),
  postgres: TABLES('BIGINT'),
};
