// Which requests the service worker treats as what: pure functions, tested in addresses.test.ts.
import type { PrecacheEntry } from 'workbox-precaching';

/** A release's files live under /remotes/<remote>/<release>/ on the site or on a CDN (docs/releases.md, "The deployment map"). */
const RELEASE_FOLDER = /\/remotes\/[^/]+\/[^/]+\//;
const MANIFEST = /\/mf-manifest\.json$/;

/** The deployment map, or a remote's manifest: what names the live release. */
export function isDeploymentFile(url: URL, origin: string, mapPath: string): boolean {
  return (url.origin === origin && url.pathname === mapPath) || MANIFEST.test(url.pathname);
}

/** A file of one release, other than its manifest: its content never changes. */
export function isReleaseFile(url: URL): boolean {
  return RELEASE_FOLDER.test(url.pathname) && !MANIFEST.test(url.pathname) && !url.pathname.endsWith('/release.json');
}

/** An address the site answers with a page: no extension, outside the build folders and the API. */
export function isPagePath(pathname: string): boolean {
  if (/^\/(api|static|remotes)(\/|$)/.test(pathname)) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !/\.[A-Za-z0-9]+$/.test(last);
}

/** A short name for one shell build, from the revisions of its files. */
export function buildId(entries: ReadonlyArray<PrecacheEntry | string>): string {
  let hash = 5381;
  for (const entry of entries) {
    const text = typeof entry === 'string' ? entry : `${entry.url} ${entry.revision ?? ''}`;
    for (let i = 0; i < text.length; i += 1) hash = ((hash * 33) ^ text.charCodeAt(i)) >>> 0;
  }
  return hash.toString(36);
}

/** How old a kept essential page (emergency help, offline) may grow before an online visit fetches it again. */
export const ESSENTIAL_PAGE_MAX_AGE_MS = 24 * 3600 * 1000;

/**
 * Whether a kept essential page is fetched again: when none is kept, when it was kept before it was
 * server-rendered (the plain shell page), or when it is a day old or its age cannot be told.
 */
export function essentialPageIsStale(kept: Pick<Headers, 'get'> | undefined, now: number): boolean {
  if (!kept || kept.get('X-Server-Rendered') !== '1') return true;
  const age = now - Date.parse(kept.get('Date') ?? '');
  return !(age >= 0 && age < ESSENTIAL_PAGE_MAX_AGE_MS);
}
