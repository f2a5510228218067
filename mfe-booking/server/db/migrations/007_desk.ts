import { searchTermsOf } from '../../domain/search/terms';
import type { Migration } from './types';

// The desk's search: one row per word of a patient's name and per phone number (domain/search/terms.ts),
// looked up by prefix as an index range. PostgreSQL compares the terms byte by byte (COLLATE "C"), as
// SQLite does, so the range is the same on both and the index serves it.
const TERMS = (collate: string) => `
  CREATE TABLE appointment_search_terms (
    term           TEXT ${collate} NOT NULL,
    appointment_id TEXT NOT NULL REFERENCES appointments(id),
    PRIMARY KEY (term, appointment_id)
  )`;

// How an appointment reached us: online (the form) or at the counter (a walk-in the desk added). Walk-ins
// made before this column existed are those whose booking the audit table credits to a staff member.
// The audit row of an undo names the row it undoes, so a change is undone once at most.
const COMMON = `
  ALTER TABLE appointments ADD COLUMN channel TEXT NOT NULL DEFAULT 'online' CHECK (channel IN ('online', 'walk_in'));
  UPDATE appointments SET channel = 'walk_in'
    WHERE id IN (SELECT appointment_id FROM appointment_audit WHERE action = 'book' AND actor_kind = 'staff');
  ALTER TABLE appointment_audit ADD COLUMN undoes INTEGER;
  CREATE INDEX appointments_day ON appointments (preferred_date, preferred_time);`;

export const migration007: Migration = {
  version: 7,
  name: 'desk',
  sqlite: `${TERMS('')} WITHOUT ROWID;${COMMON}`,
  postgres: `${TERMS('COLLATE "C"')};${COMMON}`,
  backfill: {
    select: 'SELECT id, full_name, phone, whatsapp FROM appointments',
    table: 'appointment_search_terms',
    columns: ['term', 'appointment_id'],
    rows: (row) =>
      searchTermsOf({ fullName: String(row.full_name), phone: String(row.phone), whatsapp: String(row.whatsapp) }).map((term) => [
        term,
        row.id,
      ]),
  },
};
