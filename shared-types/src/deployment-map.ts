import { REMOTE_NAMES, type RemoteName } from './remote-contract';

/**
 * The deployment map: remote name -> URL of the mf-manifest.json of the one release that is live. The
 * release tooling writes it, the site server reads it, the shell fetches it at every page load.
 */
export type DeploymentMap = Partial<Record<RemoteName, string>>;

export const DEPLOYMENT_MAP_URL = '/remotes.json';

/** Every remote's entry script, beside its manifest in the release folder (rspack.factory.mjs writes it). */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/**
 * The entry script of the release a map entry names. The shell loads remotes by their entry, not their
 * manifest: one request less before a remote's code, and the runtime's manifest handling stays out of the
 * shell's first-load script (experiments.optimization.disableSnapshot).
 */
export function remoteEntryOf(manifestUrl: string): string {
  return manifestUrl.replace(/mf-manifest\.json(?=\?|#|$)/, REMOTE_ENTRY_FILE);
}

/** The release folder a map entry lives in (its manifest's or entry script's folder, without a query). */
export function releaseFolderOf(address: string): string {
  const path = address.replace(/[?#].*$/, '');
  return path.slice(0, path.lastIndexOf('/') + 1);
}

/** Keeps only known remotes with a non-empty address: a hand-edited map never breaks a reader. */
export function parseDeploymentMap(json: unknown): DeploymentMap {
  const map: DeploymentMap = {};
  if (typeof json !== 'object' || json === null) return map;
  for (const name of REMOTE_NAMES) {
    const entry = (json as Record<string, unknown>)[name];
    if (typeof entry === 'string' && entry.length > 0) map[name] = entry;
  }
  return map;
}
