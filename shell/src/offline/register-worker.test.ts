import { registerServiceWorker } from './register-worker';

/** A window with just what registration touches. */
function fakeWindow({ loaded }: { loaded: boolean }) {
  const posted: unknown[] = [];
  const listeners: Record<string, () => void> = {};
  const navigation = new EventTarget();
  const win = {
    navigator: {
      serviceWorker: {
        register: jest.fn(async () => ({})),
        ready: Promise.resolve({ active: { postMessage: (message: unknown) => posted.push(message) } }),
      },
    },
    document: { readyState: loaded ? 'complete' : 'interactive' },
    location: { href: 'https://site.example/about' },
    performance: { getEntriesByType: () => [{ name: 'https://site.example/remotes.json' }] },
    navigation,
    addEventListener: (type: string, listener: () => void) => {
      listeners[type] = listener;
    },
  };
  return { win: win as unknown as Window, posted, listeners, navigation, register: win.navigator.serviceWorker.register };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('registering the service worker', () => {
  it('waits for the load event before registering', async () => {
    const { win, register, listeners } = fakeWindow({ loaded: false });
    registerServiceWorker(win);
    expect(register).not.toHaveBeenCalled();
    listeners.load?.();
    await settle();
    expect(register).toHaveBeenCalledWith('/sw.js');
  });

  it('asks the worker to keep the page and what it loaded before the worker existed, then each page opened in place', async () => {
    const { win, posted, navigation } = fakeWindow({ loaded: true });
    registerServiceWorker(win);
    await settle();
    expect(posted).toEqual([
      {
        type: 'CACHE_URLS',
        payload: {
          urlsToCache: [['https://site.example/about', { headers: { Accept: 'text/html' } }], 'https://site.example/remotes.json'],
        },
      },
    ]);
    navigation.dispatchEvent(new Event('currententrychange'));
    expect(posted).toHaveLength(2);
  });

  it('does nothing in a browser without service workers', () => {
    const win = { navigator: {}, document: { readyState: 'complete' } } as unknown as Window;
    expect(() => registerServiceWorker(win)).not.toThrow();
  });
});
