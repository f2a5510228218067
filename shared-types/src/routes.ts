import { DEPARTMENTS, withoutLanguage } from '@hospital/hospital-data';
import { REMOTE_NAMES, type RemoteName, type RemoteRoute, type SlotName } from './remote-contract';

/** Which remote owns each route of the site; the shell mounts them and knows them while a remote is down. */
export interface OwnedRoute {
  path: string;
  remote: RemoteName;
  /** What the page shows depends on what the visitor saved in this browser (cart, wishlist, order). */
  personal?: boolean;
  /** For staff only: never prerendered, not in the sitemap, marked noindex. */
  unlisted?: boolean;
}

const PERSONAL_PATHS = new Set(['/cart', '/wishlist', '/compare', '/checkout', '/order_received']);

/** The appointments desk's console (booking team): staff sign in there. */
export const STAFF_PATH = '/staff';
const UNLISTED_PATHS = new Set<string>([STAFF_PATH]);

/** A staff page, in any language. */
export const isUnlistedPath = (path: string): boolean => UNLISTED_PATHS.has(withoutLanguage(path));

const owned = (remote: RemoteName, paths: readonly string[]): OwnedRoute[] =>
  paths.map((path) => ({
    path,
    remote,
    ...(PERSONAL_PATHS.has(path) ? { personal: true } : {}),
    ...(UNLISTED_PATHS.has(path) ? { unlisted: true } : {}),
  }));

export const NOT_FOUND_PATH = '/404';
/** What to do in an emergency: numbers, the way in, what to bring (/emergency is the ENT page). */
export const EMERGENCY_HELP_PATH = '/emergency-help';

/** The six department pages' addresses, from the one list of departments. */
export const DEPARTMENT_PAGE_PATHS = DEPARTMENTS.map((department) => department.path);

/**
 * The one route table: which addresses each remote serves. A remote types its routes from it
 * (`defineRoutes`), so a path added, dropped or misspelt on either side fails the type check.
 */
export const ROUTE_TABLE = {
  content: [
    '/',
    '/home',
    '/home2',
    '/about',
    '/department',
    '/department-single/:slug',
    '/services',
    '/service-single/:slug',
    '/team',
    '/team-single/:slug',
    '/blog',
    '/blog-left-sidebar',
    '/blog-fullwidth',
    '/blog-single/:slug',
    '/blog-single-left-sidebar/:slug',
    '/blog-single-fullwidth/:slug',
    '/contact',
    '/packages',
    '/package-single/:id',
    EMERGENCY_HELP_PATH,
    ...DEPARTMENT_PAGE_PATHS,
    NOT_FOUND_PATH,
  ],
  booking: ['/appoinment', '/appoinment/manage', '/appoinment/manage/:token', STAFF_PATH],
  shop: ['/shop', '/product-single/:slug', '/cart', '/wishlist', '/compare', '/checkout', '/order_received'],
} as const satisfies Record<RemoteName, readonly string[]>;

/** The addresses a remote serves, as a union of their literal patterns. */
export type RoutePath<R extends RemoteName> = (typeof ROUTE_TABLE)[R][number];

/** A remote's pages, one entry per path of its part of the table: no more, no fewer. */
export type RemoteRoutes<R extends RemoteName> = Record<RoutePath<R>, Omit<RemoteRoute, 'path'>>;

/** The route objects a remote exposes, checked against the table at compile time. */
export const defineRoutes = <R extends RemoteName>(routes: RemoteRoutes<R>): RemoteRoute[] =>
  Object.entries<Omit<RemoteRoute, 'path'>>(routes).map(([path, route]) => ({ path, ...route }));

export const ROUTES: readonly OwnedRoute[] = REMOTE_NAMES.flatMap((remote) => owned(remote, ROUTE_TABLE[remote]));

/** Correctly spelt or older addresses that lead to the site's routes (docs/product-rules.md#routes-and-aliases). */
export const REDIRECTS: readonly { from: string; to: string }[] = [
  { from: '/appointment', to: '/appoinment' },
  { from: '/order-received', to: '/order_received' },
  { from: '/shop-single/:slug', to: '/product-single/:slug' },
];

/** The values of a route pattern's `:params` in a path (in order), or null when the path is not the pattern's. */
export function pathParams(pattern: string, path: string): string[] | null {
  let matcher = matchers.get(pattern);
  if (!matcher) {
    matcher = new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '([^/]+)')}$`);
    matchers.set(pattern, matcher);
  }
  const match = matcher.exec(path);
  return match ? match.slice(1) : null;
}
const matchers = new Map<string, RegExp>();

/** A route pattern with its `:params` filled in order, each as one path segment. */
export const fillPath = (pattern: string, params: readonly string[]): string => {
  let next = 0;
  return pattern.replace(/:[A-Za-z]+/g, () => encodeURIComponent(params[next++] ?? ''));
};

/** Where an alias leads (`/shop-single/x` -> `/product-single/x`), for a path without its language; null for any other path. */
export function redirectOf(path: string): string | null {
  for (const { from, to } of REDIRECTS) {
    const params = pathParams(from, path);
    if (params) return fillPath(to, params);
  }
  return null;
}

export const routesOf = (remote: RemoteName): string[] =>
  ROUTES.filter((route) => route.remote === remote).map((route) => route.path);

export const slotOwner = (slot: SlotName): RemoteName => slot.split('.')[0] as RemoteName;
