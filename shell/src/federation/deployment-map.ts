import { DEPLOYMENT_MAP_URL, parseDeploymentMap, type DeploymentMap } from '@hospital/shared-types';

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
