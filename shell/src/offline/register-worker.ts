// Registers the service worker (shell/worker/sw.ts) once the page has loaded, so it never competes with the
// first load, and hands it what the page loaded before it could see it. A few hundred bytes, in the shell's
// entry: a chunk of its own would cost a request for less.
import { SERVICE_WORKER_URL } from '@hospital/shared-types';

type CacheEntry = string | [string, RequestInit];
/** How the worker tells a page to keep from a file to keep (its page route). */
const AS_PAGE: RequestInit = { headers: { Accept: 'text/html' } };

export function registerServiceWorker(win: Window = window): void {
  if (!('serviceWorker' in win.navigator)) return;
  const { serviceWorker } = win.navigator;
  const start = async () => {
    await serviceWorker.register(SERVICE_WORKER_URL);
    const { active } = await serviceWorker.ready;
    // Workbox's router keeps each address by the route it matches (workbox-routing, CACHE_URLS).
    const keep = (urls: CacheEntry[]) => active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urls } });
    keep([[win.location.href, AS_PAGE], ...win.performance.getEntriesByType('resource').map((entry) => entry.name)]);
    // A page opened inside the live page makes no request for its HTML: ask the worker to keep it too.
    const navigation = (win as Window & { navigation?: EventTarget }).navigation;
    navigation?.addEventListener('currententrychange', () => keep([[win.location.href, AS_PAGE]]));
  };
  const later = () => void start().catch((error: unknown) => console.warn('The offline worker could not start.', error));
  if (win.document.readyState === 'complete') later();
  else win.addEventListener('load', later, { once: true });
}
