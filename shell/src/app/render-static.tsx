// Loaded only while the site server prerenders a page (shared-types' RENDER_STATIC_HOOK): the live page
// rendered to HTML by React's own server renderer, so the saved page carries the markers hydrateRoot needs
// to adopt it (Suspense boundaries, separators between adjacent texts) instead of rendering a second copy.
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static.browser';

export async function renderStatic(app: ReactNode): Promise<string> {
  // One document, no streaming: a large Suspense boundary would otherwise be written apart, to be moved in
  // place by an inline script that a saved page does not carry.
  const { prelude } = await prerender(app, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  return new Response(prelude).text();
}
