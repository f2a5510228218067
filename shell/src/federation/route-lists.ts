import { ROUTE_LISTS_URL, parseRouteLists, type RouteLists } from '@hospital/shared-types';

/**
 * The live releases' route lists, served beside the deployment map: the shell knows a remote's pages (and
 * shows its panel there) even when that remote's own files cannot load. Unreadable: no routes, every page 404.
 */
export async function fetchRouteLists(fetchImpl: typeof fetch = fetch): Promise<RouteLists> {
  try {
    const response = await fetchImpl(ROUTE_LISTS_URL, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parseRouteLists(await response.json());
  } catch (error) {
    console.error("The releases' route lists could not be read; no page is known.", error);
    return {};
  }
}
