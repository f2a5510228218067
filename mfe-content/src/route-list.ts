import { DEPARTMENTS } from '@hospital/hospital-data';
import { EMERGENCY_HELP_PATH, NOT_FOUND_PATH, type ListedRoute } from '@hospital/shared-types';

/** The six department pages' addresses, from the one list of departments. */
export const DEPARTMENT_PAGE_PATHS = DEPARTMENTS.map((department) => department.path);

/**
 * Every address this remote serves: its build writes them to the release (routes.json), where the shell
 * and the site server read them, and `defineRoutes` checks its pages against them.
 */
export const routeList = [
  { path: '/' },
  { path: '/home' },
  { path: '/home2' },
  { path: '/about' },
  { path: '/department' },
  { path: '/department-single/:slug' },
  { path: '/services' },
  { path: '/service-single/:slug' },
  { path: '/team' },
  { path: '/team-single/:slug' },
  { path: '/blog' },
  { path: '/blog-left-sidebar' },
  { path: '/blog-fullwidth' },
  { path: '/blog-single/:slug' },
  { path: '/blog-single-left-sidebar/:slug' },
  { path: '/blog-single-fullwidth/:slug' },
  { path: '/contact' },
  { path: '/packages' },
  { path: '/package-single/:id' },
  { path: EMERGENCY_HELP_PATH },
  ...DEPARTMENT_PAGE_PATHS.map((path) => ({ path })),
  { path: NOT_FOUND_PATH },
] as const satisfies readonly ListedRoute[];

export default routeList;
