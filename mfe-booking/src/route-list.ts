import type { ListedRoute } from '@hospital/shared-types';

/** The appointments desk's console: staff sign in there. */
export const STAFF_PATH = '/staff';
/** Administrators: each remote's releases, canaries and their failure rates. */
export const STAFF_RELEASES_PATH = '/staff/releases';

/**
 * Every address this remote serves: its build writes them to the release (routes.json), where the shell
 * and the site server read them, and `defineRoutes` checks its pages against them.
 */
export const routeList = [
  { path: '/appoinment' },
  { path: '/appoinment/manage' },
  { path: '/appoinment/manage/:token' },
  // Staff only: never prerendered, not in the sitemap, noindex, and without the public frame.
  { path: STAFF_PATH, unlisted: true },
  { path: STAFF_RELEASES_PATH, unlisted: true },
] as const satisfies readonly ListedRoute[];

export default routeList;
