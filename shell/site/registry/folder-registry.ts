// The registry in a site folder: remotes.json names the live releases, history.jsonl lists every change, and a
// lock file makes each change read-compare-write as one step between processes.
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@hospital/shared-types';
import { liveReleasesOf, manifestUrl, readDeploymentRecord, writeDeploymentRecord } from '../releases/deployment-record';
import { listReleases } from '../releases/releases';
import { readCanaries, writeCanaries } from '../releases/canary-record';
import { withFileLock } from './folder-lock';
import {
  StaleCanaryError,
  StaleChangeError,
  canaryRunning,
  noSuchCanary,
  UnknownReleaseError,
  isCanaryPercent,
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

export const HISTORY_FILE = 'history.jsonl';
const LOCK_FILE = '.remotes.lock';

export class FolderRegistry implements DeploymentRegistry {
  readonly kind = 'folder';

  constructor(private readonly site: string) {}

  async live(): Promise<LiveReleases> {
    return liveReleasesOf((await readDeploymentRecord(this.site)).map);
  }

  async change(change: ReleaseChange): Promise<HistoryEntry> {
    await mkdir(this.site, { recursive: true });
    return withFileLock(path.join(this.site, LOCK_FILE), async () => {
      const { map } = await readDeploymentRecord(this.site);
      const live = liveReleasesOf(map)[change.remote] ?? null;
      if (live !== change.from) throw new StaleChangeError(change, live);
      if ((await readCanaries(this.site))[change.remote]) throw canaryRunning(change.remote);
      await this.mustBePublished(change.remote, change.to);
      await writeDeploymentRecord(this.site, { ...map, [change.remote]: manifestUrl(change.remote, change.to) });
      return this.record({ ...change, kind: change.kind ?? 'release' });
    });
  }

  async canaries(): Promise<Canaries> {
    return readCanaries(this.site);
  }

  async startCanary(start: CanaryStart): Promise<HistoryEntry> {
    if (!isCanaryPercent(start.percent))
      throw new StaleCanaryError(`A canary's share is a whole percent from 1 to 99, not ${start.percent}; nothing was changed.`);
    await mkdir(this.site, { recursive: true });
    return withFileLock(path.join(this.site, LOCK_FILE), async () => {
      const live = liveReleasesOf((await readDeploymentRecord(this.site)).map)[start.remote] ?? null;
      if (live !== start.live)
        throw new StaleChangeError({ remote: start.remote, from: start.live, to: start.release, who: start.who, why: start.why }, live);
      const canaries = await readCanaries(this.site);
      if (canaries[start.remote]) throw canaryRunning(start.remote);
      if (start.release === start.live)
        throw new StaleCanaryError(`${start.remote} ${start.release} is already live; nothing was changed.`);
      await this.mustBePublished(start.remote, start.release);
      const at = new Date().toISOString();
      await writeCanaries(this.site, {
        ...canaries,
        [start.remote]: {
          remote: start.remote,
          release: start.release,
          percent: start.percent,
          live: start.live,
          startedAt: at,
          startedBy: start.who,
        },
      });
      return this.record(
        { remote: start.remote, from: start.live, to: start.release, who: start.who, why: start.why, kind: 'canary' },
        undefined,
        at,
      );
    });
  }

  promote(end: CanaryEnd): Promise<HistoryEntry> {
    return this.finish(end, 'promote');
  }

  endCanary(end: CanaryEnd & { kind: 'rollback' | 'canary-ended' }): Promise<HistoryEntry> {
    return this.finish(end, end.kind);
  }

  private async finish(end: CanaryEnd, kind: ChangeKind): Promise<HistoryEntry> {
    await mkdir(this.site, { recursive: true });
    return withFileLock(path.join(this.site, LOCK_FILE), async () => {
      const canaries = await readCanaries(this.site);
      const running = canaries[end.remote];
      if (running?.release !== end.release) throw noSuchCanary(end.remote, end.release, running?.release);
      const { map } = await readDeploymentRecord(this.site);
      if (kind === 'promote') await writeDeploymentRecord(this.site, { ...map, [end.remote]: manifestUrl(end.remote, end.release) });
      const { [end.remote]: _ended, ...others } = canaries;
      await writeCanaries(this.site, others);
      const change: ReleaseChange & { kind: ChangeKind } =
        kind === 'promote'
          ? { remote: end.remote, from: running.live, to: end.release, who: end.who, why: end.why, kind }
          : { remote: end.remote, from: end.release, to: running.live, who: end.who, why: end.why, kind };
      return this.record(change, end.figures);
    });
  }

  private async mustBePublished(remote: RemoteName, release: string): Promise<void> {
    if (!(await this.releases(remote)).some((record) => record.release === release)) {
      throw new UnknownReleaseError(`${remote} has no published release ${release}; nothing was changed.`);
    }
  }

  private async record(
    change: ReleaseChange & { kind: ChangeKind },
    figures?: Figures,
    at = new Date().toISOString(),
  ): Promise<HistoryEntry> {
    const entry: HistoryEntry = { ...change, kind: change.kind, at, ...(figures ? { figures } : {}) };
    await appendFile(path.join(this.site, HISTORY_FILE), `${JSON.stringify(entry)}\n`);
    return entry;
  }

  async history(remote?: RemoteName): Promise<HistoryEntry[]> {
    const text = await readFile(path.join(this.site, HISTORY_FILE), 'utf8').catch(() => '');
    const entries = text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => ({ kind: 'release' as const, ...(JSON.parse(line) as Omit<HistoryEntry, 'kind'> & { kind?: HistoryEntry['kind'] }) }));
    return entries.filter((entry) => REMOTE_NAMES.includes(entry.remote) && (!remote || entry.remote === remote));
  }

  releases(remote: RemoteName) {
    return listReleases(remote, this.site);
  }

  async close(): Promise<void> {}
}
