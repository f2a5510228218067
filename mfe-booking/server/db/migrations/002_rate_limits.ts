import type { Migration } from './types';

/**
 * Rate-limit counts that several API instances share. SQLite serves one process, whose counts stay
 * in memory, so it gets nothing here (the version still advances, keeping both ledgers in step).
 */
export const migration002: Migration = {
  version: 2,
  name: 'rate_limits',
  sqlite: `SELECT 1;`,
  postgres: `CREATE TABLE rate_limits (
     key      TEXT PRIMARY KEY,
     hits     INTEGER NOT NULL,
     reset_at TIMESTAMPTZ NOT NULL
   );
   CREATE INDEX rate_limits_reset_at ON rate_limits(reset_at);`,
};
