// Checks an address before anything reads it: malformed percent-encoding, control characters, traversal
// and hidden files are refused here, once, instead of surfacing as a 500 from whichever part decodes first.

export type AddressRefusal = 400 | 404;

const CONTROL = /[\u0000-\u001f\u007f]/;

const decodes = (text: string): string | null => {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
};

/** Why an address is refused (400: not a valid address; 404: a hidden file), or null when it may be read. */
export function addressRefusal(url: string): AddressRefusal | null {
  if (!url.startsWith('/')) return 400;
  const queryAt = url.indexOf('?');
  const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
  const query = queryAt < 0 ? '' : url.slice(queryAt + 1);

  const decoded = decodes(pathname);
  if (decoded === null || CONTROL.test(decoded) || decoded.includes('\\')) return 400;
  const segments = decoded.split('/').slice(1);
  // Traversal in any encoding: after one decoding no segment may step up or stand still, and no
  // segment may hide another path (an encoded slash).
  if (segments.some((segment) => segment === '..' || segment === '.')) return 400;
  if (/%2f/i.test(pathname)) return 400;
  if (segments.slice(0, -1).some((segment) => segment === '')) return 400;

  for (const part of query.split('&')) {
    const value = decodes(part.replace(/\+/g, ' '));
    if (value === null || value.includes('\u0000')) return 400;
  }
  // Dotfiles and staging folders (.env, .git, .staging-…): never served, and not pages either.
  if (segments.some((segment) => segment.startsWith('.'))) return 404;
  return null;
}

/** RFC 9112: a request with more than one Host header is a 400 (Node keeps the first and goes on). */
export function headerRefusal(rawHeaders: readonly string[]): 400 | null {
  let hosts = 0;
  for (let index = 0; index < rawHeaders.length; index += 2) if (rawHeaders[index]?.toLowerCase() === 'host') hosts++;
  return hosts > 1 ? 400 : null;
}
