// The SQLite driver's one writer: a transaction whose BEGIN is refused (another process holding the write
// lock past the busy time-out, say) must not keep the writer, or every later transaction waits for ever.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { BookingSqliteDialect } from './sqlite-driver';

it('gives the writer back when BEGIN fails, so the next transaction runs', async () => {
  const db = new Database(path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-driver-')), 'test.sqlite'));
  db.exec('create table t (n integer)');
  // The first BEGIN is refused as a busy database refuses it; the driver prepares each statement once.
  const prepare = db.prepare.bind(db);
  let refuseBegin = true;
  db.prepare = ((text: string) => {
    if (refuseBegin && /^begin/i.test(text)) {
      refuseBegin = false;
      throw new Error('database is locked');
    }
    return prepare(text);
  }) as typeof db.prepare;
  const kysely = new Kysely<{ t: { n: number } }>({ dialect: new BookingSqliteDialect(db) });

  await expect(kysely.transaction().execute((trx) => trx.insertInto('t').values({ n: 1 }).execute())).rejects.toThrow('database is locked');

  // With the writer kept by the failed begin, this waited for ever (the test's time-out).
  await kysely.transaction().execute((trx) => trx.insertInto('t').values({ n: 2 }).execute());
  expect((await sql<{ n: number }>`select n from t`.execute(kysely)).rows).toEqual([{ n: 2 }]);
  await kysely.destroy();
}, 10_000);
