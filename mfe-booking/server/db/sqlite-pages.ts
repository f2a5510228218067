// The page size of the booking file. Each booking writes its search terms into pages all over their
// index, and at a commit every page it touched goes into the WAL whole: 1 KB pages write a quarter of
// what 4 KB pages (SQLite's default) do for the same change (bench/booking-api-sql-layer.md, "Where a booking's CPU went").
import type Database from 'better-sqlite3';

export const SQLITE_PAGE_SIZE = 1024;

const choosePageSize = (db: Database.Database) => db.pragma(`page_size = ${SQLITE_PAGE_SIZE}`);

/** The page size, then WAL mode: a new file takes the size with its first table; an existing one keeps its own. */
export function prepareSqliteFile(db: Database.Database): void {
  choosePageSize(db);
  db.pragma('journal_mode = WAL');
}

export type Repack = 'unchanged' | 'repacked' | 'in use';

/**
 * Rewrites a file made with another page size (VACUUM, outside WAL mode, as SQLite requires), only when no
 * other connection has it open: 'in use' leaves it as it was.
 */
export function repackPages(db: Database.Database): Repack {
  if (db.pragma('page_size', { simple: true }) === SQLITE_PAGE_SIZE) return 'unchanged';
  try {
    if (db.pragma('journal_mode = DELETE', { simple: true }) !== 'delete') return 'in use';
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return 'in use';
    throw error;
  }
  try {
    choosePageSize(db);
    db.exec('VACUUM');
  } finally {
    db.pragma('journal_mode = WAL');
  }
  return 'repacked';
}
