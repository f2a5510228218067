// Opens the booking database, brings its schema up to date, and hands back the query builder over it.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { DIALECTS, type DatabaseKind, type SqlDialect } from './dialect';
import { migratePostgres, migrateSqlite, quoteIdent } from './migrations/run';
import { BookingSqliteDialect, runsStatementsAtOnce } from './sqlite-driver';
import { prepareSqliteFile } from './sqlite-pages';
import type { Tables } from './schema';
import { groupedWork, inTransaction, type TransactionOptions } from './transaction';

export const SQLITE_FILE = 'appointments.sqlite';

export type DatabaseOptions =
  | {
      kind: 'sqlite';
      dataDir: string;
      /** FULL syncs the WAL on every commit (survives power loss); NORMAL survives a process crash only. */
      synchronous?: 'FULL' | 'NORMAL';
    }
  | {
      kind: 'postgres';
      /** postgres://user:password@host:port/database */
      connectionString: string;
      /** The schema holding the tables (created on start); one per site or per test. */
      schema?: string;
      /** Connections this instance keeps open. */
      poolSize?: number;
    };

export interface BookingDatabase {
  kind: DatabaseKind;
  dialect: SqlDialect;
  /** Queries outside a transaction. */
  db: Kysely<Tables>;
  transaction<T>(work: (trx: Kysely<Tables>) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /** See groupedWork: a transaction of its own, or a savepoint in a group commit (SQLite). */
  grouped<A, R>(work: (trx: Kysely<Tables>, arg: A) => Promise<R>): (arg: A) => Promise<R>;
  /**
   * SQLite: a number that moves whenever another connection commits (another process: an instance,
   * `npm run schedule`), never for this process's own writes; read without a query. PostgreSQL: none.
   */
  commitsElsewhere?: () => number;
  ping(): Promise<void>;
  /** The last migration applied to the database. */
  schemaVersion(): Promise<number>;
  close(): Promise<void>;
}

function sqliteKysely(dataDir: string, synchronous: 'FULL' | 'NORMAL'): { db: Kysely<Tables>; commitsElsewhere: () => number } {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, SQLITE_FILE));
  prepareSqliteFile(db);
  db.pragma(`synchronous = ${synchronous}`);
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // A checkpoint copies each page the WAL holds once, however often it was rewritten: every 40,000 pages
  // (a WAL of up to 40 MB of 1 KB pages) instead of 1,000, the pages every booking touches are copied less often.
  db.pragma('wal_autocheckpoint = 40000');
  migrateSqlite(db);
  // Asked of the writer: its own commits leave it alone, and its page cache stays warm (a read on the
  // reader connection after each group commit starts from an emptied cache).
  const dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck();
  const dialect = new BookingSqliteDialect(db);
  const kysely = new Kysely<Tables>({ dialect });
  runsStatementsAtOnce(kysely, dialect);
  return { db: kysely, commitsElsewhere: () => dataVersion.get() ?? 0 };
}

async function postgresKysely(connectionString: string, schema: string, poolSize: number): Promise<Kysely<Tables>> {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    options: `-c search_path=${quoteIdent(schema)}`,
    application_name: 'booking-api',
  });
  // An idle connection the server drops must not crash the process; the next query opens another.
  pool.on('error', () => undefined);
  try {
    await migratePostgres(pool, schema);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
}

/** SQLite in a data folder (the embedded default), or PostgreSQL shared by several instances; migrated on open. */
export async function openDatabase(options: DatabaseOptions): Promise<BookingDatabase> {
  const { db, commitsElsewhere } =
    options.kind === 'sqlite'
      ? sqliteKysely(path.resolve(options.dataDir), options.synchronous ?? 'FULL')
      : {
          db: await postgresKysely(options.connectionString, options.schema ?? 'public', options.poolSize ?? 10),
          commitsElsewhere: undefined,
        };
  const dialect = DIALECTS[options.kind];
  return {
    kind: options.kind,
    dialect,
    db,
    ...(commitsElsewhere ? { commitsElsewhere } : {}),
    transaction: (work, transactionOptions) => inTransaction(db, work, transactionOptions),
    grouped: (work) => groupedWork(db, dialect, work),
    ping: async () => {
      await sql`SELECT 1`.execute(db);
    },
    schemaVersion: async () => {
      if (options.kind === 'sqlite')
        return Number((await sql<{ user_version: number }>`PRAGMA user_version`.execute(db)).rows[0]?.user_version ?? 0);
      return Number(
        (await sql<{ version: number | null }>`SELECT max(version) AS version FROM schema_migrations`.execute(db)).rows[0]?.version ?? 0,
      );
    },
    close: () => db.destroy(),
  };
}
