// The registry in PostgreSQL: one row per remote names its live release; each change is a compare-and-swap in
// one transaction with its history row, and a notification every site server listens for.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { CONTRACT_VERSION, REMOTE_NAMES, type RemoteName } from '@hospital/shared-types';
import type { ReleaseRecord } from '../releases/releases';
import { CHANGE_CHANNEL, SCHEMA, migrateSiteSchema } from './postgres-schema';
import { StaleChangeError, UnknownReleaseError, type DeploymentRegistry, type HistoryEntry, type LiveReleases, type ReleaseChange } from './registry';

interface HistoryRow {
  remote: RemoteName;
  from_release: string | null;
  to_release: string;
  changed_by: string;
  reason: string;
  changed_at: Date;
}

interface ReleaseRow {
  remote: RemoteName;
  release: string;
  version: string;
  contract_version: string;
  published_at: Date;
}

/** path inside the release -> SHA-256 of its bytes. */
export type ReleaseFiles = Record<string, string>;

export class PostgresRegistry implements DeploymentRegistry {
  readonly kind = 'postgres';

  private constructor(readonly pool: pg.Pool) {}

  static async open(connectionString: string): Promise<PostgresRegistry> {
    const pool = new pg.Pool({ connectionString, max: 4, connectionTimeoutMillis: 5_000 });
    // A dropped idle connection is the pool's to replace, never a crash.
    pool.on('error', () => undefined);
    try {
      await migrateSiteSchema(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return new PostgresRegistry(pool);
  }

  async live(): Promise<LiveReleases> {
    const { rows } = await this.pool.query<{ remote: RemoteName; release: string }>(`SELECT remote, release FROM ${SCHEMA}.live`);
    const live: LiveReleases = {};
    for (const row of rows) if (REMOTE_NAMES.includes(row.remote)) live[row.remote] = row.release;
    return live;
  }

  async change(change: ReleaseChange): Promise<HistoryEntry> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      try {
        const published = await client.query(`SELECT 1 FROM ${SCHEMA}.releases WHERE remote = $1 AND release = $2`, [change.remote, change.to]);
        if (published.rowCount === 0) throw new UnknownReleaseError(`${change.remote} has no published release ${change.to}; nothing was changed.`);
        // The swap itself: it lands only if the live release is still the one the change was decided against.
        const swapped =
          change.from === null
            ? await client.query(`INSERT INTO ${SCHEMA}.live (remote, release, changed_at) VALUES ($1, $2, clock_timestamp()) ON CONFLICT (remote) DO NOTHING`, [change.remote, change.to])
            : await client.query(`UPDATE ${SCHEMA}.live SET release = $2, changed_at = clock_timestamp() WHERE remote = $1 AND release = $3`, [change.remote, change.to, change.from]);
        if (swapped.rowCount !== 1) {
          const now = await client.query<{ release: string }>(`SELECT release FROM ${SCHEMA}.live WHERE remote = $1`, [change.remote]);
          throw new StaleChangeError(change, now.rows[0]?.release ?? null);
        }
        const { rows } = await client.query<HistoryRow>(
          `INSERT INTO ${SCHEMA}.history (remote, from_release, to_release, changed_by, reason) VALUES ($1, $2, $3, $4, $5) RETURNING *`,
          [change.remote, change.from, change.to, change.who, change.why],
        );
        await client.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, change.remote]);
        await client.query('COMMIT');
        return entryOf(rows[0] as HistoryRow);
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    } finally {
      client.release();
    }
  }

  async history(remote?: RemoteName): Promise<HistoryEntry[]> {
    const { rows } = await this.pool.query<HistoryRow>(`SELECT * FROM ${SCHEMA}.history WHERE $1::text IS NULL OR remote = $1 ORDER BY id`, [remote ?? null]);
    return rows.map(entryOf);
  }

  async releases(remote: RemoteName): Promise<ReleaseRecord[]> {
    const { rows } = await this.pool.query<ReleaseRow>(
      `SELECT remote, release, version, contract_version, published_at FROM ${SCHEMA}.releases WHERE remote = $1 ORDER BY published_at, release`,
      [remote],
    );
    return rows.map(recordOf);
  }

  /** The files of a published release (path -> SHA-256), or null when it is not published. */
  async filesOf(remote: RemoteName, release: string): Promise<ReleaseFiles | null> {
    const { rows } = await this.pool.query<{ files: ReleaseFiles }>(`SELECT files FROM ${SCHEMA}.releases WHERE remote = $1 AND release = $2`, [remote, release]);
    return rows[0]?.files ?? null;
  }

  /**
   * Stores a built release once: each file under its SHA-256 (a file another release already stored is not sent
   * again), and the release's list of files, in one transaction. A release or version is published once.
   */
  async publish({ remote, release, version, source, who }: { remote: RemoteName; release: string; version: string; source: string; who: string }): Promise<ReleaseRecord> {
    const files = await filesUnder(source);
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      try {
        const listed: ReleaseFiles = {};
        for (const file of files) {
          const bytes = await readFile(path.join(source, file));
          const sha256 = createHash('sha256').update(bytes).digest('hex');
          listed[file] = sha256;
          await client.query(`INSERT INTO ${SCHEMA}.blobs (sha256, size, bytes) VALUES ($1, $2, $3) ON CONFLICT (sha256) DO NOTHING`, [sha256, bytes.length, bytes]);
        }
        const { rows } = await client.query<ReleaseRow>(
          `INSERT INTO ${SCHEMA}.releases (remote, release, version, contract_version, published_by, files) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT DO NOTHING RETURNING remote, release, version, contract_version, published_at`,
          [remote, release, version, CONTRACT_VERSION, who, JSON.stringify(listed)],
        );
        const row = rows[0];
        if (!row) throw new UnknownReleaseError(`${remote} ${version} (or release ${release}) is already published; releases are immutable. Nothing was changed.`);
        await client.query('COMMIT');
        return recordOf(row);
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    } finally {
      client.release();
    }
  }

  /** A stored file's bytes, or null when the store has none under that hash. */
  async blob(sha256: string): Promise<Buffer | null> {
    const { rows } = await this.pool.query<{ bytes: Buffer }>(`SELECT bytes FROM ${SCHEMA}.blobs WHERE sha256 = $1`, [sha256]);
    return rows[0]?.bytes ?? null;
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

const recordOf = (row: ReleaseRow): ReleaseRecord => ({
  remote: row.remote,
  release: row.release,
  version: row.version,
  contractVersion: row.contract_version,
  publishedAt: row.published_at.toISOString(),
});

/** Every file under a folder, as paths relative to it with forward slashes. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name !== '.files.json')
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

const entryOf = (row: HistoryRow): HistoryEntry => ({
  remote: row.remote,
  from: row.from_release,
  to: row.to_release,
  who: row.changed_by,
  why: row.reason,
  at: row.changed_at.toISOString(),
});
