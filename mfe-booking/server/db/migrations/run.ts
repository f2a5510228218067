import type Database from 'better-sqlite3';
import type { Pool, PoolClient } from 'pg';
import { MIGRATIONS, type Migration } from './index';
import type { Backfill } from './types';

/** Any fixed number: every instance takes this lock while it migrates, so two starting together never race. */
const MIGRATION_LOCK = 804_417_201;

export const quoteIdent = (name: string) => {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Not a plain lower-case SQL name: "${name}"`);
  return `"${name}"`;
};

function pending(applied: number, migrations: readonly Migration[]): Migration[] {
  const latest = migrations.at(-1)?.version ?? 0;
  if (applied > latest) throw new Error(`The database is at schema version ${applied}, newer than this code knows (${latest})`);
  return migrations.filter((migration) => migration.version > applied);
}

/** Rows per INSERT of a backfill: far below either database's limit of bound values. */
const BACKFILL_BATCH = 500;

function batches(backfill: Backfill, rows: ReadonlyArray<Record<string, unknown>>): unknown[][][] {
  const values = rows.flatMap((row) => backfill.rows(row));
  const out: unknown[][][] = [];
  for (let i = 0; i < values.length; i += BACKFILL_BATCH) out.push(values.slice(i, i + BACKFILL_BATCH));
  return out;
}

const insertOf = (backfill: Backfill, count: number, placeholder: (i: number) => string) => {
  const width = backfill.columns.length;
  const tuples = Array.from(
    { length: count },
    (_r, row) => `(${backfill.columns.map((_c, column) => placeholder(row * width + column)).join(', ')})`,
  );
  return `INSERT INTO ${quoteIdent(backfill.table)} (${backfill.columns.map(quoteIdent).join(', ')}) VALUES ${tuples.join(', ')}`;
};

function backfillSqlite(db: Database.Database, backfill: Backfill) {
  for (const batch of batches(backfill, db.prepare(backfill.select).all() as Array<Record<string, unknown>>)) {
    db.prepare(insertOf(backfill, batch.length, () => '?')).run(...batch.flat());
  }
}

async function backfillPostgres(client: PoolClient, backfill: Backfill) {
  const { rows } = await client.query<Record<string, unknown>>(backfill.select);
  for (const batch of batches(backfill, rows))
    await client.query(
      insertOf(backfill, batch.length, (i) => `$${i + 1}`),
      batch.flat(),
    );
}

/** Applies what is missing to a SQLite database; PRAGMA user_version records the last version applied. */
export function migrateSqlite(db: Database.Database, migrations: readonly Migration[] = MIGRATIONS): Migration[] {
  const todo = pending(db.pragma('user_version', { simple: true }) as number, migrations);
  for (const migration of todo) {
    db.transaction(() => {
      db.exec(migration.sqlite);
      if (migration.backfill) backfillSqlite(db, migration.backfill);
      db.pragma(`user_version = ${migration.version}`);
    })();
  }
  return todo;
}

/** Applies what is missing to a PostgreSQL schema (created if absent); the table schema_migrations records each one. */
export async function migratePostgres(pool: Pool, schema: string, migrations: readonly Migration[] = MIGRATIONS): Promise<Migration[]> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`);
      await client.query(`SET search_path TO ${quoteIdent(schema)}`);
      await client.query(
        `CREATE TABLE IF NOT EXISTS schema_migrations (
           version    INTEGER PRIMARY KEY,
           name       TEXT NOT NULL,
           applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
         )`,
      );
      const { rows } = await client.query<{ version: number | null }>('SELECT max(version) AS version FROM schema_migrations');
      const todo = pending(rows[0]?.version ?? 0, migrations);
      for (const migration of todo) {
        await client.query('BEGIN');
        try {
          await client.query(migration.postgres);
          if (migration.backfill) await backfillPostgres(client, migration.backfill);
          await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        }
      }
      return todo;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    // This connection's session was changed (search_path): close it rather than give it back to the pool.
    client.release(true);
  }
}
