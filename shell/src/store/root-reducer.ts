import type { SliceDefinition } from '@hospital/shared-types';

/** Which version of each slice the state holds; persisted with it, so migrations know where to start. */
export const SLICE_VERSIONS_KEY = '_sliceVersions';

export type SliceVersions = Record<string, number>;
export type RootState = Record<string, unknown> & { [SLICE_VERSIONS_KEY]?: SliceVersions };

export const INJECT_SLICE = '@@shell/INJECT_SLICE';

export interface InjectSliceAction {
  type: typeof INJECT_SLICE;
  key: string;
}

function isInjectSlice(action: { type: string }): action is InjectSliceAction {
  return action.type === INJECT_SLICE;
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
 */
export function createRootReducer(slices: ReadonlyMap<string, SliceDefinition>) {
  return function rootReducer(state: RootState = {}, action: { type: string }): RootState {
    let next: RootState = state;
    const set = (key: string, value: unknown) => {
      if (next[key] === value) return;
      if (next === state) next = { ...state };
      next[key] = value;
    };

    if (isInjectSlice(action)) {
      const definition = slices.get(action.key);
      if (definition) {
        const versions = state[SLICE_VERSIONS_KEY] ?? {};
        const from = versions[action.key] ?? 0;
        set(action.key, migrateSlice(definition, state[action.key], from));
        if (versions[action.key] !== definition.version) {
          set(SLICE_VERSIONS_KEY, { ...versions, [action.key]: definition.version });
        }
      }
    }

    for (const [key, definition] of slices) {
      set(key, definition.reducer(next[key], action));
    }
    return next;
  };
}
