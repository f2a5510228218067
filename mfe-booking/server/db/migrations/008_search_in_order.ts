import type { Migration } from './types';

// The desk's search answers in the order it shows (upcoming soonest first, then past latest first), so
// each term carries its appointment's slot ('YYYY-MM-DD HH:MM') and doctor: a query reads the terms'
// own index in that order and keeps the first page, without reading every match's appointment row and
// sorting it (a common name's first letters match thousands). The appointment's move rewrites its terms.
// An index by appointment answers "does this appointment have a term starting with …" for a name's other words.
const TERMS = (collate: string, withoutRowid: string) => `
  CREATE TABLE appointment_search_terms_in_order (
    term           TEXT ${collate} NOT NULL,
    slot           TEXT ${collate} NOT NULL,
    doctor         TEXT NOT NULL,
    appointment_id TEXT NOT NULL REFERENCES appointments(id),
    PRIMARY KEY (term, slot, doctor, appointment_id)
  )${withoutRowid};
  INSERT INTO appointment_search_terms_in_order (term, slot, doctor, appointment_id)
    SELECT t.term, a.preferred_date || ' ' || a.preferred_time, a.doctor, t.appointment_id
    FROM appointment_search_terms t JOIN appointments a ON a.id = t.appointment_id;
  DROP TABLE appointment_search_terms;
  ALTER TABLE appointment_search_terms_in_order RENAME TO appointment_search_terms;
  CREATE INDEX appointment_search_terms_of ON appointment_search_terms (appointment_id, term);`;

export const migration008: Migration = {
  version: 8,
  name: 'search_in_order',
  sqlite: TERMS('', ' WITHOUT ROWID'),
  postgres: TERMS('COLLATE "C"', ''),
};
