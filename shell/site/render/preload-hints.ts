// A rendered page announces, as soon as it is painted, every script, stylesheet and JSON file its live page
// will ask for, so the browser fetches them in one parallel round instead of a chain of round trips (the shell's
// entry, then the shared modules one by one, the deployment map, a remote's entry, its page). The set is
// worked out from the builds' lists and what the render loaded (page-files.ts), for the page's shell build and
// deployment map.

import type { PreloadHint } from '@hospital/shared-types';
import { RELEASES_URL } from '../paths';

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
