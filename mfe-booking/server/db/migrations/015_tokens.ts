import type { Migration } from './types';

// A token per check-in: numbered per doctor per day in order of arrival. queue_counters holds each doctor's
// last number of the day, raised by one upsert inside the check-in's transaction: a second desk (on another
// API instance) waits for the row and takes the next number, and a check-in rolled back takes its number
// back with it (no gap). The unique (doctor, day, token) index guards the same rule once more.
// called_at marks the patient called in to the doctor.
const CHANGE = (time: string) => `
  CREATE TABLE queue_counters (
    doctor     TEXT NOT NULL,
    day        TEXT NOT NULL,
    last_token INTEGER NOT NULL,
    PRIMARY KEY (doctor, day)
  );
  CREATE TABLE queue_tokens (
    appointment_id TEXT PRIMARY KEY REFERENCES appointments(id),
    doctor         TEXT NOT NULL,
    day            TEXT NOT NULL,
    token          INTEGER NOT NULL CHECK (token > 0),
    arrived_at     ${time} NOT NULL,
    called_at      ${time}
  );
  CREATE UNIQUE INDEX queue_tokens_number ON queue_tokens (doctor, day, token);`;

export const migration015: Migration = {
  version: 15,
  name: 'queue_tokens',
  sqlite: CHANGE('TEXT'),
  postgres: CHANGE('TIMESTAMPTZ'),
};
