// X-Releases on every page: which release of each remote and which shell build made it, so ops and the browser
// tests can see what a visitor got.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_NAMES, type DeploymentMap } from '@hospital/shared-types';
import { MAP_FILE, liveReleasesOf, readDeploymentRecord } from '../releases/deployment-record';

export const RELEASES_HEADER = 'X-Releases';

/** The shell's build: a digest of its page, which names every hashed file of the build. */
export const shellBuildOf = (shellPage: Buffer | string): string => createHash('sha256').update(shellPage).digest('hex').slice(0, 12);

/** `content=<release>; booking=<release>; shop=<release>; shell=<build>` ("none" for a remote with no live release). */
export function releasesHeaderValue(map: DeploymentMap, shellBuild: string): string {
  const live = liveReleasesOf(map);
  return [...REMOTE_NAMES.map((remote) => `${remote}=${live[remote] ?? 'none'}`), `shell=${shellBuild}`].join('; ');
}

/**
 * The value for a page served plain, read again only when the map or the shell's page changed; with a
 * visitor's map (a canary's release in it), that map's.
 */
export function plainPageReleases(site: string, shell: string): (visitorMap?: DeploymentMap) => Promise<string> {
  let fingerprint = '';
  let value: Promise<string> | null = null;
  let shellBuild = '';
  return async (visitorMap) => {
    const files = [path.join(site, MAP_FILE), path.join(shell, 'index.html')];
    const stats = await Promise.all(files.map((file) => stat(file).catch(() => null)));
    const now = stats.map((found) => (found ? `${found.ino}:${found.size}:${found.mtimeMs}` : '-')).join('|');
    if (value === null || now !== fingerprint) {
      fingerprint = now;
      value = (async () => {
        const [record, page] = await Promise.all([
          readDeploymentRecord(site).catch(() => ({ map: {} })),
          readFile(files[1] as string).catch(() => ''),
        ]);
        shellBuild = shellBuildOf(page);
        return releasesHeaderValue(record.map, shellBuild);
      })();
    }
    const live = await value;
    return visitorMap ? releasesHeaderValue(visitorMap, shellBuild) : live;
  };
}
