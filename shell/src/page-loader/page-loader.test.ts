// What a server-rendered page's loader does in the browser before the shell runs: announces the live page's
// files a few at a time, holds a Telugu or Hindi page's first layout for its font, then runs the shell's
// scripts in order. (Paint timing and images are the browser suite's: e2e/foundation/prerendered.spec.ts.)
import type { PageStart, PreloadHint } from '@hospital/shared-types';
import { startPage } from './page-loader';

const START: PageStart = {
  sources: ['/static/js/main.1.js', '/static/js/vendor.2.js'],
  later: [
    ...Array.from({ length: 8 }, (_, i): PreloadHint => ({ href: `/static/js/${i}.js`, as: 'script', crossOrigin: false })),
    { href: '/remotes.json', as: 'fetch', crossOrigin: true },
  ],
  scriptFonts: [],
};

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
const scripts = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => [script.getAttribute('src'), script.async]);

beforeEach(() => {
  jest.useFakeTimers();
  document.head.innerHTML = '';
  // jsdom runs no frames: one comes with the next timer turn.
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => window.setTimeout(() => callback(0)) as unknown as number);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const settle = async () => {
  for (let i = 0; i < 10; i++) {
    await Promise.resolve();
    jest.runOnlyPendingTimers();
  }
};

describe('the loader of a rendered page', () => {
  it('announces the files six to a task, at low priority, CORS ones with crossorigin', () => {
    startPage(START);
    expect(preloads()).toHaveLength(6);
    jest.runOnlyPendingTimers();
    expect(preloads().map((link) => link.getAttribute('href'))).toEqual([...START.later.map((hint) => hint.href)]);
    expect(preloads().every((link) => link.getAttribute('fetchpriority') === 'low')).toBe(true);
    const map = preloads().at(-1);
    expect([map?.as, map?.crossOrigin]).toEqual(['fetch', 'anonymous']);
    expect(preloads()[0]?.crossOrigin).toBeNull();
  });

  it("runs the shell's scripts once, in the page's order, not as async scripts", async () => {
    startPage(START);
    await settle();
    expect(scripts()).toEqual([
      ['/static/js/main.1.js', false],
      ['/static/js/vendor.2.js', false],
    ]);
  });

  it("holds a page's first layout for the fonts of its script, and no longer than 100 ms", async () => {
    let loaded: () => void = () => undefined;
    const telugu = { family: '"Noto Sans Telugu Variable"', load: () => new Promise<void>((resolve) => (loaded = resolve)) };
    const latin = { family: 'Inter Variable', load: jest.fn(() => Promise.resolve()) };
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { forEach: (each: (face: unknown) => void) => [telugu, latin].forEach(each) },
    });
    const root = document.documentElement;
    startPage({ ...START, scriptFonts: ['Noto Sans Telugu Variable'] });
    expect(root.hasAttribute('data-font-wait')).toBe(true);
    expect(latin.load).not.toHaveBeenCalled();
    loaded();
    await Promise.resolve();
    await Promise.resolve();
    expect(root.hasAttribute('data-font-wait')).toBe(false);
    // A font that never comes holds it 100 ms at most.
    startPage({ ...START, scriptFonts: ['Noto Sans Telugu Variable'] });
    expect(root.hasAttribute('data-font-wait')).toBe(true);
    jest.advanceTimersByTime(100);
    expect(root.hasAttribute('data-font-wait')).toBe(false);
    Reflect.deleteProperty(document, 'fonts');
  });
});
