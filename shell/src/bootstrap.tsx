import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { languageOfPath, pageLanguage, withoutLanguage } from '@hospital/hospital-data';
import { EMERGENCY_HELP_PATH, OFFLINE_FALLBACK_ATTRIBUTE, routeOf, siteRoutes } from '@hospital/shared-types';
import './styles/font.css';
import './styles/tokens.css';
import './styles/base.css';
import { App } from './app/App';
import { prepareTakeover } from './app/takeover';
import { whenLoadedAndLive } from './app/when-live';
import { makeStore } from './store/store';
import { browserStorage } from './store/browser-storage';
import { fetchDeploymentMap } from './federation/deployment-map';
import { fetchRouteLists } from './federation/route-lists';
import { createRemoteLoader } from './federation/remote-loader';
import { configureFailureBeacon, remoteOfRequest, reportRemoteFailure, watchUncaughtRemoteErrors } from './federation/failure-beacon';
import { onRemoteLoadError } from './federation/load-error-hook';
import { takeEarlyErrors } from './federation/early-errors';
import { preloadRoute, restored } from './app/preload';
import { registerServiceWorker } from './offline/register-worker';
import { prepareLanguage, showLanguage } from './i18n/language';

async function start() {
  // The worker's offline page in place of an address it had not kept: as saved, it is complete without the
  // live page (plain links, tel: links, menus), and no remote could load anyway.
  const offline = document.documentElement.hasAttribute(OFFLINE_FALLBACK_ATTRIBUTE);
  // The address names the language: its text (and font) is in before anything renders in it.
  const language = languageOfPath(window.location.pathname);
  const [map, routeLists] = await Promise.all([fetchDeploymentMap(), fetchRouteLists(), prepareLanguage(language)]);
  showLanguage(language);
  const routes = siteRoutes(routeLists);
  // A remote's failures on this page are reported against the release this page loaded (its map).
  configureFailureBeacon({ map, routeOf: (pathname) => routeOf(routes, withoutLanguage(pathname)).path });
  watchUncaughtRemoteErrors(window, takeEarlyErrors());
  onRemoteLoadError((id) => {
    const remote = remoteOfRequest(id);
    if (remote) reportRemoteFailure(remote, 'load-failed');
  });
  const { storage, watch } = browserStorage(window);
  const { store, persistor } = makeStore(storage, { watch });
  const loader = createRemoteLoader({
    runtime: { registerRemotes, loadRemote },
    map,
    routes,
    onReady: (definition) => {
      if (definition.slices) store.injectSlices(definition.slices);
    },
    // Only a Retry needs it, so it is fetched then; if even that fails, the retry goes ahead as it would.
    beforeRetry: (folder) =>
      import('./federation/forget-failed-preloads').then(
        ({ forgetFailedPreloads }) => forgetFailedPreloads(folder),
        () => undefined,
      ),
    language: pageLanguage,
  });
  const app = (onPageShown?: () => void) => (
    <App store={store} persistor={persistor} loader={loader} onPageShown={onPageShown} offline={offline} />
  );
  const takeover = prepareTakeover();
  if (takeover.prerendered && offline) return;
  // A transition lets React work in small slices, so the phone stays responsive while it does.
  if (takeover.prerendered) {
    // React adopts the server-rendered page as it stands (docs/architecture.md#server-rendering): with the
    // saved state and the route's code at hand first, it renders the page once, exactly as it was saved.
    const [, pageReady] = await Promise.all([restored(persistor), preloadRoute(loader, window.location.pathname)]);
    // Without a network, a saved page whose code was never kept stays as it is: readable and working as plain
    // HTML, where the live page could only show "unavailable" (docs/architecture.md#offline).
    // The emergency help page too: it is kept for no signal, and a browser served by the worker may still say
    // it is online.
    if (!pageReady && (!navigator.onLine || withoutLanguage(window.location.pathname) === EMERGENCY_HELP_PATH)) return;
    startTransition(() => {
      hydrateRoot(takeover.root, app(takeover.pageShown), { onRecoverableError: takeover.recoverableError });
    });
  } else {
    const root = createRoot(takeover.root);
    startTransition(() => root.render(app(takeover.pageShown)));
  }
  // The worker's precache (about 235 KB brotli) waits for the live page: on a saved page the load event comes
  // before the takeover, and the downloads shared a phone's link with it.
  if (process.env.NODE_ENV === 'production') whenLoadedAndLive(() => registerServiceWorker());
}

void start();
