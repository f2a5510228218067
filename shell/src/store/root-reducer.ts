import type { SliceDefinition } from '@hospital/shared-types';

/** Which version of each slice the state holds; persisted with it, so migrations know where to start. */
export const SLICE_VERSIONS_KEY = '_sliceVersions';
/** Which change of each slice the state holds; persisted with it, so tabs can tell newer from older (tab-sync.ts). */
export const SLICE_STAMPS_KEY = '_sliceStamps';

export type SliceVersions = Record<string, number>;
/** A slice's last change: a counter every change raises by one, and the tab that made it (breaks ties). */
export type Stamp = readonly [count: number, tab: string];
export type SliceStamps = Record<string, Stamp>;
export type RootState = Record<string, unknown> & { [SLICE_VERSIONS_KEY]?: SliceVersions; [SLICE_STAMPS_KEY]?: SliceStamps };

const NO_STAMP: Stamp = [0, ''];

/** True when `a` is a later change than `b`; a slice never changed (or saved before stamps) has none and is oldest. */
export function isNewer(a: Stamp | undefined, b: Stamp | undefined): boolean {
  const [aCount, aTab] = a ?? NO_STAMP;
  const [bCount, bTab] = b ?? NO_STAMP;
  return aCount !== bCount ? aCount > bCount : aTab > bTab;
}

export const INJECT_SLICE = '@@shell/INJECT_SLICE';
/** Another tab saved newer slices: take them as they are (migrated to our versions), stamps included. */
export const ADOPT_SAVED = '@@shell/ADOPT_SAVED';

export interface InjectSliceAction {
  type: typeof INJECT_SLICE;
  key: string;
}

export interface AdoptSavedAction {
  type: typeof ADOPT_SAVED;
  slices: Record<string, unknown>;
  versions: SliceVersions;
  stamps: SliceStamps;
}

function isInjectSlice(action: { type: string }): action is InjectSliceAction {
  return action.type === INJECT_SLICE;
}

function isAdoptSaved(action: { type: string }): action is AdoptSavedAction {
  return action.type === ADOPT_SAVED;
}

/** Brings a persisted slice to the current version; a failing or missing migration discards it. */
function migrateSlice(definition: SliceDefinition, persisted: unknown, fromVersion: number): unknown {
  if (persisted === undefined || fromVersion === definition.version) return persisted;
  if (!definition.migrate) return undefined;
  try {
    return definition.migrate(persisted, fromVersion);
  } catch (error) {
    console.error(`Discarding saved state that could not be migrated from version ${fromVersion}`, error);
    return undefined;
  }
}

/**
 * Unlike combineReducers, keys without a reducer are kept as they are: the saved slice of a remote
 * that has not loaded yet (or is down) survives every action and every write to storage.
 * Every change an action makes to a saved slice raises that slice's stamp (signed with `tab`);
 * injecting, migrating or adopting another tab's slice does not, as it is not a new change.
 */
export function createRootReducer(slices: ReadonlyMap<string, SliceDefinition>, tab = '') {
  return function rootReducer(state: RootState = {}, action: { type: string }): RootState {
    let next: RootState = state;
    const set = (key: string, value: unknown) => {
      if (next[key] === value) return;
      if (next === state) next = { ...state };
      next[key] = value;
    };
    const versions = () => next[SLICE_VERSIONS_KEY] ?? {};
    const stamps = () => next[SLICE_STAMPS_KEY] ?? {};

    if (isInjectSlice(action)) {
      const definition = slices.get(action.key);
      if (definition) {
        const from = versions()[action.key] ?? 0;
        set(action.key, migrateSlice(definition, state[action.key], from));
        if (versions()[action.key] !== definition.version) {
          set(SLICE_VERSIONS_KEY, { ...versions(), [action.key]: definition.version });
        }
      }
    } else if (isAdoptSaved(action)) {
      for (const [key, saved] of Object.entries(action.slices)) {
        const definition = slices.get(key);
        const from = action.versions[key];
        set(key, definition ? migrateSlice(definition, saved, from ?? 0) : saved);
        const version = definition ? definition.version : from;
        if (version !== undefined) set(SLICE_VERSIONS_KEY, { ...versions(), [key]: version });
        const stamp = action.stamps[key];
        if (stamp) set(SLICE_STAMPS_KEY, { ...stamps(), [key]: stamp });
      }
    }

    const changes = !isInjectSlice(action) && !isAdoptSaved(action);
    for (const [key, definition] of slices) {
      const before = next[key];
      set(key, definition.reducer(before, action));
      if (changes && next[key] !== before && definition.persist !== false) {
        set(SLICE_STAMPS_KEY, { ...stamps(), [key]: [(stamps()[key]?.[0] ?? 0) + 1, tab] });
      }
    }
    return next;
  };
}
