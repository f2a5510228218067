import { KEY_TERM, searchTermsOf } from '../../domain/search/terms';
import type { Migration } from './types';

// The desk finds a name from another script or spelling by each name word's phonetic key
// (domain/search/phonetic.ts), kept as terms 'k:…' beside the words themselves: the table is unchanged,
// and the appointments that have search terms (those not erased) gain their keys, with their slot and doctor;
// those written by an earlier backfill (which writes today's terms) already have them.
export const migration013: Migration = {
  version: 13,
  name: 'name_sounds',
  sqlite: 'SELECT 1',
  postgres: 'SELECT 1',
  backfill: {
    select: `SELECT DISTINCT a.id, a.full_name, t.slot, t.doctor
      FROM appointments a JOIN appointment_search_terms t ON t.appointment_id = a.id
      WHERE t.term >= 'n:' AND t.term < 'n;'
        AND NOT EXISTS (SELECT 1 FROM appointment_search_terms k
          WHERE k.appointment_id = a.id AND k.term >= 'k:' AND k.term < 'k;')`,
    table: 'appointment_search_terms',
    columns: ['term', 'slot', 'doctor', 'appointment_id'],
    rows: (row) =>
      searchTermsOf({ fullName: String(row.full_name), phone: '', whatsapp: '' })
        .filter((term) => term.startsWith(KEY_TERM))
        .map((term) => [term, row.slot, row.doctor, row.id]),
  },
};
