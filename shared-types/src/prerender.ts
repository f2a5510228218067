/**
 * Between the site server's prerenderer and the shell: the prerenderer sets `window[PRERENDERING_FLAG]`
 * before a page loads; the shell then offers `window[RENDER_STATIC_HOOK]()`, which resolves to the live
 * page's HTML as React renders it for hydration (with its Suspense and text markers). Visitors never load it.
 */
export const PRERENDERING_FLAG = '__hospitalPrerendering';
export const RENDER_STATIC_HOOK = '__hospitalRenderStatic';
