import type { Persistor } from 'redux-persist';
import { matchPath } from '@hospital/router';
import { withoutLanguage } from '@hospital/hospital-data';
import { NOT_FOUND_PATH, OFFLINE_PATH, slotOwner, type LazyWidget, type OwnedRoute, type ShownWidget } from '@hospital/shared-types';
import type { RemoteLoader } from '../federation/remote-loader';
import { isLoaded, preloadLazy, preloadWidget } from '../routing/lazy-cache';

/** The route the shell will mount for an address in any language (the 404 page when none matches). */
export function routeFor(routes: readonly OwnedRoute[], address: string): OwnedRoute {
  const pathname = withoutLanguage(address);
  const found = routes.find((route) => route.path !== NOT_FOUND_PATH && matchPath(route.path, pathname));
  return found ?? { path: NOT_FOUND_PATH, remote: 'content' };
}

/**
 * Loads the remote owning the address and its page's code; resolves (never rejects) when done or failed,
 * with whether the page's code is at hand.
 */
export async function preloadRoute(loader: RemoteLoader, address: string): Promise<boolean> {
  const pathname = withoutLanguage(address);
  // The shell's own page: no remote to load.
  if (pathname === OFFLINE_PATH) return true;
  const { path, remote } = routeFor(loader.routes, pathname);
  const state = await loader.load(remote);
  if (state.status !== 'ready') return false;
  const page = state.definition.routes.find((route) => route.path === path);
  if (!page) return true;
  // The other remotes' widgets the page shows, and their data: not waited for, a move never waits for them.
  for (const widget of page.widgets?.(matchPath(path, pathname)?.params ?? {}) ?? []) void preloadShownWidget(loader, widget);
  return preloadLazy(page.load).then(
    () => true,
    () => false,
  );
}

/** Loads a widget's remote and code, and has it fetch its data; never rejects. */
async function preloadShownWidget(loader: RemoteLoader, { name, props }: ShownWidget): Promise<void> {
  const state = await loader.load(slotOwner(name));
  const load = state.status === 'ready' ? (state.definition.widgets?.[name] as LazyWidget<object> | undefined) : undefined;
  if (load) await preloadWidget(load, props).catch(() => undefined);
}

/** True when the page for an address can render at once: its remote is ready and its code has arrived. */
export function isRouteReady(loader: RemoteLoader, address: string): boolean {
  const pathname = withoutLanguage(address);
  if (pathname === OFFLINE_PATH) return true;
  const { path, remote } = routeFor(loader.routes, pathname);
  const state = loader.getState(remote);
  if (state.status === 'failed') return true; // Its panel shows at once.
  if (state.status !== 'ready') return false;
  const page = state.definition.routes.find((route) => route.path === path);
  return !page || isLoaded(page.load);
}

export function restored(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!persistor.getState().bootstrapped) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = persistor.subscribe(check);
    check();
  });
}
