// A prerendered page (HTML saved by the site server, see shell/site/prerender/prerender.ts) stays on screen, inert,
// while the live page renders off the document; once the live page shows the same route it takes its place.

import { deferOffscreenSections } from './defer-offscreen';

export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

export interface Takeover {
  /** Where React renders: the page's #root, or a detached element while a prerendered page is shown. */
  container: HTMLElement;
  prerendered: boolean;
  /** Puts the live page in place of the prerendered one (once) and marks the document live. */
  pageShown(): void;
}

export function prepareTakeover(doc: Document = document): Takeover {
  const root = doc.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  const prerendered = root.hasAttribute(PRERENDERED_ATTRIBUTE);
  const container = prerendered ? doc.createElement('div') : root;
  let done = false;
  return {
    container,
    prerendered,
    pageShown() {
      if (done) return;
      done = true;
      if (prerendered) {
        if (doc.defaultView) deferOffscreenSections(root, container, doc.defaultView);
        container.id = 'root';
        root.replaceWith(container);
        // The live page's own title, description and canonical are in the head now; drop the saved ones.
        doc.head.querySelectorAll(`[${PRERENDERED_ATTRIBUTE}]`).forEach((node) => node.remove());
      }
      doc.documentElement.dataset.live = 'true';
    },
  };
}
