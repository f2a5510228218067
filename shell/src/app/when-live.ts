// Work that must not compete with a page's first load and takeover (fetching other pages ahead, the
// offline worker's downloads) waits for both: the document's load event and html[data-live], set once the
// live page has taken over (takeover.ts). On a saved page the load event comes first, before hydration.

/** Calls `then` once the document has loaded and the live page has taken over (html[data-live]); returns a cancel. */
export function whenLoadedAndLive(then: () => void): () => void {
  const html = document.documentElement;
  const check = () => {
    if (document.readyState !== 'complete' || !html.hasAttribute('data-live')) return;
    stop();
    then();
  };
  const observer = new MutationObserver(check);
  const stop = () => {
    observer.disconnect();
    window.removeEventListener('load', check);
  };
  observer.observe(html, { attributes: true, attributeFilter: ['data-live'] });
  window.addEventListener('load', check);
  check();
  return stop;
}
