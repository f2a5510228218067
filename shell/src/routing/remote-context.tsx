import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import type { RemoteName } from '@hospital/shared-types';
import type { RemoteLoader, RemoteState } from '../federation/remote-loader';

export const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('useRemoteLoader needs a RemoteLoaderContext provider');
  return loader;
}

/** The remote's state, loading it on first use (or once `wanted` turns true). */
export function useRemote(remote: RemoteName, wanted = true): RemoteState {
  const loader = useRemoteLoader();
  const current = () => loader.getState(remote);
  // Hydration sees the state as it is: the shell loads the route's remote before it hydrates.
  const state = useSyncExternalStore(loader.subscribe, current, current);
  useEffect(() => {
    if (wanted) void loader.load(remote);
  }, [loader, remote, wanted]);
  return state;
}
