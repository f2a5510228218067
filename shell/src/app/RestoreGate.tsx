import { useSyncExternalStore, type ReactNode } from 'react';
import type { Persistor } from 'redux-persist';

/**
 * Renders nothing until the saved state is restored (or restoring gave up after 5000 ms), then the
 * page, with no loading content (docs/product-rules.md#saved-state). Same as redux-persist's PersistGate, without its module.
 */
export function RestoreGate({ persistor, children }: { persistor: Persistor; children: ReactNode }) {
  const isRestored = () => persistor.getState().bootstrapped;
  // A server-rendered page is hydrated only once restored; the server renders once its empty store is restored too.
  const restored = useSyncExternalStore(persistor.subscribe, isRestored, isRestored);
  return restored ? <>{children}</> : null;
}
