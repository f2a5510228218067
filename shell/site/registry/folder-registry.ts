// The registry in a site folder: remotes.json names the live releases, history.jsonl lists every change, and a
// lock file makes each change read-compare-write as one step between processes.
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@hospital/shared-types';
import { liveReleasesOf, manifestUrl, readDeploymentRecord, writeDeploymentRecord } from '../releases/deployment-record';
import { listReleases } from '../releases/releases';
import { withFileLock } from './folder-lock';
import { StaleChangeError, UnknownReleaseError, type DeploymentRegistry, type HistoryEntry, type LiveReleases, type ReleaseChange } from './registry';

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
      if (!(await this.releases(change.remote)).some((record) => record.release === change.to)) {
        throw new UnknownReleaseError(`${change.remote} has no published release ${change.to}; nothing was changed.`);
      }
      await writeDeploymentRecord(this.site, { ...map, [change.remote]: manifestUrl(change.remote, change.to) });
      const entry: HistoryEntry = { ...change, at: new Date().toISOString() };
      await appendFile(path.join(this.site, HISTORY_FILE), `${JSON.stringify(entry)}\n`);
      return entry;
    });
  }

  async history(remote?: RemoteName): Promise<HistoryEntry[]> {
    const text = await readFile(path.join(this.site, HISTORY_FILE), 'utf8').catch(() => '');
    const entries = text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as HistoryEntry);
    return entries.filter((entry) => REMOTE_NAMES.includes(entry.remote) && (!remote || entry.remote === remote));
  }

  releases(remote: RemoteName) {
    return listReleases(remote, this.site);
  }

  async close(): Promise<void> {}
}
