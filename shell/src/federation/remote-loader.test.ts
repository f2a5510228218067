import { CONTRACT_VERSION, type RemoteDefinition } from '@hospital/shared-types';
import { createRemoteLoader, ContractMismatchError, type FederationRuntime } from './remote-loader';

const definition = (overrides: Partial<RemoteDefinition> = {}): RemoteDefinition => ({
  name: 'shop',
  contractVersion: CONTRACT_VERSION,
  release: '1.0.0',
  routes: [],
  ...overrides,
});

/**
 * Behaves like the federation runtime: a failed load is cached per registered entry, so only a
 * forced re-registration with a new entry URL loads again.
 */
function fakeRuntime(answer: (entry: string) => RemoteDefinition | Error) {
  const entries = new Map<string, string>();
  const cache = new Map<string, Promise<unknown>>();
  const runtime: FederationRuntime & { registrations: Array<{ entry: string; force?: boolean }> } = {
    registrations: [],
    registerRemotes(remotes, options) {
      for (const remote of remotes) {
        if (entries.has(remote.name) && !options?.force) continue;
        entries.set(remote.name, remote.entry);
        runtime.registrations.push({ entry: remote.entry, force: options?.force });
      }
    },
    loadRemote<T>(id: string) {
      const name = id.split('/')[0] as string;
      const entry = entries.get(name) ?? '';
      if (!cache.has(entry)) {
        const result = answer(entry);
        cache.set(entry, result instanceof Error ? Promise.reject(result) : Promise.resolve({ default: result }));
      }
      return cache.get(entry) as Promise<T>;
    },
  };
  return runtime;
}

const map = { shop: '/remotes/shop/1.0.0/mf-manifest.json' };
/** The remote is loaded by the entry script beside the manifest the map names. */
const shopEntry = '/remotes/shop/1.0.0/remoteEntry.js';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('the remote loader', () => {
  it('registers every remote of the deployment map by its entry script and loads one on demand', async () => {
    const runtime = fakeRuntime(() => definition());
    const onReady = jest.fn();
    const loader = createRemoteLoader({ runtime, map, onReady });
    expect(runtime.registrations).toEqual([{ entry: shopEntry, force: false }]);
    expect(loader.getState('shop')).toEqual({ status: 'idle' });

    const state = await loader.load('shop');
    expect(state.status).toBe('ready');
    expect(onReady).toHaveBeenCalledTimes(1);
    await loader.load('shop');
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it('reports a remote that cannot be fetched as failed, and Retry loads it once it answers', async () => {
    let online = false;
    const runtime = fakeRuntime(() => (online ? definition() : new Error('Failed to fetch manifest')));
    const loader = createRemoteLoader({ runtime, map });

    expect((await loader.load('shop')).status).toBe('failed');
    online = true;
    // A plain second load returns the cached failure, as the real runtime does.
    expect((await loader.load('shop')).status).toBe('failed');

    const retried = await loader.retry('shop');
    expect(retried.status).toBe('ready');
    expect(runtime.registrations.at(-1)).toEqual({ entry: `${shopEntry}?attempt=1`, force: true });
  });

  it("before a Retry, clears what the page kept from the failed release's folder, whether the map names its manifest or its entry", async () => {
    for (const [entry, folder] of [
      ['/remotes/shop/1.0.0/mf-manifest.json', '/remotes/shop/1.0.0/'],
      ['https://cdn.example/remotes/shop/1.0.1/remoteEntry.js?v=2', 'https://cdn.example/remotes/shop/1.0.1/'],
    ]) {
      const beforeRetry = jest.fn(() => Promise.resolve());
      const loader = createRemoteLoader({ runtime: fakeRuntime(() => new Error('Failed to fetch')), map: { shop: entry }, beforeRetry });
      await loader.load('shop');
      await loader.retry('shop');
      expect(beforeRetry).toHaveBeenCalledWith(folder);
    }
  });

  it('refuses a remote built against an incompatible contract and names both versions', async () => {
    const runtime = fakeRuntime(() => definition({ contractVersion: '2.0.0' }));
    const onReady = jest.fn();
    const loader = createRemoteLoader({ runtime, map, onReady, shellContract: '1.0.0' });
    const state = await loader.load('shop');
    expect(state.status).toBe('failed');
    expect(state.status === 'failed' && state.error).toBeInstanceOf(ContractMismatchError);
    expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/"shop".*2\.0\.0.*1\.0\.0/));
    expect(onReady).not.toHaveBeenCalled();
  });

  it("accepts a remote released against contract 1.0 (before slots passed props), under this shell's contract", async () => {
    const runtime = fakeRuntime(() => definition({ contractVersion: '1.0.0' }));
    const loader = createRemoteLoader({ runtime, map });
    expect(CONTRACT_VERSION).toMatch(/^1\.[1-9]/);
    expect((await loader.load('shop')).status).toBe('ready');
  });

  it('treats a remote missing from the map as unavailable without touching the runtime', async () => {
    const runtime = fakeRuntime(() => definition());
    const loader = createRemoteLoader({ runtime, map: {} });
    expect((await loader.load('booking')).status).toBe('failed');
    expect(runtime.registrations).toEqual([]);
  });

  it('notifies subscribers as a load starts and ends', async () => {
    const loader = createRemoteLoader({ runtime: fakeRuntime(() => definition()), map });
    const seen: string[] = [];
    loader.subscribe(() => seen.push(loader.getState('shop').status));
    await loader.load('shop');
    expect(seen).toEqual(['loading', 'ready']);
  });
});

describe('a remote in the page language', () => {
  it('is ready only once its text for the page language is in', async () => {
    const order: string[] = [];
    const loadLanguage = jest.fn(async (language: string) => {
      await Promise.resolve();
      order.push(`text:${language}`);
    });
    const loader = createRemoteLoader({ runtime: fakeRuntime(() => definition({ loadLanguage })), map, language: () => 'te' });
    loader.subscribe(() => order.push(`state:${loader.getState('shop').status}`));
    await loader.load('shop');
    expect(order).toEqual(['state:loading', 'text:te', 'state:ready']);
  });

  it('loads the text of every loaded remote for a switch, and a release that cannot still mounts', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const loadLanguage = jest.fn((language: string) => (language === 'hi' ? Promise.reject(new Error('offline')) : Promise.resolve()));
    const loader = createRemoteLoader({ runtime: fakeRuntime(() => definition({ loadLanguage })), map });
    expect((await loader.load('shop')).status).toBe('ready');
    expect(loadLanguage).toHaveBeenLastCalledWith('en');
    await loader.loadLanguage('te');
    expect(loadLanguage).toHaveBeenLastCalledWith('te');
    await expect(loader.loadLanguage('hi')).resolves.toBeUndefined();
  });

  it('mounts an older release that offers no languages', async () => {
    const loader = createRemoteLoader({ runtime: fakeRuntime(() => definition()), map, language: () => 'hi' });
    expect((await loader.load('shop')).status).toBe('ready');
    await expect(loader.loadLanguage('te')).resolves.toBeUndefined();
  });
});
