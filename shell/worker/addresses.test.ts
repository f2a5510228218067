import { ESSENTIAL_PAGE_MAX_AGE_MS, buildId, essentialPageIsStale, isDeploymentFile, isPagePath, isReleaseFile } from './addresses';

const ORIGIN = 'https://www.example.in';
const at = (address: string) => new URL(address, ORIGIN);

describe('what the service worker does with an address', () => {
  it('treats the map and every manifest, on the site or a CDN, as deployment files', () => {
    expect(isDeploymentFile(at('/remotes.json'), ORIGIN, '/remotes.json')).toBe(true);
    expect(isDeploymentFile(at('/remotes/content/1.0.0_1/mf-manifest.json'), ORIGIN, '/remotes.json')).toBe(true);
    expect(isDeploymentFile(new URL('https://cdn.example/remotes/shop/2.0.0_9/mf-manifest.json'), ORIGIN, '/remotes.json')).toBe(true);
    expect(isDeploymentFile(new URL('https://cdn.example/remotes.json'), ORIGIN, '/remotes.json')).toBe(false);
  });

  it('keeps release files but never the manifest or release.json among them', () => {
    expect(isReleaseFile(at('/remotes/content/1.0.0_1/static/js/page.123.js'))).toBe(true);
    expect(isReleaseFile(at('/remotes/content/1.0.0_1/remoteEntry.js'))).toBe(true);
    expect(isReleaseFile(at('/remotes/content/1.0.0_1/mf-manifest.json'))).toBe(false);
    expect(isReleaseFile(at('/remotes/content/1.0.0_1/release.json'))).toBe(false);
    expect(isReleaseFile(at('/api/appointments'))).toBe(false);
  });

  it('knows page addresses from files and the API', () => {
    expect(isPagePath('/')).toBe(true);
    expect(isPagePath('/team-single/dr-a')).toBe(true);
    expect(isPagePath('/api/appointments')).toBe(false);
    expect(isPagePath('/static/js/main.js')).toBe(false);
    expect(isPagePath('/remotes/content/x/')).toBe(false);
    expect(isPagePath('/manifest.webmanifest')).toBe(false);
  });

  it('names each build apart', () => {
    const one = buildId([{ url: '/static/js/main.1.js', revision: null }]);
    expect(one).toBe(buildId([{ url: '/static/js/main.1.js', revision: null }]));
    expect(one).not.toBe(buildId([{ url: '/static/js/main.2.js', revision: null }]));
  });

  it('fetches a kept emergency or offline page again once it is a day old, or was not server-rendered', () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    const kept = (date: string, serverRendered = '1') =>
      new Headers({ Date: new Date(date).toUTCString(), 'X-Server-Rendered': serverRendered });
    expect(essentialPageIsStale(kept('2026-11-24T09:00:00Z'), now)).toBe(false);
    expect(essentialPageIsStale(kept('2026-11-23T10:00:01Z'), now)).toBe(false);
    expect(essentialPageIsStale(kept(new Date(now - ESSENTIAL_PAGE_MAX_AGE_MS).toISOString()), now)).toBe(true);
    expect(essentialPageIsStale(kept('2026-11-20T10:00:00Z'), now)).toBe(true);
    expect(essentialPageIsStale(kept('2026-11-24T09:00:00Z', '0'), now)).toBe(true);
    expect(essentialPageIsStale(new Headers({ 'X-Server-Rendered': '1' }), now)).toBe(true);
    // A clock set back: a page "from the future" is not trusted either.
    expect(essentialPageIsStale(kept('2026-11-25T10:00:00Z'), now)).toBe(true);
    expect(essentialPageIsStale(undefined, now)).toBe(true);
  });
});
