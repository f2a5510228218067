import type { Migration } from './types';

const CHECKS = {
  slot: 'CHECK (slot_minutes BETWEEN 5 AND 240)',
  capacity: 'CHECK (capacity BETWEEN 1 AND 50)',
  weekday: 'CHECK (weekday BETWEEN 1 AND 7)',
  session: 'CHECK (start_time < end_time)',
  status: "CHECK (status IN ('active', 'cancelled'))",
};

// Shared by both storages: plain types that mean the same in each.
const SCHEDULE_TABLES = `
  CREATE TABLE doctor_schedules (
    doctor       TEXT PRIMARY KEY,
    slot_minutes INTEGER NOT NULL DEFAULT 15 ${CHECKS.slot},
    capacity     INTEGER NOT NULL DEFAULT 1 ${CHECKS.capacity}
  );
  CREATE TABLE schedule_sessions (
    doctor     TEXT NOT NULL REFERENCES doctor_schedules(doctor) ON DELETE CASCADE,
    weekday    INTEGER NOT NULL ${CHECKS.weekday},
    start_time TEXT NOT NULL,
    end_time   TEXT NOT NULL,
    ${CHECKS.session}
  );
  CREATE TABLE schedule_dates_off (
    doctor TEXT REFERENCES doctor_schedules(doctor) ON DELETE CASCADE,
    date   TEXT NOT NULL,
    reason TEXT NOT NULL DEFAULT ''
  );
  CREATE TABLE schedule_extra_sessions (
    doctor     TEXT NOT NULL REFERENCES doctor_schedules(doctor) ON DELETE CASCADE,
    date       TEXT NOT NULL,
    start_time TEXT NOT NULL,
    end_time   TEXT NOT NULL,
    ${CHECKS.session}
  );`;

// The double-booking guard lives in the database: among active bookings made against a schedule
// (seat set), one row per doctor, date, time and seat, and one per phone, department and date.
// Bookings from before schedules existed have no seat and are left out.
const GUARDS = `
  CREATE UNIQUE INDEX appointments_one_patient_per_seat
    ON appointments (doctor, preferred_date, preferred_time, seat) WHERE seat IS NOT NULL AND status = 'active';
  CREATE UNIQUE INDEX appointments_one_visit_per_phone_day
    ON appointments (phone, service, preferred_date) WHERE seat IS NOT NULL AND status = 'active';`;

/**
 * Doctors' schedules (weekly sessions, slot length, capacity, dates off, extra sessions) and the
 * seat each booking holds. A schedule_dates_off row without a doctor is a hospital holiday.
 * schedule_revision counts changes, so every instance notices a change made elsewhere.
 */
export const migration003: Migration = {
  version: 3,
  name: 'schedules',
  sqlite: `${SCHEDULE_TABLES}
   CREATE TABLE schedule_revision (
     id         INTEGER PRIMARY KEY CHECK (id = 1),
     revision   INTEGER NOT NULL,
     source     TEXT NOT NULL,
     changed_at TEXT NOT NULL
   );
   ALTER TABLE appointments ADD COLUMN seat INTEGER CHECK (seat >= 1);
   ALTER TABLE appointments ADD COLUMN status TEXT NOT NULL DEFAULT 'active' ${CHECKS.status};
   ${GUARDS}`,
  postgres: `${SCHEDULE_TABLES}
   CREATE TABLE schedule_revision (
     id         INTEGER PRIMARY KEY CHECK (id = 1),
     revision   INTEGER NOT NULL,
     source     TEXT NOT NULL,
     changed_at TIMESTAMPTZ NOT NULL
   );
   ALTER TABLE appointments ADD COLUMN seat INTEGER CHECK (seat >= 1);
   ALTER TABLE appointments ADD COLUMN status TEXT NOT NULL DEFAULT 'active' ${CHECKS.status};
   ${GUARDS}`,
};
