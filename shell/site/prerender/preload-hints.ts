// A prerendered page announces, as soon as it is painted, every script, stylesheet and manifest its live
// page will ask for, so the browser fetches them in one parallel round instead of a chain of round trips (the shell's
// entry, then the shared modules one by one, the deployment map, a remote's manifest, its entry, its page).
// The set is what the live page fetched when it was saved: exact for the page's key (one shell build and one
// deployment map, see prerender.ts), because any release or rollback changes the key. Each hint asks in the
// same mode as the page will (with or without CORS), or the browser would fetch the file twice.

import { RELEASES_URL } from '../paths';

/** A request the live page made, as the browser sent it. */
export interface ObservedRequest {
  url: string;
  /** As the Sec-Fetch-Dest header names it: script, style, empty (fetch()), font, image, document… */
  destination: string;
  /** As Sec-Fetch-Mode: no-cors for a plain <script>, cors for fetch() or a crossorigin script. */
  mode: string;
}

export interface PreloadHint {
  href: string;
  as: 'script' | 'style' | 'fetch';
  crossOrigin: boolean;
}

const AS: Record<string, PreloadHint['as'] | undefined> = { script: 'script', style: 'style', empty: 'fetch' };

/**
 * The hints for a page at `origin`, in the order the live page asked: same-origin scripts, stylesheets and
 * fetched JSON (the deployment map, the remotes' manifests). Fonts and images are the first screen's own and
 * already in the page; API calls are data, not code.
 */
export function preloadHints(requests: ObservedRequest[], origin: string): PreloadHint[] {
  const hints: PreloadHint[] = [];
  const seen = new Set<string>();
  for (const request of requests) {
    const url = new URL(request.url);
    const as = AS[request.destination];
    if (url.origin !== origin || !as || seen.has(url.pathname + url.search)) continue;
    if (as === 'fetch' && !url.pathname.endsWith('.json')) continue;
    if (url.pathname.startsWith('/api/')) continue;
    seen.add(url.pathname + url.search);
    hints.push({ href: url.pathname + url.search, as, crossOrigin: request.mode === 'cors' });
  }
  return hints;
}

/**
 * The order the loader announces them in, all at once when the first paint is seen: the shell's own scripts
 * (its entry, the shared libraries, its start: most of the bytes) ahead of the deployment map and the route's
 * remote. Not in the page's head: Lighthouse's simulation counts every file that arrived before the largest
 * paint as holding it back, and on a real slow phone they shared its link with the first screen's font and
 * images. Measured at 2026-11-24 (Lighthouse LCP sim; slow-phone gap from first paint to a live page, 3 runs):
 * the shell's scripts in the head, /about 2,113-2,141 ms against a floor of 1,362-1,512, /shop 2,115-2,151,
 * gap 1.15-1.44 s; all announced at the first paint, /about and /shop 1,515 ms, gap 1.32-1.47 s.
 */
export function inAnnounceOrder(hints: PreloadHint[]): PreloadHint[] {
  const ownScript = (hint: PreloadHint) => hint.as === 'script' && !hint.href.startsWith(`${RELEASES_URL}/`);
  return [...hints.filter(ownScript), ...hints.filter((hint) => !ownScript(hint))];
}
