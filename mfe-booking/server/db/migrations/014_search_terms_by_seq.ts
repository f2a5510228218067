import type { Migration } from './types';

// A name's other words and an appointment's move or erasure find its search terms by the appointment's
// seq, not its reference: seqs grow with each booking, so a new booking's terms go at the index's end
// (one page for a whole group commit) where a random reference put each booking on a page of its own.
const BY_SEQ = `
  ALTER TABLE appointment_search_terms ADD COLUMN appointment_seq BIGINT;
  UPDATE appointment_search_terms
    SET appointment_seq = (SELECT a.seq FROM appointments a WHERE a.id = appointment_search_terms.appointment_id);
  DROP INDEX appointment_search_terms_of;
  CREATE INDEX appointment_search_terms_by_seq ON appointment_search_terms (appointment_seq, term);`;

export const migration014: Migration = {
  version: 14,
  name: 'search_terms_by_seq',
  sqlite: BY_SEQ,
  postgres: BY_SEQ,
};
