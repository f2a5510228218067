// The booking file's page size: new files are made with 1 KB pages, and `npm run migrate` rewrites an older
// file in them when nothing else has it open, keeping every row.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { tempDataDir } from '../test/harness';
import { openDatabase, SQLITE_FILE } from './open';
import { migrateSqlite } from './migrations/run';
import { repackPages } from './sqlite-pages';

jest.setTimeout(60_000);

const run = promisify(execFile);
const SERVER_DIR = path.resolve(__dirname, '..');

/** A booking file as an older release made it: 4 KB pages, WAL, migrated, with `rows` rows of a table and its index. */
function olderFile(rows: number): string {
  const dataDir = tempDataDir();
  const db = new Database(path.join(dataDir, SQLITE_FILE));
  db.pragma('page_size = 4096');
  db.pragma('journal_mode = WAL');
  migrateSqlite(db);
  db.exec('CREATE TABLE probe (id INTEGER PRIMARY KEY, word TEXT NOT NULL); CREATE INDEX probe_word ON probe (word)');
  const insert = db.prepare('INSERT INTO probe (word) VALUES (?)');
  db.transaction(() => {
    for (let i = 0; i < rows; i++) insert.run(`word-${(i * 7919) % rows}`);
  })();
  db.close();
  return dataDir;
}

/** The file's page size, journal mode and integrity, and the probe table's distinct words (0 without one). */
const inspect = (dataDir: string) => {
  const db = new Database(path.join(dataDir, SQLITE_FILE), { readonly: true });
  try {
    const hasProbe = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'probe'").get() !== undefined;
    return {
      pageSize: db.pragma('page_size', { simple: true }),
      journal: db.pragma('journal_mode', { simple: true }),
      rows: hasProbe ? db.prepare('SELECT count(DISTINCT word) FROM probe').pluck().get() : 0,
      integrity: db.pragma('integrity_check', { simple: true }),
    };
  } finally {
    db.close();
  }
};

test('a new booking file is made with 1 KB pages, in WAL mode', async () => {
  const dataDir = tempDataDir();
  const database = await openDatabase({ kind: 'sqlite', dataDir });
  await database.close();
  expect(inspect(dataDir)).toMatchObject({ pageSize: 1024, journal: 'wal' });
});

test('a file with 4 KB pages is rewritten in 1 KB pages with every row, and stays in WAL mode', () => {
  const dataDir = olderFile(2000);
  const db = new Database(path.join(dataDir, SQLITE_FILE));
  expect(repackPages(db)).toBe('repacked');
  expect(repackPages(db)).toBe('unchanged');
  db.close();
  expect(inspect(dataDir)).toEqual({ pageSize: 1024, journal: 'wal', rows: 2000, integrity: 'ok' });
});

test('a file another connection has open is left as it was', () => {
  const dataDir = olderFile(10);
  const other = new Database(path.join(dataDir, SQLITE_FILE));
  other.prepare('SELECT count(*) FROM probe').get();
  const db = new Database(path.join(dataDir, SQLITE_FILE));
  try {
    expect(repackPages(db)).toBe('in use');
    expect(db.prepare('SELECT count(*) FROM probe').pluck().get()).toBe(10);
  } finally {
    db.close();
    other.close();
  }
  expect(inspect(dataDir)).toEqual({ pageSize: 4096, journal: 'wal', rows: 10, integrity: 'ok' });
});

test('npm run migrate rewrites an older file and says so; with the file open elsewhere it says how to finish', async () => {
  const migrate = (dataDir: string) =>
    run(process.execPath, ['--import', 'tsx', 'db/migrations/cli.ts'], {
      cwd: SERVER_DIR,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, BOOKING_DATA_DIR: dataDir },
    });
  const busy = olderFile(10);
  const other = new Database(path.join(busy, SQLITE_FILE));
  other.prepare('SELECT 1').get();
  try {
    expect((await migrate(busy)).stdout).toMatch(/keeps 4096-byte pages: another process has it open\. Stop the API and run this again/);
  } finally {
    other.close();
  }
  expect(inspect(busy).pageSize).toBe(4096);
  const { stdout } = await migrate(busy);
  expect(stdout).toMatch(/rewrote the file in 1024-byte pages/);
  expect(inspect(busy)).toEqual({ pageSize: 1024, journal: 'wal', rows: 10, integrity: 'ok' });
  expect(fs.existsSync(path.join(busy, SQLITE_FILE))).toBe(true);
});
