import { REMOTE_NAMES, type RemoteName, type RemoteRoute, type SlotName } from './remote-contract';

/**
 * A page address as a remote's release states it: each remote declares its own routes, and its build writes
 * them to the release (ROUTE_LIST_FILE), so the shell and the site server know them without running its code.
 */
export interface ListedRoute {
  /** React Router pattern, absolute: '/team-single/:slug'. */
  path: string;
  /** What the page shows depends on what the visitor saved in this browser (cart, wishlist, order). */
  personal?: boolean;
  /** For staff only: never prerendered, not in the sitemap, marked noindex. */
  unlisted?: boolean;
}

/** A route with the remote whose live release states it. */
export interface OwnedRoute extends ListedRoute {
  remote: RemoteName;
}

/** The live releases' route lists, by remote: what the site server answers at ROUTE_LISTS_URL. */
export type RouteLists = Partial<Record<RemoteName, readonly ListedRoute[]>>;

/** A release's own route list, beside its entry script. */
export const ROUTE_LIST_FILE = 'routes.json';
/** Every live release's route list, served beside the deployment map (so known while a remote's host is down). */
export const ROUTE_LISTS_URL = '/routes.json';

/** More than any remote states: a hand-edited or hostile file is cut there. */
const MAX_ROUTES = 500;

/** Keeps only well-formed entries (an absolute path, true flags): a hand-edited list never breaks a reader. */
export function parseRouteList(json: unknown): ListedRoute[] {
  if (!Array.isArray(json)) return [];
  const routes: ListedRoute[] = [];
  for (const entry of json.slice(0, MAX_ROUTES) as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { path, personal, unlisted } = entry as Record<string, unknown>;
    if (typeof path !== 'string' || !path.startsWith('/')) continue;
    routes.push({ path, ...(personal === true ? { personal } : {}), ...(unlisted === true ? { unlisted } : {}) });
  }
  return routes;
}

export function parseRouteLists(json: unknown): RouteLists {
  const lists: RouteLists = {};
  if (typeof json !== 'object' || json === null) return lists;
  for (const remote of REMOTE_NAMES) {
    const list = (json as Record<string, unknown>)[remote];
    if (list !== undefined) lists[remote] = parseRouteList(list);
  }
  return lists;
}

/** Every route of the site, in the remotes' order: an address two releases state belongs to the first. */
export function siteRoutes(lists: RouteLists): OwnedRoute[] {
  const seen = new Set<string>();
  return REMOTE_NAMES.flatMap((remote) =>
    (lists[remote] ?? []).filter((route) => !seen.has(route.path) && seen.add(route.path)).map((route) => ({ ...route, remote })),
  );
}

export const NOT_FOUND_PATH = '/404';
/** What to do in an emergency: numbers, the way in, what to bring (/emergency is the ENT page). */
export const EMERGENCY_HELP_PATH = '/emergency-help';

/** The route an address without its language is for: the content remote's 404 page when no route matches. */
export function routeOf(routes: readonly OwnedRoute[], pathname: string): OwnedRoute {
  return (
    routes.find((route) => route.path !== NOT_FOUND_PATH && pathParams(route.path, pathname)) ?? { path: NOT_FOUND_PATH, remote: 'content' }
  );
}

/**
 * A remote's pages, one per path of its route list: no more, no fewer (checked at compile time), so the
 * list its release states and the pages its code mounts cannot drift apart.
 */
export const defineRoutes = <L extends readonly ListedRoute[]>(
  _list: L,
  pages: Record<L[number]['path'], Omit<RemoteRoute, 'path'>>,
): RemoteRoute[] => Object.entries<Omit<RemoteRoute, 'path'>>(pages).map(([path, route]) => ({ path, ...route }));

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
    // Patterns come from the releases' route lists: everything but a `:param` is matched literally.
    const source = pattern
      .split(/(:[A-Za-z]+)/)
      .map((part) => (/^:[A-Za-z]+$/.test(part) ? '([^/]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('');
    matcher = new RegExp(`^${source}$`);
    if (matchers.size >= MAX_MATCHERS) matchers.clear();
    matchers.set(pattern, matcher);
  }
  const match = matcher.exec(path);
  return match ? match.slice(1) : null;
}
const matchers = new Map<string, RegExp>();
const MAX_MATCHERS = 2_000;

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

export const slotOwner = (slot: SlotName): RemoteName => slot.split('.')[0] as RemoteName;
