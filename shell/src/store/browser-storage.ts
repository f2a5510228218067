import { SAVED_STATE_ITEM } from '@hospital/shared-types';
import type { BrowserStorage } from './tab-sync';

/** Stands in when the browser refuses localStorage (storage turned off): the site works, nothing is kept. */
export function memoryStorage(): BrowserStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** The window's localStorage, and word of when another tab may have changed the saved state in it. */
export function browserStorage(win: Window): { storage: BrowserStorage; watch: (onChange: () => void) => void } {
  let storage: BrowserStorage;
  try {
    storage = win.localStorage;
    storage.getItem(SAVED_STATE_ITEM);
  } catch (error) {
    console.error('localStorage is not available: what this visit saves will not be kept.', error);
    storage = memoryStorage();
  }
  const watch = (onChange: () => void) => {
    // key null: another tab cleared the storage.
    win.addEventListener('storage', (event) => (event.key === SAVED_STATE_ITEM || event.key === null) && onChange());
    // A tab back from the back-forward cache, or shown again, may have missed other tabs' writes.
    win.addEventListener('pageshow', (event) => event.persisted && onChange());
    win.document.addEventListener('visibilitychange', () => win.document.visibilityState === 'visible' && onChange());
    // Before a visitor's press reaches the page, so a handler that reads the state first (to pick its
    // toast) reads what is saved now. Cheap: unless another tab wrote, it compares one string.
    win.addEventListener('pointerdown', onChange, true);
    win.addEventListener('keydown', onChange, true);
  };
  return { storage, watch };
}
