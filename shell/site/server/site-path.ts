// What the site server decides by (the API proxy, files, pages, the staff page): an address's path decoded
// once. The address guard has already refused every spelling that decodes to another path (traversal, an
// encoded slash, an empty segment, control characters), so the decoded path is the one the router matched.

/**
 * The path of an address, decoded, runs of slashes as one (the guard refuses them, and its refusal takes the
 * shape of the path they spell); as it came when it does not decode (the guard refuses those too).
 */
export function sitePathOf(url: string): string {
  const raw = (url.split('?')[0] ?? '/').replace(/\/{2,}/g, '/');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The booking API's paths, in any letter case and with a `;param`: such an address is never a page. */
export const isApiPath = (path: string): boolean => /^\/api(?:[/;?]|$)/i.test(path);

/** Whether an address (path and query, as sent) is the booking API's. */
export const isApiAddress = (url: string): boolean => isApiPath(sitePathOf(url));

/** The address passed to the booking API: the decoded path encoded one way, the query as sent. */
export function apiAddress(url: string): string {
  return `${sitePathOf(url).split('/').map(encodeURIComponent).join('/')}${queryOf(url)}`;
}

/** The query of an address as it was sent (`?…`), or nothing. */
export const queryOf = (url: string): string => (url.includes('?') ? url.slice(url.indexOf('?')) : '');

/** A build's server container (`/server/…` of the shell, `/remotes/<remote>/<release>/server/…`): never a file to send. */
export const isServerCodePath = (path: string): boolean => /^(?:\/remotes\/[^/]+\/[^/]+)?\/server\//.test(path);
