/** redux-persist's key, and the localStorage item it writes the saved state to. */
export const PERSIST_KEY = 'root';
export const SAVED_STATE_ITEM = `persist:${PERSIST_KEY}`;
