// A prerendered page announces, in its head, every script, stylesheet and manifest its live page will ask
// for, so the browser fetches them in one parallel round instead of a chain of round trips (the shell's
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
 * Which hints the page's head carries and which its loader adds once the first paint is seen. The shell's
 * own scripts (its entry, the shared libraries, its start) go in the head: on a slow phone they are most of
 * the bytes, and the network is idle while the first screen is laid out. The rest (the deployment map, the
 * route's remote) follows the first paint, because Lighthouse's simulation counts files that arrived before
 * the largest paint as holding it back. Measured on /packages (Lighthouse LCP; slow-phone gap from first
 * paint to a live page): everything in the head 2,100-2,300 ms, 1.1-1.3 s; this split 2,000-2,230 ms,
 * 1.0-1.2 s; everything after the first paint 1,360-1,520 ms, 1.65-1.75 s (over the 1.5 s budget).
 */
export function splitAtFirstPaint(hints: PreloadHint[]): { withPage: PreloadHint[]; afterFirstPaint: PreloadHint[] } {
  const ownScript = (hint: PreloadHint) => hint.as === 'script' && !hint.href.startsWith(`${RELEASES_URL}/`);
  return { withPage: hints.filter(ownScript), afterFirstPaint: hints.filter((hint) => !ownScript(hint)) };
}
