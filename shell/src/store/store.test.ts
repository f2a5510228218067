import type { SliceDefinition } from '@hospital/shared-types';
import { makeStore, PERSIST_KEY } from './store';
import type { BrowserStorage } from './tab-sync';

/** An in-memory stand-in for localStorage: synchronous, like the real one. */
function memoryStorage(initial: Record<string, string> = {}): BrowserStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key: string) => data[key] ?? null,
    setItem: (key: string, value: string) => {
      data[key] = value;
    },
    removeItem: (key: string) => {
      delete data[key];
    },
  };
}

const persisted = (state: Record<string, unknown>) =>
  JSON.stringify(Object.fromEntries(Object.entries(state).map(([key, value]) => [key, JSON.stringify(value)])));

const readSaved = (storage: { data: Record<string, string> }) => {
  const raw = JSON.parse(storage.data[`persist:${PERSIST_KEY}`] ?? '{}') as Record<string, string>;
  return Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, JSON.parse(value)]));
};

interface Counter {
  count: number;
}

const counterSlice: SliceDefinition<Counter> = {
  version: 2,
  reducer: (state = { count: 0 }, action) => (action.type === 'counter/add' ? { count: state.count + 1 } : state),
  migrate: (old, from) => (from === 1 ? { count: (old as { total: number }).total } : { count: 0 }),
};

async function restored(storage: BrowserStorage) {
  const { store, persistor } = makeStore(storage);
  await new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) resolve();
    else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
  });
  return { store, persistor };
}

describe('the shell store', () => {
  it('never saves a slice marked persist: false, and keeps saving the others', async () => {
    const storage = memoryStorage();
    const { store, persistor } = await restored(storage);
    store.injectSlices({ counter: counterSlice, catalogue: { ...counterSlice, persist: false } });
    store.dispatch({ type: 'counter/add' });
    await persistor.flush();
    const saved = readSaved(storage);
    expect(saved.counter).toEqual({ count: 1 });
    expect(saved).not.toHaveProperty('catalogue');
    expect(store.getState().catalogue).toEqual({ count: 1 });
  });

  it('keeps a saved slice whose remote has not loaded, through actions and writes', async () => {
    const storage = memoryStorage({
      [`persist:${PERSIST_KEY}`]: persisted({
        cart: { lines: [{ id: 'p1', qty: 2 }] },
        _sliceVersions: { cart: 1 },
        _persist: { version: 1, rehydrated: true },
      }),
    });
    const { store, persistor } = await restored(storage);
    store.dispatch({ type: 'something/else' });
    store.injectSlices({ counter: counterSlice });
    store.dispatch({ type: 'counter/add' });
    await persistor.flush();

    expect(store.getState().cart).toEqual({ lines: [{ id: 'p1', qty: 2 }] });
    expect(readSaved(storage).cart).toEqual({ lines: [{ id: 'p1', qty: 2 }] });
    expect(readSaved(storage).counter).toEqual({ count: 1 });
  });

  it('hands an injected slice its saved state, migrated from the saved version', async () => {
    const storage = memoryStorage({
      [`persist:${PERSIST_KEY}`]: persisted({
        counter: { total: 7 },
        _sliceVersions: { counter: 1 },
        _persist: { version: 1, rehydrated: true },
      }),
    });
    const { store } = await restored(storage);
    store.injectSlices({ counter: counterSlice });
    expect(store.getState().counter).toEqual({ count: 7 });
    expect(store.getState()._sliceVersions).toEqual({ counter: 2 });
  });

  it('discards a saved slice that cannot be migrated instead of crashing', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const storage = memoryStorage({
      [`persist:${PERSIST_KEY}`]: persisted({
        counter: { total: 7 },
        _sliceVersions: { counter: 1 },
        _persist: { version: 1, rehydrated: true },
      }),
    });
    const { store } = await restored(storage);
    store.injectSlices({
      counter: {
        ...counterSlice,
        migrate: () => {
          throw new Error('unknown shape');
        },
      },
    });
    expect(store.getState().counter).toEqual({ count: 0 });
    error.mockRestore();
  });

  it("keeps state and persists it again after an injection (one writer for the store's life)", async () => {
    const storage = memoryStorage();
    const { store, persistor } = await restored(storage);
    store.injectSlices({ counter: counterSlice });
    store.dispatch({ type: 'counter/add' });
    store.dispatch({ type: 'counter/add' });
    await persistor.flush();
    expect(readSaved(storage).counter).toEqual({ count: 2 });
    expect(readSaved(storage)._persist).toMatchObject({ version: 1 });
  });

  it('gives up restoring after 5000 ms, renders with fresh state and logs the error', async () => {
    jest.useFakeTimers();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { persistor } = makeStore(memoryStorage(), { restore: () => new Promise<string>(() => undefined) });
    jest.advanceTimersByTime(4999);
    expect(persistor.getState().bootstrapped).toBe(false);
    jest.advanceTimersByTime(2);
    expect(persistor.getState().bootstrapped).toBe(true);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('could not be restored'), expect.any(Error));
    error.mockRestore();
    jest.useRealTimers();
  });
});
