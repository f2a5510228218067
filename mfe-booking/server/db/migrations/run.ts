import type Database from 'better-sqlite3';
import type { Pool } from 'pg';
import { MIGRATIONS, type Migration } from './index';

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

/** Applies what is missing to a SQLite database; PRAGMA user_version records the last version applied. */
export function migrateSqlite(db: Database.Database, migrations: readonly Migration[] = MIGRATIONS): Migration[] {
  const todo = pending(db.pragma('user_version', { simple: true }) as number, migrations);
  for (const migration of todo) {
    db.transaction(() => {
      db.exec(migration.sqlite);
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
