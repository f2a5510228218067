// The site's own tables, in their own schema beside the booking API's: the live releases, their history, the
// published releases and their files (content-addressed blobs). Applied in order, each once, under a lock.
import type { Pool } from 'pg';

export const SCHEMA = 'site_deployment';
/** Any fixed number, other than the booking API's: instances starting together migrate one at a time. */
const MIGRATION_LOCK = 440_044_001;
/** Told on every change of a live release; its payload is the remote. */
export const CHANGE_CHANNEL = 'site_deployment_change';

const MIGRATIONS: ReadonlyArray<{ version: number; sql: string }> = [
  {
    version: 1,
    sql: `
      CREATE TABLE ${SCHEMA}.blobs (
        sha256 TEXT PRIMARY KEY CHECK (sha256 ~ '^[0-9a-f]{64}$'),
        size   INTEGER NOT NULL,
        bytes  BYTEA NOT NULL
      );
      CREATE TABLE ${SCHEMA}.releases (
        remote           TEXT NOT NULL,
        release          TEXT NOT NULL,
        version          TEXT NOT NULL,
        contract_version TEXT NOT NULL,
        published_at     TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp(),
        published_by     TEXT NOT NULL,
        files            JSONB NOT NULL,
        PRIMARY KEY (remote, release),
        UNIQUE (remote, version)
      );
      CREATE TABLE ${SCHEMA}.live (
        remote     TEXT PRIMARY KEY,
        release    TEXT NOT NULL,
        changed_at TIMESTAMPTZ NOT NULL,
        FOREIGN KEY (remote, release) REFERENCES ${SCHEMA}.releases (remote, release)
      );
      CREATE TABLE ${SCHEMA}.history (
        id           BIGSERIAL PRIMARY KEY,
        remote       TEXT NOT NULL,
        from_release TEXT,
        to_release   TEXT NOT NULL,
        changed_by   TEXT NOT NULL,
        reason       TEXT NOT NULL,
        changed_at   TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp()
      );
      CREATE INDEX history_by_remote ON ${SCHEMA}.history (remote, id);`,
  },
  {
    version: 2,
    sql: `
      ALTER TABLE ${SCHEMA}.history ADD COLUMN kind TEXT NOT NULL DEFAULT 'release', ADD COLUMN figures JSONB;
      CREATE TABLE ${SCHEMA}.canary (
        remote       TEXT PRIMARY KEY,
        release      TEXT NOT NULL,
        percent      INTEGER NOT NULL CHECK (percent BETWEEN 1 AND 99),
        live_release TEXT NOT NULL,
        started_at   TIMESTAMPTZ NOT NULL DEFAULT date_trunc('milliseconds', clock_timestamp()),
        started_by   TEXT NOT NULL,
        FOREIGN KEY (remote, release) REFERENCES ${SCHEMA}.releases (remote, release)
      );
      -- Each server's counts of a canary's visits and failures, on each side, since it started.
      CREATE TABLE ${SCHEMA}.canary_counts (
        server         TEXT NOT NULL,
        remote         TEXT NOT NULL,
        canary_release TEXT NOT NULL,
        started_at     TIMESTAMPTZ NOT NULL,
        side           TEXT NOT NULL CHECK (side IN ('live', 'canary')),
        visits         BIGINT NOT NULL,
        failures       BIGINT NOT NULL,
        updated_at     TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp(),
        PRIMARY KEY (remote, canary_release, started_at, side, server)
      );`,
  },
];

export async function migrateSiteSchema(pool: Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${SCHEMA}`);
      await client.query(
        `CREATE TABLE IF NOT EXISTS ${SCHEMA}.schema_migrations (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`,
      );
      const { rows } = await client.query<{ version: number | null }>(`SELECT max(version) AS version FROM ${SCHEMA}.schema_migrations`);
      const applied = rows[0]?.version ?? 0;
      for (const migration of MIGRATIONS.filter((m) => m.version > applied)) {
        await client.query('BEGIN');
        try {
          await client.query(migration.sql);
          await client.query(`INSERT INTO ${SCHEMA}.schema_migrations (version) VALUES ($1)`, [migration.version]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        }
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
