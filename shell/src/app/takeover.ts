// A server-rendered page (HTML the site server rendered and keeps, see shell/site/render/) works as plain
// HTML from its first paint: links navigate, menus open, fields take typing. The live page hydrates it in
// place (same elements, so focus, scroll and open menus stay), then takes over what the visitor typed or chose.

import { replayInput } from './replay-input';

export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

export interface Takeover {
  /** The page's #root: hydrated when it holds a prerendered page, rendered into otherwise. */
  root: HTMLElement;
  prerendered: boolean;
  /** Called once the route's page is on screen and live: marks the document live (once). */
  pageShown(): void;
  /** For hydrateRoot: a saved page that does not match the live one is rendered anew by React; say so. */
  recoverableError(error: unknown): void;
}

export function prepareTakeover(doc: Document = document): Takeover {
  const root = doc.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  const prerendered = root.hasAttribute(PRERENDERED_ATTRIBUTE);
  let done = false;
  return {
    root,
    prerendered,
    pageShown() {
      if (done) return;
      done = true;
      // Called from an effect: React renders each replayed change at once only after its effects are done.
      queueMicrotask(() => {
        if (prerendered) replayInput(root);
        doc.documentElement.dataset.live = 'true';
      });
    },
    recoverableError(error) {
      // A returning visitor's cart or wishlist is not in the saved page: that one is expected to differ.
      const expected = doc.documentElement.hasAttribute('data-returning') && root.querySelector('main[data-personal]');
      if (!expected) console.warn('The server-rendered page did not match the live page, which was rendered anew.', error);
    },
  };
}
