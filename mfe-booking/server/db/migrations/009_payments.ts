import type { Migration } from './types';

// Written out here (not imported from the contract) because an applied migration must never change.
const STATUS_CHECK =
  "CHECK (status IN ('booked', 'confirmed', 'checked_in', 'completed', 'cancelled', 'no_show', 'payment_pending', 'expired'))";
// A Pay Now booking awaiting its payment holds its seat like a booked one.
const HOLDS_SEAT = "seat IS NOT NULL AND status IN ('booked', 'confirmed', 'checked_in', 'payment_pending')";

const GUARDS = `
  CREATE UNIQUE INDEX appointments_one_patient_per_seat
    ON appointments (doctor, preferred_date, preferred_time, seat) WHERE ${HOLDS_SEAT};
  CREATE UNIQUE INDEX appointments_one_visit_per_phone_day
    ON appointments (phone, service, preferred_date) WHERE ${HOLDS_SEAT};`;

/** fee: what the visit costs in rupees as quoted when booked (the doctor's fee, or the package's price). */
const NEW_COLUMNS = {
  fee: 'fee INTEGER CHECK (fee >= 0)',
  healthPackage: 'health_package TEXT',
};

/**
 * One row per appointment that has a payment: a gateway order (provider razorpay) and what became of it,
 * or money taken at the counter (provider counter). Amounts in paise, as the gateway counts them.
 * state: pending (a held Pay Now booking, until hold_until), paid, expired (the hold ran out unpaid),
 * refund_pending (asked for through the outbox), refunded.
 */
const PAYMENTS = (time: string, key: string) => `
  CREATE TABLE payments (
    appointment_id      TEXT PRIMARY KEY REFERENCES appointments(id),
    provider            TEXT NOT NULL CHECK (provider IN ('razorpay', 'counter')),
    order_id            TEXT UNIQUE,
    amount              INTEGER NOT NULL CHECK (amount >= 0),
    currency            TEXT NOT NULL DEFAULT 'INR',
    state               TEXT NOT NULL CHECK (state IN ('pending', 'paid', 'expired', 'refund_pending', 'refunded')),
    hold_until          ${time},
    payment_id          TEXT UNIQUE,
    method              TEXT,
    paid_at             ${time},
    recorded_by         TEXT,
    refund_id           TEXT,
    refund_requested_at ${time},
    refunded_at         ${time},
    created_at          ${time} NOT NULL,
    updated_at          ${time} NOT NULL
  );
  CREATE INDEX payments_holds ON payments (hold_until) WHERE state = 'pending';
  CREATE TABLE payment_log (
    seq            ${key},
    appointment_id TEXT NOT NULL REFERENCES appointments(id),
    at             ${time} NOT NULL,
    actor_kind     TEXT NOT NULL CHECK (actor_kind IN ('patient', 'staff', 'system', 'gateway')),
    actor_id       TEXT,
    action         TEXT NOT NULL,
    amount         INTEGER,
    detail         TEXT NOT NULL DEFAULT ''
  );
  CREATE INDEX payment_log_appointment ON payment_log (appointment_id, seq);
  CREATE TABLE payment_events (
    event_id       TEXT PRIMARY KEY,
    event          TEXT NOT NULL,
    appointment_id TEXT,
    received_at    ${time} NOT NULL
  );
  ALTER TABLE doctor_schedules ADD COLUMN fee INTEGER CHECK (fee >= 0);`;

const OUTBOX_CHANNEL = "CHECK (channel IN ('email', 'whatsapp', 'payment'))";

/**
 * Online payment: two statuses (payment_pending holds a seat, expired does not), each appointment's fee and
 * health package, the payments, their log and the gateway's events seen (webhooks are idempotent by event
 * id), a fee per doctor with the schedules, and outbox rows on the channel 'payment' (refunds). SQLite
 * cannot change a CHECK: appointments and outbox are rebuilt in this transaction with every row, seq,
 * index and foreign key (as in 004).
 */
export const migration009: Migration = {
  version: 9,
  name: 'payments',
  sqlite: `PRAGMA defer_foreign_keys = ON;
   CREATE TABLE appointments_v8 AS SELECT * FROM appointments;
   DROP TABLE appointments;
   CREATE TABLE appointments (
     seq               INTEGER PRIMARY KEY,
     id                TEXT NOT NULL UNIQUE,
     created_at        TEXT NOT NULL,
     full_name         TEXT NOT NULL,
     age               INTEGER NOT NULL,
     gender            TEXT NOT NULL,
     email             TEXT NOT NULL,
     phone             TEXT NOT NULL,
     whatsapp          TEXT NOT NULL,
     address           TEXT NOT NULL,
     service           TEXT NOT NULL,
     doctor            TEXT NOT NULL,
     preferred_date    TEXT NOT NULL,
     preferred_time    TEXT NOT NULL,
     message           TEXT NOT NULL,
     payment_method    TEXT NOT NULL,
     seat              INTEGER CHECK (seat >= 1),
     status            TEXT NOT NULL DEFAULT 'booked' ${STATUS_CHECK},
     language          TEXT NOT NULL DEFAULT 'en',
     manage_token_hash TEXT,
     extra             INTEGER NOT NULL DEFAULT 0 CHECK (extra IN (0, 1)),
     channel           TEXT NOT NULL DEFAULT 'online' CHECK (channel IN ('online', 'walk_in')),
     ${NEW_COLUMNS.fee},
     ${NEW_COLUMNS.healthPackage}
   );
   INSERT INTO appointments (seq, id, created_at, full_name, age, gender, email, phone, whatsapp, address, service, doctor,
       preferred_date, preferred_time, message, payment_method, seat, status, language, manage_token_hash, extra, channel)
     SELECT seq, id, created_at, full_name, age, gender, email, phone, whatsapp, address, service, doctor,
       preferred_date, preferred_time, message, payment_method, seat, status, language, manage_token_hash, extra, channel
     FROM appointments_v8;
   DROP TABLE appointments_v8;
   ${GUARDS}
   CREATE UNIQUE INDEX appointments_manage_token ON appointments (manage_token_hash) WHERE manage_token_hash IS NOT NULL;
   CREATE INDEX appointments_day ON appointments (preferred_date, preferred_time);
   CREATE TABLE outbox_v9 (
     seq             INTEGER PRIMARY KEY,
     kind            TEXT NOT NULL,
     appointment_id  TEXT NOT NULL REFERENCES appointments(id),
     channel         TEXT NOT NULL ${OUTBOX_CHANNEL},
     payload         TEXT NOT NULL,
     created_at      TEXT NOT NULL,
     due_at          TEXT NOT NULL,
     attempts        INTEGER NOT NULL DEFAULT 0,
     next_attempt_at TEXT NOT NULL,
     sent_at         TEXT,
     dropped_at      TEXT,
     last_error      TEXT
   );
   INSERT INTO outbox_v9 SELECT seq, kind, appointment_id, channel, payload, created_at, due_at, attempts, next_attempt_at, sent_at, dropped_at, last_error FROM outbox;
   DROP TABLE outbox;
   ALTER TABLE outbox_v9 RENAME TO outbox;
   CREATE INDEX outbox_pending ON outbox (next_attempt_at) WHERE sent_at IS NULL AND dropped_at IS NULL;
   CREATE INDEX outbox_appointment ON outbox (appointment_id);
   ${PAYMENTS('TEXT', 'INTEGER PRIMARY KEY')}`,
  postgres: `DROP INDEX appointments_one_patient_per_seat;
   DROP INDEX appointments_one_visit_per_phone_day;
   ALTER TABLE appointments DROP CONSTRAINT appointments_status_check;
   ALTER TABLE appointments ADD CONSTRAINT appointments_status_check ${STATUS_CHECK};
   ALTER TABLE appointments ADD COLUMN ${NEW_COLUMNS.fee};
   ALTER TABLE appointments ADD COLUMN ${NEW_COLUMNS.healthPackage};
   ${GUARDS}
   ALTER TABLE outbox DROP CONSTRAINT outbox_channel_check;
   ALTER TABLE outbox ADD CONSTRAINT outbox_channel_check ${OUTBOX_CHANNEL};
   ${PAYMENTS('TIMESTAMPTZ', 'BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY')}`,
};
