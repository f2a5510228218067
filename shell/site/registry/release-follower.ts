// A site server in a fleet: follows the registry in PostgreSQL. It fetches the files of each live release from
// the store into its own site folder (its cache), checks every file's SHA-256 before the release appears there,
// and only then names it in its local remotes.json, which the pages are rendered from. A release it cannot hold
// whole (a file missing or not matching its hash) is refused: the one it holds stays live. Changes are pushed
// (LISTEN/NOTIFY); after a lost connection it polls until it can listen again. With PostgreSQL down it keeps
// serving the releases it holds.
import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { REMOTE_NAMES, type DeploymentMap, type RemoteName } from '@hospital/shared-types';
import { manifestUrl, readDeploymentRecord, releaseNameOf, writeDeploymentRecord } from '../releases/deployment-record';
import { readCanaries, writeCanaries } from '../releases/canary-record';
import { StaleChangeError, UnknownReleaseError, type Canaries, type Canary } from './registry';
import { PostgresRegistry, type ReleaseFiles } from './postgres-registry';
import { CHANGE_CHANNEL } from './postgres-schema';

export interface FollowerOptions {
  connectionString: string;
  site: string;
  log?: (message: string) => void;
  /** How often to ask while there is no connection to listen on. */
  pollMs?: number;
}

/** Written beside a fetched release: the hashes it was checked against. */
const CHECKED_FILE = '.files.json';

export class CorruptReleaseError extends Error {}

export class ReleaseFollower {
  private registry: PostgresRegistry | null = null;
  private listener: pg.Client | null = null;
  private connecting = false;
  private poll: NodeJS.Timeout | null = null;
  private syncing: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  /** Releases whose files this process has checked (fetched, or found on disk and hashed). */
  private readonly held = new Set<string>();
  private readonly refused = new Set<string>();
  /** Set once the server has caught up with the registry (what /readyz waits for). */
  caughtUp = false;
  lastError: string | null = null;

  constructor(private readonly options: FollowerOptions) {}

  private log(message: string) {
    this.options.log?.(message);
  }

  /** Catches up with the registry, then follows it. Resolves once caught up or the first try failed. */
  async start(): Promise<void> {
    await this.listen();
    await this.sync();
  }

  /** Brings the site folder to what the registry says is live; one at a time, and once more if asked meanwhile. */
  sync(): Promise<void> {
    if (this.syncing) {
      this.again = true;
      return this.syncing;
    }
    this.syncing = (async () => {
      do {
        this.again = false;
        try {
          await this.catchUp();
          this.caughtUp = true;
          this.lastError = null;
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          if (reason !== this.lastError)
            this.log(`The deployment registry cannot be read (${reason}); the releases this server holds stay live.`);
          this.lastError = reason;
        }
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.syncing = null;
    });
    return this.syncing;
  }

  private async catchUp(): Promise<void> {
    const { site } = this.options;
    // Opened on first use, so a server started while PostgreSQL is down keeps trying.
    this.registry ??= await PostgresRegistry.open(this.options.connectionString);
    const live = await this.registry.live();
    const { map } = await readDeploymentRecord(site);
    const next: DeploymentMap = { ...map };
    for (const remote of REMOTE_NAMES) {
      const release = live[remote];
      if (!release) {
        // Nothing live in the registry yet (a site moving from one machine to the registry): this server's
        // release becomes the registry's, so the others follow it and the commands see it.
        await this.adopt(remote, releaseNameOf(map[remote]));
        continue;
      }
      try {
        await this.hold(remote, release);
        next[remote] = manifestUrl(remote, release);
      } catch (error) {
        if (!(error instanceof CorruptReleaseError)) throw error;
        const key = `${remote}/${release}`;
        if (!this.refused.has(key))
          this.log(`Release ${key} is refused: ${error.message}. ${map[remote] ?? 'No release'} stays live here.`);
        this.refused.add(key);
      }
    }
    if (REMOTE_NAMES.some((remote) => next[remote] !== map[remote])) await writeDeploymentRecord(site, next);
    await this.followCanaries(next);
  }

  /** This server's copy of the running canaries: only those whose release it holds whole, compared with what it serves live. */
  private async followCanaries(map: DeploymentMap): Promise<void> {
    const { site } = this.options;
    const registry = this.registry as PostgresRegistry;
    const canaries: Canaries = {};
    for (const [remote, canary] of Object.entries(await registry.canaries()) as [RemoteName, Canary][]) {
      if (releaseNameOf(map[remote]) !== canary.live) continue;
      try {
        await this.hold(remote, canary.release);
        canaries[remote] = canary;
      } catch (error) {
        if (!(error instanceof CorruptReleaseError)) throw error;
        const key = `${remote}/${canary.release}`;
        if (!this.refused.has(key)) this.log(`Canary ${key} is refused: ${error.message}. Every visitor gets ${canary.live} here.`);
        this.refused.add(key);
      }
    }
    if (JSON.stringify(canaries) !== JSON.stringify(await readCanaries(site))) await writeCanaries(site, canaries);
  }

  /** Publishes the release this server holds into the empty registry and makes it live there (first one wins). */
  private async adopt(remote: RemoteName, release: string | undefined): Promise<void> {
    const registry = this.registry as PostgresRegistry;
    if (!release) return;
    const folder = path.join(this.options.site, 'releases', remote, release);
    const record = await readFile(path.join(folder, 'release.json'), 'utf8').then(
      (text) => JSON.parse(text) as { version?: unknown },
      () => null,
    );
    if (typeof record?.version !== 'string') return;
    const who = `site server on ${hostname()}`;
    if (!(await registry.filesOf(remote, release))) {
      await registry.publish({ remote, release, version: record.version, source: folder, who }).catch((error: unknown) => {
        if (!(error instanceof UnknownReleaseError)) throw error;
      });
    }
    await registry.change({ remote, from: null, to: release, who, why: 'adopted from the site folder it was served from' }).then(
      () => this.log(`${remote} ${release}, live in this site folder, is now live in the deployment registry.`),
      (error: unknown) => {
        // Another server adopted first, or the release was published with another name: the registry decides.
        if (!(error instanceof StaleChangeError) && !(error instanceof UnknownReleaseError)) throw error;
      },
    );
    this.again = true;
  }

  /** Makes sure the site folder holds the release whole, its every file checked against the store's hash. */
  private async hold(remote: RemoteName, release: string): Promise<void> {
    const key = `${remote}/${release}`;
    if (this.held.has(key)) return;
    const { site } = this.options;
    const registry = this.registry as PostgresRegistry;
    const files = await registry.filesOf(remote, release);
    if (!files) throw new CorruptReleaseError('the store has no files for it');
    const folder = path.join(site, 'releases', remote, release);
    if (await this.holdsWhole(folder, files)) {
      this.held.add(key);
      return;
    }
    const staging = path.join(site, `.staging-${remote}-${release}-${process.pid}`);
    await rm(staging, { recursive: true, force: true });
    try {
      for (const [file, sha256] of Object.entries(files)) {
        const target = path.join(staging, file);
        // A listed path is the publisher's: it must stay inside the release's folder.
        if (!target.startsWith(`${staging}${path.sep}`))
          throw new CorruptReleaseError(`the file name ${JSON.stringify(file)} leaves its folder`);
        const bytes = await registry.blob(sha256);
        if (!bytes) throw new CorruptReleaseError(`${file} is not in the store`);
        if (sha256Of(bytes) !== sha256) throw new CorruptReleaseError(`${file} does not match its SHA-256`);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, bytes);
      }
      const record = (await registry.releases(remote)).find((published) => published.release === release);
      await writeFile(path.join(staging, 'release.json'), `${JSON.stringify(record, null, 2)}\n`);
      await writeFile(path.join(staging, CHECKED_FILE), JSON.stringify(files));
      await rm(folder, { recursive: true, force: true });
      await mkdir(path.dirname(folder), { recursive: true });
      await rename(staging, folder);
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
    this.held.add(key);
  }

  /** A release folder already on this disk counts only if every file the store lists is there with its hash. */
  private async holdsWhole(folder: string, files: ReleaseFiles): Promise<boolean> {
    for (const [file, sha256] of Object.entries(files)) {
      const bytes = await readFile(path.join(folder, file)).catch(() => null);
      if (!bytes || sha256Of(bytes) !== sha256) return false;
    }
    return true;
  }

  private async listen(): Promise<void> {
    if (this.stopped || this.connecting || this.listener) return;
    this.connecting = true;
    const client = new pg.Client({ connectionString: this.options.connectionString, connectionTimeoutMillis: 5_000 });
    const lost = () => {
      if (this.listener !== client) return;
      this.listener = null;
      client.removeAllListeners();
      client.end().catch(() => undefined);
      this.startPolling();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL) void this.sync();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGE_CHANNEL}`);
      this.listener = client;
      this.stopPolling();
    } catch {
      client.removeAllListeners();
      await client.end().catch(() => undefined);
      this.startPolling();
    } finally {
      this.connecting = false;
    }
  }

  /** Without a listening connection: ask every pollMs, and try to listen again. */
  private startPolling() {
    if (this.poll || this.stopped) return;
    this.poll = setInterval(() => {
      void this.sync();
      if (!this.listener) void this.listen().then(() => (this.listener ? this.sync() : undefined));
    }, this.options.pollMs ?? 1_000);
    this.poll.unref();
  }

  private stopPolling() {
    if (this.poll) clearInterval(this.poll);
    this.poll = null;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.stopPolling();
    const client = this.listener;
    this.listener = null;
    client?.removeAllListeners();
    await client?.end().catch(() => undefined);
    await this.syncing;
    await this.registry?.close();
  }
}

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
