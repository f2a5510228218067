// The addresses a release lists in its sitemap are the release's word, not ours: each must be a plain path
// of this site before the server writes it into /sitemap.xml or its Chromium opens it. Without this check
// an entry such as `@internal-host/path` turns `${base}${entry}` into an address on another host.

/** Slash-separated segments of letters, digits, `-` and `_`: every route and slug of the site. */
const SITE_PATH = /^\/(?:[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*)?$/;

export const isSitePath = (address: unknown): address is string =>
  typeof address === 'string' && address.length <= 200 && SITE_PATH.test(address);

/** The address on the site at `base`, or null when it is not a site path or would leave that origin. */
export function siteUrl(base: string, address: string): string | null {
  if (!isSitePath(address)) return null;
  const origin = new URL(base).origin;
  const url = new URL(`${origin}${address}`);
  return url.origin === origin && url.pathname === address && url.search === '' && url.hash === '' ? url.href : null;
}
