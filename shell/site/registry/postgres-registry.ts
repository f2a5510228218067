// The registry in PostgreSQL: one row per remote names its live release; each change is a compare-and-swap in
// one transaction with its history row, and a notification every site server listens for.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { CONTRACT_VERSION, REMOTE_NAMES, type RemoteName } from '@hospital/shared-types';
import type { ReleaseRecord } from '../releases/releases';
import { CHANGE_CHANNEL, SCHEMA, migrateSiteSchema } from './postgres-schema';
import {
  StaleCanaryError,
  StaleChangeError,
  UnknownReleaseError,
  canaryRunning,
  isCanaryPercent,
  noSuchCanary,
  type Canaries,
  type CanaryEnd,
  type CanaryStart,
  type ChangeKind,
  type DeploymentRegistry,
  type Figures,
  type HistoryEntry,
  type LiveReleases,
  type ReleaseChange,
} from './registry';

interface CanaryRow {
  remote: RemoteName;
  release: string;
  percent: number;
  live_release: string;
  started_at: Date;
  started_by: string;
}

interface HistoryRow {
  kind: ChangeKind;
  figures: Figures | null;
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
    return this.inTransaction(async (client) => {
      // The live row is locked first, so a canary cannot start between this check and the swap.
      await client.query(`SELECT 1 FROM ${SCHEMA}.live WHERE remote = $1 FOR UPDATE`, [change.remote]);
      const canary = await client.query(`SELECT 1 FROM ${SCHEMA}.canary WHERE remote = $1`, [change.remote]);
      if (canary.rowCount !== 0) throw canaryRunning(change.remote);
      const published = await client.query(`SELECT 1 FROM ${SCHEMA}.releases WHERE remote = $1 AND release = $2`, [
        change.remote,
        change.to,
      ]);
      if (published.rowCount === 0)
        throw new UnknownReleaseError(`${change.remote} has no published release ${change.to}; nothing was changed.`);
      // The swap itself: it lands only if the live release is still the one the change was decided against.
      const swapped =
        change.from === null
          ? await client.query(
              `INSERT INTO ${SCHEMA}.live (remote, release, changed_at) VALUES ($1, $2, clock_timestamp()) ON CONFLICT (remote) DO NOTHING`,
              [change.remote, change.to],
            )
          : await client.query(
              `UPDATE ${SCHEMA}.live SET release = $2, changed_at = clock_timestamp() WHERE remote = $1 AND release = $3`,
              [change.remote, change.to, change.from],
            );
      if (swapped.rowCount !== 1) {
        const now = await client.query<{ release: string }>(`SELECT release FROM ${SCHEMA}.live WHERE remote = $1`, [change.remote]);
        throw new StaleChangeError(change, now.rows[0]?.release ?? null);
      }
      return this.record(client, { ...change, kind: change.kind ?? 'release' });
    });
  }

  async canaries(): Promise<Canaries> {
    const { rows } = await this.pool.query<CanaryRow>(`SELECT * FROM ${SCHEMA}.canary`);
    const canaries: Canaries = {};
    for (const row of rows) if (REMOTE_NAMES.includes(row.remote)) canaries[row.remote] = canaryOf(row);
    return canaries;
  }

  async startCanary(start: CanaryStart): Promise<HistoryEntry> {
    if (!isCanaryPercent(start.percent))
      throw new StaleCanaryError(`A canary's share is a whole percent from 1 to 99, not ${start.percent}; nothing was changed.`);
    return this.inTransaction(async (client) => {
      const live = await client.query<{ release: string }>(`SELECT release FROM ${SCHEMA}.live WHERE remote = $1 FOR UPDATE`, [
        start.remote,
      ]);
      const now = live.rows[0]?.release ?? null;
      if (now !== start.live)
        throw new StaleChangeError({ remote: start.remote, from: start.live, to: start.release, who: start.who, why: start.why }, now);
      if (start.release === start.live)
        throw new StaleCanaryError(`${start.remote} ${start.release} is already live; nothing was changed.`);
      const published = await client.query(`SELECT 1 FROM ${SCHEMA}.releases WHERE remote = $1 AND release = $2`, [
        start.remote,
        start.release,
      ]);
      if (published.rowCount === 0)
        throw new UnknownReleaseError(`${start.remote} has no published release ${start.release}; nothing was changed.`);
      const inserted = await client.query(
        `INSERT INTO ${SCHEMA}.canary (remote, release, percent, live_release, started_by) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (remote) DO NOTHING`,
        [start.remote, start.release, start.percent, start.live, start.who],
      );
      if (inserted.rowCount !== 1) throw canaryRunning(start.remote);
      return this.record(client, {
        remote: start.remote,
        from: start.live,
        to: start.release,
        who: start.who,
        why: start.why,
        kind: 'canary',
      });
    });
  }

  promote(end: CanaryEnd): Promise<HistoryEntry> {
    return this.finish(end, 'promote');
  }

  endCanary(end: CanaryEnd & { kind: 'rollback' | 'canary-ended' }): Promise<HistoryEntry> {
    return this.finish(end, end.kind);
  }

  /** Adds this server's counts since the last flush to its rows (one upsert per canary side). */
  async addCanaryCounts(
    server: string,
    counts: ReadonlyArray<{
      remote: RemoteName;
      release: string;
      startedAt: string;
      side: 'live' | 'canary';
      visits: number;
      failures: number;
    }>,
  ): Promise<void> {
    for (const count of counts) {
      await this.pool.query(
        `INSERT INTO ${SCHEMA}.canary_counts (server, remote, canary_release, started_at, side, visits, failures) VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (remote, canary_release, started_at, side, server)
         DO UPDATE SET visits = canary_counts.visits + EXCLUDED.visits, failures = canary_counts.failures + EXCLUDED.failures, updated_at = clock_timestamp()`,
        [server, count.remote, count.release, count.startedAt, count.side, count.visits, count.failures],
      );
    }
  }

  /** A canary's counts summed over every server. */
  async canaryCounts(canary: {
    remote: RemoteName;
    release: string;
    startedAt: string;
  }): Promise<Record<'live' | 'canary', { visits: number; failures: number }>> {
    const { rows } = await this.pool.query<{ side: 'live' | 'canary'; visits: string; failures: string }>(
      `SELECT side, sum(visits) AS visits, sum(failures) AS failures FROM ${SCHEMA}.canary_counts WHERE remote = $1 AND canary_release = $2 AND started_at = $3 GROUP BY side`,
      [canary.remote, canary.release, canary.startedAt],
    );
    const counts = { live: { visits: 0, failures: 0 }, canary: { visits: 0, failures: 0 } };
    for (const row of rows) counts[row.side] = { visits: Number(row.visits), failures: Number(row.failures) };
    return counts;
  }

  private finish(end: CanaryEnd, kind: ChangeKind): Promise<HistoryEntry> {
    return this.inTransaction(async (client) => {
      await client.query(`SELECT 1 FROM ${SCHEMA}.live WHERE remote = $1 FOR UPDATE`, [end.remote]);
      const { rows } = await client.query<CanaryRow>(`DELETE FROM ${SCHEMA}.canary WHERE remote = $1 AND release = $2 RETURNING *`, [
        end.remote,
        end.release,
      ]);
      const running = rows[0];
      if (!running) {
        const now = await client.query<{ release: string }>(`SELECT release FROM ${SCHEMA}.canary WHERE remote = $1`, [end.remote]);
        throw noSuchCanary(end.remote, end.release, now.rows[0]?.release);
      }
      if (kind === 'promote') {
        await client.query(`UPDATE ${SCHEMA}.live SET release = $2, changed_at = clock_timestamp() WHERE remote = $1`, [
          end.remote,
          end.release,
        ]);
        return this.record(client, { remote: end.remote, from: running.live_release, to: end.release, who: end.who, why: end.why, kind });
      }
      return this.record(
        client,
        { remote: end.remote, from: end.release, to: running.live_release, who: end.who, why: end.why, kind },
        end.figures,
      );
    });
  }

  /** The history row of a change, and the notification every site server follows, in the change's transaction. */
  private async record(client: pg.PoolClient, change: ReleaseChange & { kind: ChangeKind }, figures?: Figures): Promise<HistoryEntry> {
    const { rows } = await client.query<HistoryRow>(
      `INSERT INTO ${SCHEMA}.history (remote, from_release, to_release, changed_by, reason, kind, figures) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
      [change.remote, change.from, change.to, change.who, change.why, change.kind, figures ? JSON.stringify(figures) : null],
    );
    await client.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, change.remote]);
    return entryOf(rows[0] as HistoryRow);
  }

  private async inTransaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      try {
        const result = await work(client);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    } finally {
      client.release();
    }
  }

  async history(remote?: RemoteName): Promise<HistoryEntry[]> {
    const { rows } = await this.pool.query<HistoryRow>(
      `SELECT * FROM ${SCHEMA}.history WHERE $1::text IS NULL OR remote = $1 ORDER BY id`,
      [remote ?? null],
    );
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
    const { rows } = await this.pool.query<{ files: ReleaseFiles }>(
      `SELECT files FROM ${SCHEMA}.releases WHERE remote = $1 AND release = $2`,
      [remote, release],
    );
    return rows[0]?.files ?? null;
  }

  /**
   * Stores a built release once: each file under its SHA-256 (a file another release already stored is not sent
   * again), and the release's list of files, in one transaction. A release or version is published once.
   */
  async publish({
    remote,
    release,
    version,
    source,
    who,
  }: {
    remote: RemoteName;
    release: string;
    version: string;
    source: string;
    who: string;
  }): Promise<ReleaseRecord> {
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
          await client.query(`INSERT INTO ${SCHEMA}.blobs (sha256, size, bytes) VALUES ($1, $2, $3) ON CONFLICT (sha256) DO NOTHING`, [
            sha256,
            bytes.length,
            bytes,
          ]);
        }
        const { rows } = await client.query<ReleaseRow>(
          `INSERT INTO ${SCHEMA}.releases (remote, release, version, contract_version, published_by, files) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT DO NOTHING RETURNING remote, release, version, contract_version, published_at`,
          [remote, release, version, CONTRACT_VERSION, who, JSON.stringify(listed)],
        );
        const row = rows[0];
        if (!row)
          throw new UnknownReleaseError(
            `${remote} ${version} (or release ${release}) is already published; releases are immutable. Nothing was changed.`,
          );
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

const canaryOf = (row: CanaryRow) => ({
  remote: row.remote,
  release: row.release,
  percent: row.percent,
  live: row.live_release,
  startedAt: row.started_at.toISOString(),
  startedBy: row.started_by,
});

const entryOf = (row: HistoryRow): HistoryEntry => ({
  kind: row.kind,
  ...(row.figures ? { figures: row.figures } : {}),
  remote: row.remote,
  from: row.from_release,
  to: row.to_release,
  who: row.changed_by,
  why: row.reason,
  at: row.changed_at.toISOString(),
});
