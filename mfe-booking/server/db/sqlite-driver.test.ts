// The SQLite driver's one writer: a transaction that cannot begin (another process holding the write lock
// past the busy time-out, or any other refusal of BEGIN) must not keep the writer, or every later
// transaction waits for ever.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { BookingSqliteDialect } from './sqlite-driver';

it('gives the writer back when BEGIN fails, so the next transaction runs', async () => {
  const db = new Database(path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-driver-')), 'test.sqlite'));
  db.pragma('journal_mode = WAL');
  db.exec('create table t (n integer)');
  const kysely = new Kysely<{ t: { n: number } }>({ dialect: new BookingSqliteDialect(db) });

  // A transaction already open on the connection: SQLite refuses the driver's BEGIN at once, with no timing.
  db.exec('begin');
  await expect(kysely.transaction().execute((trx) => trx.insertInto('t').values({ n: 1 }).execute())).rejects.toThrow(
    /within a transaction/,
  );
  db.exec('rollback');

  // With the writer kept by the failed begin, this waited for ever (the test's time-out).
  await kysely.transaction().execute((trx) => trx.insertInto('t').values({ n: 2 }).execute());
  expect((await sql<{ n: number }>`select n from t`.execute(kysely)).rows).toEqual([{ n: 2 }]);
  await kysely.destroy();
}, 10_000);
