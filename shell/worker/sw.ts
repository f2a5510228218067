// The site's service worker (docs/features.md, "Offline and installing"). Built with Workbox: Rspack bundles this file,
// then workbox-build's injectManifest writes the list of the shell's own files into it (shell/rspack.config.mjs).
//
// What it keeps, and why:
//  - the shell's own files (precached at install; each build's names are new, so they never go stale);
//  - pages the visitor opened, /emergency-help and /offline (network first with a short wait, per shell build);
//  - remote release files as they are used (their names never change meaning; expiry and a count limit);
//  - the deployment map and manifests only as a last resort: the network's answer always wins, so a release
//    or rollback takes effect on the next online page load;
//  - never the booking API: nothing is queued or replayed behind the visitor's back.
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type { WorkboxPlugin } from 'workbox-core';
import { LANGUAGES, inLanguage, languageOfPath } from '@hospital/hospital-data';
import { DEPLOYMENT_MAP_URL, EMERGENCY_HELP_PATH, OFFLINE_FALLBACK_ATTRIBUTE, OFFLINE_PATH, ROUTE_LISTS_URL } from '@hospital/shared-types';
import { buildId, essentialPageIsStale, isPagePath, isReleaseFile, isDeploymentFile } from './addresses';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

/** Written by injectManifest at build time: the shell's files and their revisions. */
const SHELL_FILES = self.__WB_MANIFEST;
const BUILD = buildId(SHELL_FILES);

/** Pages hold the names of one shell build's files, so each build keeps its pages apart. */
const PAGES = `pages-${BUILD}`;
const PAGES_PREFIX = 'pages-';
const RELEASES = 'remote-releases';
const DEPLOYMENT = 'deployment-last-seen';
/** A slow answer is still better than a stale page; past this, the saved page is shown. */
const PAGE_WAIT_SECONDS = 4;
/** Pages kept offline are the last ones opened. */
const MAX_PAGES = 40;

const sameOrigin = (url: URL) => url.origin === self.location.origin;

precacheAndRoute(SHELL_FILES);
cleanupOutdatedCaches();

/** Only whole, successful answers are kept: never an error page in place of a page. */
const okOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
};

/** Answers that came from the network just now, not from a kept copy. */
const fromNetwork = new WeakSet<Response>();
const markNetwork: WorkboxPlugin = {
  fetchDidSucceed: async ({ response }) => {
    fromNetwork.add(response);
    return response;
  },
};

const pages = new NetworkFirst({
  cacheName: PAGES,
  networkTimeoutSeconds: PAGE_WAIT_SECONDS,
  // Pages vary by Accept-Encoding, which a worker's requests never carry: one copy per address.
  matchOptions: { ignoreVary: true },
  plugins: [okOnly, markNetwork, new ExpirationPlugin({ maxEntries: MAX_PAGES })],
});

/** The emergency help and offline pages in every language: kept with the worker, there with no signal. */
const ESSENTIAL_PAGES = LANGUAGES.flatMap((language) => [inLanguage(EMERGENCY_HELP_PATH, language), inLanguage(OFFLINE_PATH, language)]);

/** The offline page in the address's language (English if that one was not kept), shown whatever the address. */
async function offlinePage(pathname: string): Promise<Response> {
  const cache = await caches.open(PAGES);
  const saved =
    (await cache.match(inLanguage(OFFLINE_PATH, languageOfPath(pathname)), { ignoreVary: true })) ??
    (await cache.match(OFFLINE_PATH, { ignoreVary: true }));
  if (!saved) return Response.error();
  const html = (await saved.text()).replace('<html', `<html ${OFFLINE_FALLBACK_ATTRIBUTE}`);
  // The saved page's own headers, its Content-Security-Policy among them (the inline scripts are unchanged, so
  // their hashes still hold); the body is decoded and its length changed.
  const headers = new Headers(saved.headers);
  for (const name of ['Content-Encoding', 'Content-Length']) headers.delete(name);
  return new Response(html, { status: 200, headers });
}

// Navigations, and the pages a page asks the worker to keep (shell/src/offline/register-worker.ts).
registerRoute(
  ({ request, url }) =>
    sameOrigin(url) && isPagePath(url.pathname) && (request.mode === 'navigate' || request.headers.get('Accept') === 'text/html'),
  async (options) => {
    try {
      const response = await pages.handle(options);
      // The network answered: the visitor is online, the moment to fetch a day-old emergency page again.
      if (fromNetwork.has(response) && response.ok && options.request.mode === 'navigate') options.event.waitUntil(refreshEssentialPages());
      return response;
    } catch {
      return offlinePage(options.url.pathname);
    }
  },
);

// The deployment map, the live releases' route lists and every remote's manifest: network first with no time limit, so whenever the network
// answers (even with an error) its answer is used; the copy is only for when there is no network at all.
registerRoute(
  ({ url }) =>
    isDeploymentFile(url, self.location.origin, DEPLOYMENT_MAP_URL) || isDeploymentFile(url, self.location.origin, ROUTE_LISTS_URL),
  new NetworkFirst({ cacheName: DEPLOYMENT, plugins: [okOnly, new ExpirationPlugin({ maxEntries: 20 })] }),
);

// A release's other files never change: kept as they are used, for a month at most, the last 150 used.
registerRoute(
  ({ url }) => isReleaseFile(url),
  new CacheFirst({
    cacheName: RELEASES,
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);

// The booking API (/api/…) and everything else matches no route: the browser fetches it as if there were no worker.

/** The pages that must be there with no signal, fetched with the worker itself. */
async function keepEssentialPages(): Promise<void> {
  const cache = await caches.open(PAGES);
  await cache.addAll(ESSENTIAL_PAGES);
}

/** A kept essential page is fetched again when it is a day old, or was kept before it was prerendered. */
async function refreshEssentialPages(): Promise<void> {
  const cache = await caches.open(PAGES);
  for (const address of ESSENTIAL_PAGES) {
    const kept = await cache.match(address, { ignoreVary: true });
    if (essentialPageIsStale(kept?.headers, Date.now())) await cache.add(address).catch(() => undefined);
  }
}

/**
 * The pages kept by the previous build name files the new build does not have: fetch them again for this
 * build (best effort: one that fails is simply not kept).
 */
async function carryOverPages(): Promise<void> {
  const names = (await caches.keys()).filter((name) => name.startsWith(PAGES_PREFIX) && name !== PAGES);
  const cache = await caches.open(PAGES);
  for (const name of names) {
    const old = await caches.open(name);
    const addresses = (await old.keys()).map((request) => request.url).slice(-MAX_PAGES);
    await Promise.all(addresses.map((address) => cache.add(address).catch(() => undefined)));
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(Promise.all([keepEssentialPages(), carryOverPages()]));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PAGES_PREFIX) && name !== PAGES) await caches.delete(name);
      }
      // The first worker takes the open page at once, so what it loads next is kept. A later one (a new shell
      // build) is never told to skip waiting: the browser activates it once no page the previous worker
      // controls is open, so claiming never hands a page of one build the other build's files.
      await self.clients.claim();
    })(),
  );
});
