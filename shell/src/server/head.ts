// React writes the head tags a page renders anywhere (title, meta, link: hoisted, docs/architecture.md#head-tags-from-react)
// at the start of a render that is not a whole document. The site server puts them in the page's head, where
// the browser's hydration finds and adopts them.

const HOISTED = /^(?:<(?:meta|link|base)\b[^>]*>|<title\b[^>]*>[\s\S]*?<\/title>)/;
/** Resource hints React adds of itself (an image to preload): the site server names what a page loads. */
const RESOURCE_HINT = /^<link\b[^>]*\brel="(?:preload|prefetch|modulepreload|preconnect|dns-prefetch)"/;

/** The leading head tags of a render, and the rest: `#root`'s content. */
export function splitHead(html: string): { head: string; root: string } {
  let rest = html;
  const head: string[] = [];
  for (let match = HOISTED.exec(rest); match; match = HOISTED.exec(rest)) {
    if (!RESOURCE_HINT.test(match[0])) head.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { head: head.join(''), root: rest };
}
