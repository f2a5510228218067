import { createRoot } from 'react-dom/client';
import { siteRoutes, type ListedRoute, type RemoteDefinition } from '@hospital/shared-types';
import '../styles/font.css';
import '../styles/tokens.css';
import '../styles/base.css';
import { App } from '../app/App';
import { makeStore } from '../store/store';
import { browserStorage } from '../store/browser-storage';
import { createRemoteLoader, type FederationRuntime } from '../federation/remote-loader';

/** A runtime that knows one remote, compiled into the page; the others are simply unavailable. */
function localRuntime(definition: RemoteDefinition): FederationRuntime {
  return {
    registerRemotes: () => undefined,
    loadRemote: async <T,>(id: string) => {
      if (id.startsWith(`hospital_${definition.name}/`)) return { default: definition } as T;
      throw new Error(`${id} is not part of this standalone page`);
    },
  };
}

/**
 * A remote team's dev page: the real shell (layout, router, store, toasts) around their one remote,
 * loaded from source instead of through Module Federation.
 */
export function mountStandalone(definition: RemoteDefinition, routeList: readonly ListedRoute[]): void {
  const { storage, watch } = browserStorage(window);
  const { store, persistor } = makeStore(storage, { watch });
  const loader = createRemoteLoader({
    runtime: localRuntime(definition),
    map: { [definition.name]: 'standalone' },
    routes: siteRoutes({ [definition.name]: routeList }),
    onReady: (loaded) => loaded.slices && store.injectSlices(loaded.slices),
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(<App store={store} persistor={persistor} loader={loader} />);
}
