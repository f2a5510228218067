import type { Migration } from './types';

// More links to one appointment than the one its confirmation e-mail carries: a look-up by reference and
// phone, or a retried booking, gets a link of its own that expires, and the e-mailed link keeps working.
// Only the token's SHA-256 is stored. Times are milliseconds since 1970, compared by the code (as in 005).
const TABLE = (bigint: string) => `
  CREATE TABLE manage_links (
    token_hash     TEXT PRIMARY KEY,
    appointment_id TEXT NOT NULL REFERENCES appointments(id),
    created_at     ${bigint} NOT NULL,
    expires_at     ${bigint} NOT NULL
  );
  CREATE INDEX manage_links_appointment ON manage_links (appointment_id);`;

export const migration006: Migration = {
  version: 6,
  name: 'manage_links',
  sqlite: TABLE('INTEGER'),
  postgres: TABLE('BIGINT'),
};
