import type { Migration } from './types';

// Written out here (not imported from the contract) because an applied migration must never change.
const STATUS_CHECK = "CHECK (status IN ('booked', 'confirmed', 'checked_in', 'completed', 'cancelled', 'no_show'))";
const HOLDS_SEAT = "seat IS NOT NULL AND status IN ('booked', 'confirmed', 'checked_in')";

// The double-booking guards of 003, now over the statuses that hold a seat: a cancelled or no-show
// appointment leaves them, so its seat is free the moment the change commits.
const GUARDS = `
  CREATE UNIQUE INDEX appointments_one_patient_per_seat
    ON appointments (doctor, preferred_date, preferred_time, seat) WHERE ${HOLDS_SEAT};
  CREATE UNIQUE INDEX appointments_one_visit_per_phone_day
    ON appointments (phone, service, preferred_date) WHERE ${HOLDS_SEAT};
  CREATE UNIQUE INDEX appointments_manage_token ON appointments (manage_token_hash) WHERE manage_token_hash IS NOT NULL;`;

/**
 * Every change to an appointment is a row here; nothing is deleted. actor_kind says who (patient,
 * staff with actor_id, system); a reschedule records the slot before and after.
 */
const AUDIT = (types: { key: string; time: string }) => `
  CREATE TABLE appointment_audit (
    seq            ${types.key},
    appointment_id TEXT NOT NULL REFERENCES appointments(id),
    at             ${types.time} NOT NULL,
    actor_kind     TEXT NOT NULL CHECK (actor_kind IN ('patient', 'staff', 'system')),
    actor_id       TEXT,
    action         TEXT NOT NULL CHECK (action IN ('book', 'status', 'reschedule')),
    from_status    TEXT,
    to_status      TEXT NOT NULL,
    from_slot      TEXT,
    to_slot        TEXT,
    reason         TEXT NOT NULL DEFAULT ''
  );
  CREATE INDEX appointment_audit_appointment ON appointment_audit (appointment_id, seq);`;

/**
 * The transactional outbox: a message to send, written in the same transaction as the change it tells
 * about. A worker claims due rows (next_attempt_at), sends, and records sent_at or the error and when
 * to try again. dropped_at: no longer to be sent (a reminder of an appointment that moved or was cancelled).
 */
const OUTBOX = (types: { key: string; time: string }) => `
  CREATE TABLE outbox (
    seq             ${types.key},
    kind            TEXT NOT NULL,
    appointment_id  TEXT NOT NULL REFERENCES appointments(id),
    channel         TEXT NOT NULL CHECK (channel IN ('email', 'whatsapp')),
    payload         TEXT NOT NULL,
    created_at      ${types.time} NOT NULL,
    due_at          ${types.time} NOT NULL,
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at ${types.time} NOT NULL,
    sent_at         ${types.time},
    dropped_at      ${types.time},
    last_error      TEXT
  );
  CREATE INDEX outbox_pending ON outbox (next_attempt_at) WHERE sent_at IS NULL AND dropped_at IS NULL;
  CREATE INDEX outbox_appointment ON outbox (appointment_id);`;

const NEW_COLUMNS = {
  language: "language TEXT NOT NULL DEFAULT 'en'",
  token: 'manage_token_hash TEXT',
};

/**
 * The six statuses of the booking contract (mfe-booking/contract/src/status.ts) replace 'active'/'cancelled';
 * each appointment gets its patient's language and the hash of its manage token; the audit and outbox
 * tables. SQLite cannot change a CHECK, so the table is rebuilt in this transaction with every row
 * (and its seq), index and foreign key.
 */
export const migration004: Migration = {
  version: 4,
  name: 'statuses_audit_outbox',
  // The rows wait in a copy while the table is made again under its own name: inserting them there
  // re-attaches the idempotency keys, whose foreign key is checked at commit (defer_foreign_keys).
  sqlite: `PRAGMA defer_foreign_keys = ON;
   CREATE TABLE appointments_v3 AS SELECT * FROM appointments;
   DROP TABLE appointments;
   CREATE TABLE appointments (
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
     payment_method TEXT NOT NULL,
     seat           INTEGER CHECK (seat >= 1),
     status         TEXT NOT NULL DEFAULT 'booked' ${STATUS_CHECK},
     ${NEW_COLUMNS.language},
     ${NEW_COLUMNS.token}
   );
   INSERT INTO appointments (seq, id, created_at, full_name, age, gender, email, phone, whatsapp, address, service,
       doctor, preferred_date, preferred_time, message, payment_method, seat, status)
     SELECT seq, id, created_at, full_name, age, gender, email, phone, whatsapp, address, service,
       doctor, preferred_date, preferred_time, message, payment_method, seat,
       CASE status WHEN 'active' THEN 'booked' ELSE status END
     FROM appointments_v3;
   DROP TABLE appointments_v3;
   ${GUARDS}
   ${AUDIT({ key: 'INTEGER PRIMARY KEY', time: 'TEXT' })}
   ${OUTBOX({ key: 'INTEGER PRIMARY KEY', time: 'TEXT' })}`,
  postgres: `DROP INDEX appointments_one_patient_per_seat;
   DROP INDEX appointments_one_visit_per_phone_day;
   ALTER TABLE appointments DROP CONSTRAINT appointments_status_check;
   UPDATE appointments SET status = 'booked' WHERE status = 'active';
   ALTER TABLE appointments ALTER COLUMN status SET DEFAULT 'booked';
   ALTER TABLE appointments ADD CONSTRAINT appointments_status_check ${STATUS_CHECK};
   ALTER TABLE appointments ADD COLUMN ${NEW_COLUMNS.language};
   ALTER TABLE appointments ADD COLUMN ${NEW_COLUMNS.token};
   ${GUARDS}
   ${AUDIT({ key: 'BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY', time: 'TIMESTAMPTZ' })}
   ${OUTBOX({ key: 'BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY', time: 'TIMESTAMPTZ' })}`,
};
