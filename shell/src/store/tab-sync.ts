// Every tab of the site shares one saved state (localStorage, `persist:root`). redux-persist alone
// writes its whole in-memory copy over it, so a tab holding an old copy (asleep, or on a page whose
// remote keeps no reducer for the cart) wiped what another tab had saved. Three rules fix that:
//   1. every write is merged slice by slice with what is saved now, keeping the newer stamp of each;
//   2. before any action, a tab takes the slices saved newer than its own, so it acts on what is saved now;
//   3. another tab's write (`storage` event), a return to the tab and a press of the visitor dispatch
//      such an action when something was saved since, so every tab shows it and acts on it.
// Written here rather than taken from a library: redux-state-sync (the maintained one) replays actions
// over a BroadcastChannel, costs 7.0 KB gzip on the first load (3.1.4 with broadcast-channel, minified;
// the home page had 3.9 KB of budget left) and cannot help a tab with no reducer for the cart;
// redux-persist-crosstab targets redux-persist 4 (`persistor.rehydrate`, gone in 6) and lets a stale
// tab write back too. This code costs 720 B gzip (the shell chunk holding the store: 10,093 -> 10,813 B;
// the home page's first load 166.1 -> 166.9 KB by bench:check).
import type { Middleware } from 'redux';
import { FLUSH, REHYDRATE, type Storage } from 'redux-persist';
import {
  ADOPT_SAVED,
  SLICE_STAMPS_KEY,
  SLICE_VERSIONS_KEY,
  isNewer,
  type AdoptSavedAction,
  type RootState,
  type SliceStamps,
  type SliceVersions,
} from './root-reducer';

/** localStorage as the store needs it: synchronous, so a read, merge and write is one step of this tab. */
export interface BrowserStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The saved state as redux-persist writes it: each key's value JSON-encoded on its own. */
type Saved = Record<string, string>;

/** Keys about the slices rather than slices: rebuilt by every merge. */
const META_KEYS = new Set(['_persist', SLICE_VERSIONS_KEY, SLICE_STAMPS_KEY]);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function parseSaved(raw: string | null): Saved | null {
  try {
    const saved: unknown = raw ? JSON.parse(raw) : null;
    return isRecord(saved) ? (saved as Saved) : null;
  } catch {
    return null;
  }
}

function readKey<T>(saved: Saved | null, key: string): T | undefined {
  const raw = saved?.[key];
  if (typeof raw !== 'string') return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

/**
 * Our write merged with what is saved now: for each slice the one with the newer stamp, with its
 * version and stamp. A tie is the same change: the newer version of it wins (a migrated slice is
 * saved in its new shape, and two releases in two tabs do not write it back and forth), else what
 * is saved stays. Slices we do not save (`persist: false`) are dropped; slices only one side has are kept.
 */
export function mergeSaved(stored: Saved | null, ours: Saved, saves: (key: string) => boolean): Saved {
  const sides = [ours, stored ?? {}].map((saved) => ({
    saved,
    versions: readKey<SliceVersions>(saved, SLICE_VERSIONS_KEY) ?? {},
    stamps: readKey<SliceStamps>(saved, SLICE_STAMPS_KEY) ?? {},
  }));
  const [mine, theirs] = sides as [(typeof sides)[0], (typeof sides)[0]];
  const merged: Saved = {};
  const versions: SliceVersions = {};
  const stamps: SliceStamps = {};
  for (const key of new Set([...Object.keys(theirs.saved), ...Object.keys(mine.saved)])) {
    if (META_KEYS.has(key) || !saves(key)) continue;
    const [ours, saved] = [mine.stamps[key], theirs.stamps[key]];
    const oursWins =
      key in mine.saved &&
      (!(key in theirs.saved) ||
        isNewer(ours, saved) ||
        (!isNewer(saved, ours) && (mine.versions[key] ?? 0) > (theirs.versions[key] ?? 0)));
    const side = oursWins ? mine : theirs;
    merged[key] = side.saved[key]!;
    if (side.versions[key] !== undefined) versions[key] = side.versions[key];
    if (side.stamps[key] !== undefined) stamps[key] = side.stamps[key];
  }
  merged[SLICE_VERSIONS_KEY] = JSON.stringify(versions);
  merged[SLICE_STAMPS_KEY] = JSON.stringify(stamps);
  const persist = mine.saved._persist ?? theirs.saved._persist;
  if (persist !== undefined) merged._persist = persist;
  return merged;
}

/** What the store adopts of the saved state: each saved slice it lacks or holds an older stamp of. */
export function newerSaved(state: RootState, saved: Saved, saves: (key: string) => boolean): AdoptSavedAction | null {
  const stamps = readKey<SliceStamps>(saved, SLICE_STAMPS_KEY) ?? {};
  const ours = state[SLICE_STAMPS_KEY] ?? {};
  const slices: Record<string, unknown> = {};
  for (const key of Object.keys(saved)) {
    if (META_KEYS.has(key) || !saves(key)) continue;
    if (state[key] !== undefined && !isNewer(stamps[key], ours[key])) continue;
    const value = readKey<unknown>(saved, key);
    if (value !== undefined) slices[key] = value;
  }
  if (Object.keys(slices).length === 0) return null;
  return { type: ADOPT_SAVED, slices, versions: readKey<SliceVersions>(saved, SLICE_VERSIONS_KEY) ?? {}, stamps };
}

/**
 * The storage redux-persist reads and writes through (each write merged, rule 1) and the middleware
 * that keeps the store level with what is saved (rules 2 and 3). `saves` tells the slices the shell
 * does not save.
 */
export function createTabSync(browser: BrowserStorage, item: string, saves: (key: string) => boolean) {
  let restored = false;
  /** The saved state as this tab last took it in: nothing newer to adopt while it is unchanged. */
  let seen: string | null | undefined;

  const storage: Storage = {
    getItem: async (key: string) => (seen = browser.getItem(key)),
    setItem: async (key: string, value: string) => {
      const now = browser.getItem(key);
      const merged = JSON.stringify(mergeSaved(parseSaved(now), JSON.parse(value) as Saved, saves));
      if (merged !== now) browser.setItem(key, merged);
    },
    removeItem: async (key: string) => browser.removeItem(key),
  };

  const middleware: Middleware<object, RootState> = (api) => (next) => (action) => {
    const catchUp = () => {
      const raw = browser.getItem(item);
      if (raw === seen) return;
      seen = raw;
      const saved = parseSaved(raw);
      const adopt = saved && newerSaved(api.getState(), saved, saves);
      if (adopt) next(adopt);
    };
    if (restored) catchUp();
    const stampsBefore = api.getState()[SLICE_STAMPS_KEY];
    const result = next(action);
    if ((action as { type?: unknown }).type === REHYDRATE) {
      restored = true;
      // Another tab may have saved while we were restoring.
      catchUp();
    } else if (restored && api.getState()[SLICE_STAMPS_KEY] !== stampsBefore) {
      // A change of ours: save it now rather than on redux-persist's timer, so another tab acting
      // a moment later already builds on it.
      next({ type: FLUSH, result: () => undefined });
    }
    return result;
  };

  /** True when the saved state changed since this tab last took it in: only then is an action worth dispatching. */
  const behind = () => restored && browser.getItem(item) !== seen;

  return { storage, middleware, behind };
}
