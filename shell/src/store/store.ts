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
import { PERSIST_KEY, SAVED_STATE_ITEM, type SliceDefinition } from '@hospital/shared-types';
import { createRootReducer, INJECT_SLICE, type RootState } from './root-reducer';
import { createTabSync, type BrowserStorage } from './tab-sync';

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

/** An action that only makes the store catch up with what another tab saved (tab-sync.ts). */
export const SAVED_ELSEWHERE = '@@shell/SAVED_ELSEWHERE';

export interface StoreOptions {
  /** Calls back when another tab may have saved (the window's `storage` event, a return to the tab). */
  watch?: (onChange: () => void) => void;
  /** Names this tab in the stamps of its changes; random by default. */
  tab?: string;
  /** Reads the saved state when the store starts (restoring gives up after RESTORE_TIMEOUT_MS); `browser` by default. */
  restore?: Storage['getItem'];
}

export function makeStore(browser: BrowserStorage, options: StoreOptions = {}): { store: ShellStore; persistor: Persistor } {
  const slices = new Map<string, SliceDefinition>();
  const saves = (key: string) => slices.get(key)?.persist !== false;
  const tabs = createTabSync(browser, SAVED_STATE_ITEM, saves);
  const storage: Storage = options.restore ? { ...tabs.storage, getItem: options.restore } : tabs.storage;
  const persistConfig: PersistConfig<RootState> = {
    key: PERSIST_KEY,
    storage,
    version: PERSIST_VERSION,
    timeout: RESTORE_TIMEOUT_MS,
    migrate: createMigrate(migrations, { debug: false }),
    // Slices marked persist: false never reach storage (undefined drops the key from the write).
    transforms: [
      createTransform(
        (slice: unknown, key) => (saves(String(key)) ? slice : undefined),
        (slice: unknown) => slice,
      ),
    ],
  };
  // One persistReducer for the store's life: replacing it would lose redux-persist's writer, so
  // the root reducer reads the growing slice registry and each injection is announced by an action.
  const tab = options.tab ?? Math.random().toString(36).slice(2, 10);
  const reducer = persistReducer(persistConfig, createRootReducer(slices, tab));
  const base = createStore(reducer, applyMiddleware(logFailedRestore, tabs.middleware));
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
  // A press or key of the visitor calls this too: no action (nor re-render) unless something was saved.
  options.watch?.(() => tabs.behind() && base.dispatch({ type: SAVED_ELSEWHERE }));
  return { store, persistor };
}
