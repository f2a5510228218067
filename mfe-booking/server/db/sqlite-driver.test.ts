// The SQLite driver's one writer: a transaction that cannot begin (another process holds the database's
// write lock past the busy time-out) must not keep the writer for itself, or every later transaction waits.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { BookingSqliteDialect } from './sqlite-driver';

it('gives the writer back when BEGIN fails, so the next transaction runs', async () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-driver-')), 'test.sqlite');
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 50');
  db.exec('create table t (n integer)');
  const kysely = new Kysely<{ t: { n: number } }>({ dialect: new BookingSqliteDialect(db) });
  const otherProcess = new Database(file);
  otherProcess.exec('begin immediate');

  await expect(kysely.transaction().execute((trx) => trx.insertInto('t').values({ n: 1 }).execute())).rejects.toThrow(/locked|busy/i);
  otherProcess.exec('commit');

  // With the writer kept by the failed begin, this waited for ever (the test's time-out).
  await kysely.transaction().execute((trx) => trx.insertInto('t').values({ n: 2 }).execute());
  expect((await sql<{ n: number }>`select n from t`.execute(kysely)).rows).toEqual([{ n: 2 }]);
  otherProcess.close();
  await kysely.destroy();
}, 10_000);
