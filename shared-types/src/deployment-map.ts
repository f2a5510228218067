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

export class DeploymentMapError extends Error {}

/**
 * The one reading of a deployment map, for the site server and the browser alike: an object whose known
 * remotes each name a non-empty address (unknown keys are ignored). Anything else is an error, never an
 * empty map, which would take every remote off the site without anyone asking.
 */
export function parseDeploymentMap(json: unknown, source = DEPLOYMENT_MAP_URL): DeploymentMap {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new DeploymentMapError(`${source} is not a JSON object`);
  const map: DeploymentMap = {};
  for (const remote of REMOTE_NAMES) {
    const entry = (json as Record<string, unknown>)[remote];
    if (entry === undefined) continue;
    if (typeof entry !== 'string' || entry.length === 0)
      throw new DeploymentMapError(`${source}: the entry of ${remote} is not an address`);
    map[remote] = entry;
  }
  return map;
}
