import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import './styles/font.css';
import './styles/tokens.css';
import './styles/base.css';
import { App } from './app/App';
import { prepareTakeover } from './app/takeover';
import { makeStore } from './store/store';
import { browserStorage } from './store/browser-storage';
import { fetchDeploymentMap } from './federation/deployment-map';
import { createRemoteLoader } from './federation/remote-loader';
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
  });
  const takeover = prepareTakeover();
  // With a prerendered page on screen nothing is lost by waiting: the live page renders once, complete.
  if (takeover.prerendered) await Promise.all([restored(persistor), preloadRoute(loader, window.location.pathname)]);
  const root = createRoot(takeover.container);
  // A transition lets React render in small slices, so the phone stays responsive while it does.
  startTransition(() => {
    root.render(<App store={store} persistor={persistor} loader={loader} onPageShown={takeover.pageShown} />);
  });
}

void start();
