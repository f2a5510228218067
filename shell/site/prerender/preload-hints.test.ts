import { preloadHints, inAnnounceOrder, type ObservedRequest } from './preload-hints';

const ORIGIN = 'http://localhost:8080';
const seen = (path: string, destination: string, mode = 'no-cors', origin = ORIGIN): ObservedRequest => ({
  url: `${origin}${path}`,
  destination,
  mode,
});

describe('the preload hints of a saved page', () => {
  it("announce each script, stylesheet and manifest the live page asked for, in its order and its mode", () => {
    const hints = preloadHints(
      [
        seen('/about', 'document', 'navigate'),
        seen('/static/css/892.css', 'style'),
        seen('/static/media/inter.woff2', 'font', 'cors'),
        seen('/remotes/content/1/static/media/hero.svg', 'image'),
        seen('/static/js/main.js', 'script'),
        seen('/remotes.json', 'empty', 'cors'),
        seen('/remotes/content/1/mf-manifest.json', 'empty', 'cors'),
        seen('/remotes/content/1/remoteEntry.js', 'script', 'cors'),
        seen('/remotes/content/1/static/js/page.js', 'script'),
      ],
      ORIGIN,
    );
    expect(hints).toEqual([
      { href: '/static/css/892.css', as: 'style', crossOrigin: false },
      { href: '/static/js/main.js', as: 'script', crossOrigin: false },
      { href: '/remotes.json', as: 'fetch', crossOrigin: true },
      { href: '/remotes/content/1/mf-manifest.json', as: 'fetch', crossOrigin: true },
      { href: '/remotes/content/1/remoteEntry.js', as: 'script', crossOrigin: true },
      { href: '/remotes/content/1/static/js/page.js', as: 'script', crossOrigin: false },
    ]);
  });

  it('leave out other origins, API calls and a second request for the same file', () => {
    const hints = preloadHints(
      [
        seen('/static/js/main.js', 'script'),
        seen('/static/js/main.js', 'script'),
        seen('/api/health', 'empty', 'cors'),
        seen('/analytics.js', 'script', 'no-cors', 'https://elsewhere.example'),
      ],
      ORIGIN,
    );
    expect(hints.map((hint) => hint.href)).toEqual(['/static/js/main.js']);
  });
});

describe('inAnnounceOrder', () => {
  it("puts the shell's own scripts first and keeps the rest in the order the live page asked", () => {
    const ordered = inAnnounceOrder([
      { href: '/static/js/main.js', as: 'script', crossOrigin: false },
      { href: '/static/css/892.css', as: 'style', crossOrigin: false },
      { href: '/remotes.json', as: 'fetch', crossOrigin: true },
      { href: '/remotes/content/1/remoteEntry.js', as: 'script', crossOrigin: true },
      { href: '/static/js/121.js', as: 'script', crossOrigin: false },
    ]);
    expect(ordered.map((hint) => hint.href)).toEqual([
      '/static/js/main.js',
      '/static/js/121.js',
      '/static/css/892.css',
      '/remotes.json',
      '/remotes/content/1/remoteEntry.js',
    ]);
  });
});
