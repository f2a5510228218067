// A prerendered page preloads the files of its route's remote. When those fail (the remote's host is down),
// the browser keeps each failed preload and hands it, once, to the next request of the same address: the
// remote's Retry would fail again without asking the network. Before a retry, each preload of the remote's
// release folder is asked for once by an element of its own kind, which takes the kept answer (loaded or
// failed) out of the way; then the retry's requests reach the network.

const elementFor = (link: HTMLLinkElement): HTMLScriptElement | HTMLLinkElement | null => {
  if (link.as === 'script') {
    const script = document.createElement('script');
    script.async = true;
    return script;
  }
  if (link.as === 'style') {
    const sheet = document.createElement('link');
    sheet.rel = 'stylesheet';
    return sheet;
  }
  return null;
};

const settled = (element: HTMLElement) =>
  new Promise<boolean>((resolve) => {
    element.addEventListener('load', () => resolve(true), { once: true });
    element.addEventListener('error', () => resolve(false), { once: true });
  });

/** Takes the page's preloads of files under `folder` out of the way; resolves when each has answered. */
export async function forgetFailedPreloads(folder: string, doc: Document = document): Promise<void> {
  const base = new URL(folder, doc.baseURI).href;
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].filter((link) => link.href.startsWith(base));
  await Promise.all(
    links.map(async (link) => {
      link.remove();
      const element = elementFor(link);
      if (!element) return;
      if (link.crossOrigin !== null) element.crossOrigin = link.crossOrigin;
      const answered = settled(element);
      element.setAttribute(element instanceof HTMLScriptElement ? 'src' : 'href', link.href);
      doc.head.append(element);
      // A script that loaded has run (its chunk waits for the remote's runtime); a failed one goes.
      if (!(await answered) || element instanceof HTMLScriptElement) element.remove();
    }),
  );
}
