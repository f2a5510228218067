import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Navigate, Route, Routes, generatePath, useParams } from '@hospital/router';
import type { Persistor } from 'redux-persist';
import { NOT_FOUND_PATH, OFFLINE_PATH, REDIRECTS } from '@hospital/shared-types';
import type { ShellStore } from '../store/store';
import type { RemoteLoader } from '../federation/remote-loader';
import { RemoteLoaderContext, useRemoteLoader } from '../routing/remote-context';
import { RemotePage } from '../routing/RemotePage';
import { NavigationPrefetch } from '../routing/NavigationPrefetch';
import { LanguageRouter } from '../routing/LanguageRouter';
import { Layout } from '../layout/Layout';
import { LazyToasts } from './LazyToasts';
import { RestoreGate } from './RestoreGate';
import { PageShownContext } from './page-shown';

// Off the first load: only the offline page (rarely seen, and precached by the worker) needs it.
const LazyOfflinePage = lazy(() => import('../offline/OfflinePage').then((module) => ({ default: module.OfflinePage })));
const OfflinePage = () => (
  <Suspense fallback={null}>
    <LazyOfflinePage />
  </Suspense>
);

function Redirect({ to }: { to: string }) {
  const params = useParams();
  return <Navigate to={generatePath(to, params)} replace />;
}

export function SiteRoutes({ offline = false }: { offline?: boolean }) {
  const { routes } = useRemoteLoader();
  // The service worker answered an address it has not kept with the offline page: show that, whatever the address.
  if (offline) {
    return (
      <Routes>
        <Route path="*" element={<OfflinePage />} />
      </Routes>
    );
  }
  return (
    <Routes>
      <Route path={OFFLINE_PATH} element={<OfflinePage />} />
      {routes.map(({ path, remote }) => (
        <Route key={path} path={path} element={<RemotePage remote={remote} path={path} />} />
      ))}
      {REDIRECTS.map(({ from, to }) => (
        <Route key={from} path={from} element={<Redirect to={to} />} />
      ))}
      <Route path="*" element={<RemotePage remote="content" path={NOT_FOUND_PATH} />} />
    </Routes>
  );
}

interface AppProps {
  store: ShellStore;
  persistor: Persistor;
  loader: RemoteLoader;
  /** Called when the first route has shown its page (or its unavailable panel). */
  onPageShown?: () => void;
  /** The page is the service worker's offline page, served for another address. */
  offline?: boolean;
  /** The browser's history; the site server renders at one address (shell/src/server/). */
  Router?: ComponentType<{ children: ReactNode }>;
}

const ignore = () => undefined;

/** One store, one router, one toast container for the whole page. */
export function App({ store, persistor, loader, onPageShown = ignore, offline = false, Router = LanguageRouter }: AppProps) {
  return (
    <Provider store={store}>
      {/* No loading content while saved state is restored (docs/product-rules.md#saved-state). */}
      <RestoreGate persistor={persistor}>
        <RemoteLoaderContext.Provider value={loader}>
          <PageShownContext.Provider value={onPageShown}>
            {/* A move renders at once, not as a transition: a page's code is at hand before the router moves
                (NavigationPrefetch), and a transition sliced the new page's render between the old page's
                frames, about 150 ms more on a slow phone (bench/REPORT.md, "Moving between pages").
                The address's language is the router's basename. */}
            <Router>
              <NavigationPrefetch />
              <Layout>
                <SiteRoutes offline={offline} />
              </Layout>
            </Router>
          </PageShownContext.Provider>
        </RemoteLoaderContext.Provider>
      </RestoreGate>
      <LazyToasts />
    </Provider>
  );
}
