/** redux-persist's key, and the localStorage item it writes the saved state to: the shell's store writes it, the site server's prerendered pages read it. */
export const PERSIST_KEY = 'root';
export const SAVED_STATE_ITEM = `persist:${PERSIST_KEY}`;
