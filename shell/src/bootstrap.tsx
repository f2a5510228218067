import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { PRERENDERING_FLAG, RENDER_STATIC_HOOK } from '@hospital/shared-types';
import './styles/font.css';
import './styles/tokens.css';
import './styles/base.css';
import { App } from './app/App';
import { prepareTakeover } from './app/takeover';
import { makeStore } from './store/store';
import { browserStorage } from './store/browser-storage';
import { fetchDeploymentMap } from './federation/deployment-map';
import { createRemoteLoader } from './federation/remote-loader';
import { forgetFailedPreloads } from './federation/forget-failed-preloads';
import { preloadRoute, restored } from './app/preload';

async function start() {
  const map = await fetchDeploymentMap();
  const { storage, watch } = browserStorage(window);
  const { store, persistor } = makeStore(storage, { watch });
  const loader = createRemoteLoader({
    runtime: { registerRemotes, loadRemote },
    map,
    onReady: (definition) => {
      if (definition.slices) store.injectSlices(definition.slices);
    },
    beforeRetry: (folder) => forgetFailedPreloads(folder),
  });
  const app = (onPageShown?: () => void) => <App store={store} persistor={persistor} loader={loader} onPageShown={onPageShown} />;
  const takeover = prepareTakeover();
  // A transition lets React work in small slices, so the phone stays responsive while it does.
  if (takeover.prerendered) {
    // React adopts the saved page as it stands (docs/architecture.md#prerendered-pages-and-hydration): with the
    // saved state and the route's code at hand first, it renders the page once, exactly as it was saved.
    await Promise.all([restored(persistor), preloadRoute(loader, window.location.pathname)]);
    startTransition(() => {
      hydrateRoot(takeover.root, app(takeover.pageShown), { onRecoverableError: takeover.recoverableError });
    });
  } else {
    const root = createRoot(takeover.root);
    startTransition(() => root.render(app(takeover.pageShown)));
  }
  if (PRERENDERING_FLAG in window) {
    Object.assign(window, {
      [RENDER_STATIC_HOOK]: async () => (await import('./app/render-static')).renderStatic(app()),
    });
  }
}

void start();
