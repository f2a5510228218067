import { REMOTE_NAMES, type RemoteName } from '@hospital/shared-types';

/** Remote name -> URL of the mf-manifest.json of the one release that is live. */
export type DeploymentMap = Partial<Record<RemoteName, string>>;

export const DEPLOYMENT_MAP_URL = '/remotes.json';

export function parseDeploymentMap(json: unknown): DeploymentMap {
  const map: DeploymentMap = {};
  if (typeof json !== 'object' || json === null) return map;
  for (const name of REMOTE_NAMES) {
    const entry = (json as Record<string, unknown>)[name];
    if (typeof entry === 'string' && entry.length > 0) map[name] = entry;
  }
  return map;
}

/** An unreadable map leaves every remote unavailable instead of stopping the site. */
export async function fetchDeploymentMap(fetchImpl: typeof fetch = fetch): Promise<DeploymentMap> {
  try {
    const response = await fetchImpl(DEPLOYMENT_MAP_URL, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parseDeploymentMap(await response.json());
  } catch (error) {
    console.error('The deployment map could not be read; remotes are unavailable.', error);
    return {};
  }
}
