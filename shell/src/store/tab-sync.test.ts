import type { SliceDefinition } from '@hospital/shared-types';
import { makeStore, PERSIST_KEY } from './store';
import { mergeSaved } from './tab-sync';
import type { BrowserStorage } from './tab-sync';

const ITEM = `persist:${PERSIST_KEY}`;

interface List {
  items: string[];
}

/** A list slice like the cart: `list/add` appends one item. */
const listSlice: SliceDefinition<List> = {
  version: 2,
  reducer: (state = { items: [] }, action) =>
    action.type === 'list/add' ? { items: [...state.items, (action as unknown as { item: string }).item] } : state,
  // Version 1 was a bare array.
  migrate: (old) => ({ items: Array.isArray(old) ? (old as string[]) : (old as List).items }),
};
/** The same slice as an older release of its remote ships it (version 1: a bare array). */
const listSliceV1: SliceDefinition<string[]> = {
  version: 1,
  reducer: (state = [], action) => (action.type === 'list/add' ? [...state, (action as unknown as { item: string }).item] : state),
  migrate: (newer) => (newer as List).items,
};
const add = (item: string) => ({ type: 'list/add', item });

/**
 * One browser: tabs share one localStorage, and a write by one tab reaches the others as a `storage`
 * event does, a moment later. A tab opened `deaf` hears nothing, like a tab that was asleep.
 */
function browser(initial: Record<string, unknown> = {}) {
  const data: Record<string, string> = {};
  if (Object.keys(initial).length > 0) {
    data[ITEM] = JSON.stringify(Object.fromEntries(Object.entries(initial).map(([key, value]) => [key, JSON.stringify(value)])));
  }
  const listeners = new Set<() => void>();
  let count = 0;

  async function open({ deaf = false } = {}) {
    let hear = () => undefined as void;
    const storage: BrowserStorage = {
      getItem: (key) => data[key] ?? null,
      setItem: (key, value) => {
        if (data[key] === value) return;
        data[key] = value;
        for (const listener of listeners) if (listener !== hear) setTimeout(listener, 0);
      },
      removeItem: (key) => void delete data[key],
    };
    const { store, persistor } = makeStore(storage, {
      tab: `tab${++count}`,
      watch: (onChange) => {
        hear = onChange;
        if (!deaf) listeners.add(onChange);
      },
    });
    await new Promise<void>((resolve) => {
      if (persistor.getState().bootstrapped) resolve();
      else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
    });
    return { store, persistor, nudge: () => hear() };
  }

  const saved = (): Record<string, unknown> => {
    const outer = JSON.parse(data[ITEM] ?? '{}') as Record<string, string>;
    return Object.fromEntries(Object.entries(outer).map(([key, value]) => [key, JSON.parse(value)]));
  };
  return { open, saved, data };
}

/**
 * Lets timers run: redux-persist's writes and the `storage` events of the stand-in, a chain of 1 ms timers.
 * Counted in timer turns, not milliseconds, so a busy machine that stretches each turn cannot cut a chain short.
 */
const settle = async () => {
  for (let turn = 0; turn < 25; turn++) await new Promise((resolve) => setTimeout(resolve, 1));
};

describe('tabs of one browser share one saved state', () => {
  it('a change in each of two tabs is saved, and each tab shows both', async () => {
    const site = browser();
    const first = await site.open();
    const second = await site.open();
    first.store.injectSlices({ list: listSlice });
    second.store.injectSlices({ list: listSlice });
    await settle();

    first.store.dispatch(add('bp monitor'));
    await settle();
    second.store.dispatch(add('oximeter'));
    await settle();

    expect(site.saved().list).toEqual({ items: ['bp monitor', 'oximeter'] });
    expect(first.store.getState().list).toEqual({ items: ['bp monitor', 'oximeter'] });
    expect(second.store.getState().list).toEqual({ items: ['bp monitor', 'oximeter'] });
  });

  it('a tab that heard nothing while another tab saved acts on what is saved now, not on its old copy', async () => {
    const site = browser();
    const awake = await site.open();
    const asleep = await site.open({ deaf: true });
    awake.store.injectSlices({ list: listSlice });
    asleep.store.injectSlices({ list: listSlice });
    await settle();

    awake.store.dispatch(add('bp monitor'));
    awake.store.dispatch(add('glucometer'));
    await settle();
    expect(asleep.store.getState().list).toEqual({ items: [] });

    asleep.store.dispatch(add('oximeter'));
    await settle();
    expect(site.saved().list).toEqual({ items: ['bp monitor', 'glucometer', 'oximeter'] });
    expect(asleep.store.getState().list).toEqual({ items: ['bp monitor', 'glucometer', 'oximeter'] });
    expect(awake.store.getState().list).toEqual({ items: ['bp monitor', 'glucometer', 'oximeter'] });
  });

  it("a tab that loads the slice's remote after another tab changed it starts from that change", async () => {
    for (const deaf of [false, true]) {
      const site = browser();
      const content = await site.open({ deaf });
      const shop = await site.open();
      shop.store.injectSlices({ list: listSlice });
      shop.store.dispatch(add('bp monitor'));
      await settle();

      // Later, the content tab fetches the shop's code (ahead of a tap, or for the cart page).
      content.store.injectSlices({ list: listSlice });
      await settle();
      expect(content.store.getState().list).toEqual({ items: ['bp monitor'] });
      content.store.dispatch(add('wrist monitor'));
      await settle();
      expect(site.saved().list).toEqual({ items: ['bp monitor', 'wrist monitor'] });
    }
  });

  it("a tab without the slice's remote never writes back its old copy of it", async () => {
    const site = browser({ list: { items: ['bp monitor'] }, _sliceVersions: { list: 2 }, _persist: { version: 1, rehydrated: true } });
    const content = await site.open({ deaf: true });
    const shop = await site.open();
    shop.store.injectSlices({ list: listSlice });
    shop.store.dispatch(add('oximeter'));
    await settle();

    // The content tab, which has no reducer for the list and heard nothing, saves a change of its own.
    content.store.injectSlices({
      counter: { version: 1, reducer: (state: number = 0, action) => (action.type === 'tick' ? state + 1 : state) },
    });
    content.store.dispatch({ type: 'tick' });
    await content.persistor.flush();
    await settle();

    expect(site.saved().list).toEqual({ items: ['bp monitor', 'oximeter'] });
    expect(site.saved().counter).toBe(1);
    expect(content.store.getState().list).toEqual({ items: ['bp monitor', 'oximeter'] });
  });

  it('a write redux-persist had queued before another tab saved does not undo that save', async () => {
    const site = browser();
    const slow = await site.open({ deaf: true });
    const other = await site.open({ deaf: true });
    slow.store.injectSlices({ list: listSlice });
    other.store.injectSlices({ list: listSlice });
    await settle();
    // The slow tab's last write is queued (its persistoid holds the empty list) when the other tab saves.
    slow.store.injectSlices({ counter: { version: 1, reducer: (state: number = 0) => state } });
    other.store.dispatch(add('oximeter'));
    await slow.persistor.flush();
    expect(site.saved().list).toEqual({ items: ['oximeter'] });
  });

  it("tabs running two releases of a remote each read the other's slice through migrations, and stop there", async () => {
    const site = browser();
    const older = await site.open();
    const newer = await site.open();
    older.store.injectSlices({ list: listSliceV1 });
    newer.store.injectSlices({ list: listSlice });
    await settle();

    newer.store.dispatch(add('oximeter'));
    await settle();
    expect(older.store.getState().list).toEqual(['oximeter']);
    older.store.dispatch(add('thermometer'));
    await settle();
    expect(newer.store.getState().list).toEqual({ items: ['oximeter', 'thermometer'] });

    // Adopting is not a change: nothing is written back and forth after the last real change.
    const before = site.data[ITEM];
    await settle();
    await Promise.all([older.persistor.flush(), newer.persistor.flush()]);
    expect(site.data[ITEM]).toBe(before);
    // The same change in both shapes: the newer release's is the one kept.
    expect(site.saved()._sliceVersions).toEqual({ list: 2 });
    expect(site.saved().list).toEqual({ items: ['oximeter', 'thermometer'] });
  });

  it('a tab that cannot read a slice another release saved starts it empty, and leaves the saved one alone', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const site = browser();
    const older = await site.open();
    const newer = await site.open();
    older.store.injectSlices({
      list: {
        ...listSliceV1,
        migrate: () => {
          throw new Error('unknown shape');
        },
      },
    });
    newer.store.injectSlices({ list: listSlice });
    newer.store.dispatch(add('oximeter'));
    await settle();
    await older.persistor.flush();

    expect(older.store.getState().list).toEqual([]);
    expect(site.saved().list).toEqual({ items: ['oximeter'] });
    error.mockRestore();
  });

  it('a nudge (a press, a key) dispatches nothing unless another tab saved since', async () => {
    const site = browser();
    const first = await site.open({ deaf: true });
    const second = await site.open({ deaf: true });
    first.store.injectSlices({ list: listSlice });
    second.store.injectSlices({ list: listSlice });
    await settle();
    first.nudge();
    const notified = jest.fn();
    first.store.subscribe(notified);
    first.nudge();
    expect(notified).not.toHaveBeenCalled();

    second.store.dispatch(add('oximeter'));
    first.nudge();
    expect(notified).toHaveBeenCalled();
    expect(first.store.getState().list).toEqual({ items: ['oximeter'] });
  });

  it('a state saved before stamps existed is restored, and a change made on it is saved', async () => {
    const site = browser({ list: ['bp monitor'], _sliceVersions: { list: 1 }, _persist: { version: 1, rehydrated: true } });
    const tab = await site.open();
    tab.store.injectSlices({ list: listSlice });
    expect(tab.store.getState().list).toEqual({ items: ['bp monitor'] });
    tab.store.dispatch(add('oximeter'));
    expect(site.saved().list).toEqual({ items: ['bp monitor', 'oximeter'] });
    expect(site.saved()._sliceVersions).toEqual({ list: 2 });
  });
});

describe('mergeSaved', () => {
  const encode = (state: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(state).map(([key, value]) => [key, JSON.stringify(value)]));
  const saves = (key: string) => key !== 'catalogue';

  it('keeps, slice by slice, the newer change with its version and stamp', () => {
    const stored = encode({
      cart: ['a', 'b'],
      wishlist: ['w'],
      _sliceVersions: { cart: 2, wishlist: 1 },
      _sliceStamps: { cart: [4, 'x'], wishlist: [1, 'x'] },
    });
    const ours = encode({
      cart: ['a'],
      wishlist: ['w', 'v'],
      compare: ['c'],
      _sliceVersions: { cart: 1, wishlist: 1, compare: 1 },
      _sliceStamps: { cart: [3, 'y'], wishlist: [2, 'y'] },
      _persist: { version: 1, rehydrated: true },
    });
    const merged = mergeSaved(stored, ours, saves);
    expect(JSON.parse(merged.cart!)).toEqual(['a', 'b']);
    expect(JSON.parse(merged.wishlist!)).toEqual(['w', 'v']);
    expect(JSON.parse(merged.compare!)).toEqual(['c']);
    expect(JSON.parse(merged._sliceVersions!)).toEqual({ cart: 2, wishlist: 1, compare: 1 });
    expect(JSON.parse(merged._sliceStamps!)).toEqual({ cart: [4, 'x'], wishlist: [2, 'y'] });
    expect(JSON.parse(merged._persist!)).toEqual({ version: 1, rehydrated: true });
  });

  it('breaks a tie of counters by tab, keeps what is saved for the same change, and drops unsaved slices', () => {
    const stored = encode({ cart: ['x'], order: ['o'], catalogue: ['old'], _sliceStamps: { cart: [2, 'b'], order: [1, 'a'] } });
    const ours = encode({ cart: ['y'], order: ['o2'], _sliceStamps: { cart: [2, 'a'], order: [1, 'a'] } });
    const merged = mergeSaved(stored, ours, saves);
    expect(JSON.parse(merged.cart!)).toEqual(['x']);
    expect(JSON.parse(merged.order!)).toEqual(['o']);
    expect(merged).not.toHaveProperty('catalogue');
  });

  it('saves the same change in its newer version: a migrated slice replaces its old shape, never the reverse', () => {
    const old = encode({ cart: { lines: [{ id: 'p', proImg: '/x.svg' }] }, _sliceVersions: { cart: 1 }, _sliceStamps: { cart: [3, 'a'] } });
    const migrated = encode({ cart: { lines: [{ id: 'p' }] }, _sliceVersions: { cart: 2 }, _sliceStamps: { cart: [3, 'a'] } });
    expect(JSON.parse(mergeSaved(old, migrated, saves).cart!)).toEqual({ lines: [{ id: 'p' }] });
    expect(JSON.parse(mergeSaved(migrated, old, saves).cart!)).toEqual({ lines: [{ id: 'p' }] });
    expect(JSON.parse(mergeSaved(migrated, old, saves)._sliceVersions!)).toEqual({ cart: 2 });
  });

  it('writes ours whole when nothing is saved yet or what is saved cannot be read', () => {
    const ours = encode({ cart: ['y'], _sliceStamps: {} });
    expect(JSON.parse(mergeSaved(null, ours, saves).cart!)).toEqual(['y']);
  });
});
