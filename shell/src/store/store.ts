import { legacy_createStore as createStore, applyMiddleware, type Middleware, type Store } from 'redux';
import {
  persistReducer,
  persistStore,
  createMigrate,
  createTransform,
  REHYDRATE,
  type PersistConfig,
  type Persistor,
  type Storage,
} from 'redux-persist';
import { PERSIST_KEY, type SliceDefinition } from '@hospital/shared-types';
import { createRootReducer, INJECT_SLICE, type RootState } from './root-reducer';

/** Version of the persisted envelope the shell owns; slices carry their own versions. */
export const PERSIST_VERSION = 1;
export { PERSIST_KEY };
export const RESTORE_TIMEOUT_MS = 5000;

/** Shell-level migrations of the whole persisted state, by target version. */
const migrations = {
  1: (state: unknown) => state as never,
};

export interface ShellStore extends Store<RootState> {
  /** Adds a remote's slices; a slice already present is left alone (remotes load once per page). */
  injectSlices(slices: Record<string, SliceDefinition>): void;
}

const logFailedRestore: Middleware = () => (next) => (action) => {
  const rehydrate = action as { type?: string; err?: unknown };
  if (rehydrate.type === REHYDRATE && rehydrate.err) {
    console.error('Saved state could not be restored; starting fresh.', rehydrate.err);
  }
  return next(action);
};

export function makeStore(storage: Storage): { store: ShellStore; persistor: Persistor } {
  const slices = new Map<string, SliceDefinition>();
  const persistConfig: PersistConfig<RootState> = {
    key: PERSIST_KEY,
    storage,
    version: PERSIST_VERSION,
    timeout: RESTORE_TIMEOUT_MS,
    migrate: createMigrate(migrations, { debug: false }),
    // Slices marked persist: false never reach storage (undefined drops the key from the write).
    transforms: [createTransform((slice: unknown, key) => (slices.get(String(key))?.persist === false ? undefined : slice), (slice: unknown) => slice)],
  };
  // One persistReducer for the store's life: replacing it would lose redux-persist's writer, so
  // the root reducer reads the growing slice registry and each injection is announced by an action.
  const reducer = persistReducer(persistConfig, createRootReducer(slices));
  const base = createStore(reducer, applyMiddleware(logFailedRestore));
  const store: ShellStore = {
    ...base,
    injectSlices(added) {
      const fresh = Object.entries(added).filter(([key]) => !slices.has(key));
      if (fresh.length === 0) return;
      for (const [key, definition] of fresh) slices.set(key, definition);
      for (const [key] of fresh) base.dispatch({ type: INJECT_SLICE, key });
    },
  };
  const persistor = persistStore(base);
  return { store, persistor };
}
