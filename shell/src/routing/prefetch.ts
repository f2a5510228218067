// Fetching the next page's code before the tap (docs/architecture.md#moving-between-pages). Two kinds of
// wish: *ahead* (the header's pages and the links in view, once the page is live and the browser idle) and
// *intent* (a link hovered, focused or touched). Ahead fetches run a few at a time, never on Save-Data or a 2G
// connection; intent fetches start at once, whatever the connection, since the tap usually follows.
import type { RemoteLoader } from '../federation/remote-loader';
import { isRouteReady, preloadRoute, routeFor } from '../app/preload';

interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** False when the visitor asked to save data or the connection is 2G: then only intent fetches. */
export function aheadAllowed(nav: Navigator = navigator): boolean {
  const connection = (nav as Navigator & { connection?: Connection }).connection;
  if (!connection) return true;
  return !connection.saveData && !['slow-2g', '2g'].includes(connection.effectiveType ?? '');
}

/** An address inside the site that the shell's router would show, or null (other origin, a file, a new tab). */
export function internalPath(anchor: HTMLAnchorElement, loc: Location = location): string | null {
  if (anchor.origin !== loc.origin || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const href = anchor.getAttribute('href') ?? '';
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  // Files the site server serves as they are (the emergency card, feeds) are not pages.
  if (/\.[a-z0-9]{2,5}$/i.test(anchor.pathname)) return null;
  return anchor.pathname;
}

type Idle = (run: () => void) => void;

/** Ahead fetches under way at once. */
const AHEAD_AT_ONCE = 3;

const whenIdle: Idle = (run) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => run(), { timeout: 2000 });
  else setTimeout(run, 200);
};

export interface Prefetcher {
  /** Fetch now (hover, focus, touch start, or a tap on a page whose code has not arrived). */
  intent(pathname: string): Promise<void>;
  /** Queue for when the browser is idle, a few at a time, in order; nothing under Save-Data or 2G. */
  ahead(pathnames: Iterable<string>): void;
  ready(pathname: string): boolean;
}

export function createPrefetcher(
  loader: RemoteLoader,
  { allowed = aheadAllowed, idle = whenIdle }: { allowed?: () => boolean; idle?: Idle } = {},
): Prefetcher {
  const started = new Map<string, Promise<void>>();
  const queue: string[] = [];
  let running = 0;
  const keyOf = (pathname: string) => {
    const { path, remote } = routeFor(loader.routes, pathname);
    return `${remote} ${path}`;
  };

  const fetchRoute = (pathname: string): Promise<void> => {
    const key = keyOf(pathname);
    let fetching = started.get(key);
    if (!fetching) {
      fetching = preloadRoute(loader, pathname).then(() => undefined);
      started.set(key, fetching);
    }
    return fetching;
  };

  // A few at a time: each route costs a round trip or two, and one at a time would still be busy at the tap.
  const drain = () => {
    while (running < AHEAD_AT_ONCE && queue.length > 0) {
      const next = queue.shift() as string;
      running++;
      idle(() => {
        void fetchRoute(next).then(() => {
          running--;
          drain();
        });
      });
    }
  };

  return {
    intent: fetchRoute,
    ahead(pathnames) {
      if (!allowed()) return;
      for (const pathname of pathnames) {
        // The page on screen (a link to itself) is here already.
        if (typeof location !== 'undefined' && pathname === location.pathname) continue;
        const key = keyOf(pathname);
        if (started.has(key) || queue.some((queued) => keyOf(queued) === key)) continue;
        queue.push(pathname);
      }
      drain();
    },
    ready: (pathname) => isRouteReady(loader, pathname),
  };
}
