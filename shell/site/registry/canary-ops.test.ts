// Canary steps in the site folder's registry: each a compare-and-swap with its history row; of two steps taken
// at once against the same state, one lands and the other is refused.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promote, release, rollback, status } from '../releases/ops';
import { makeLive, publish, readMap } from '../releases/releases';
import { FolderRegistry } from './folder-registry';
import { StaleCanaryError, StaleChangeError } from './registry';

let root: string;
let registry: FolderRegistry;

async function build(release: string): Promise<string> {
  const source = path.join(root, 'builds', release);
  await mkdir(source, { recursive: true });
  await writeFile(path.join(source, 'mf-manifest.json'), JSON.stringify({ release }));
  return source;
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'canary-ops-'));
  process.env.SITE_DIR = path.join(root, 'site');
  registry = new FolderRegistry(process.env.SITE_DIR);
  await publish('shop', '1.0.0_a', '1.0.0', { source: await build('a'), sitemap: false });
  await makeLive('shop', '1.0.0_a');
});

const start = (release: string, percent = 10) =>
  registry.startCanary({ remote: 'shop', live: '1.0.0_a', release, percent, who: 'test', why: 'try' });

describe('a canary in the site folder', () => {
  it('is published and served to its share by release --canary, shown by releases, and promoted', async () => {
    const record = await release('shop', { version: '1.1.0', from: await build('b'), canaryPercent: 10, registry });
    expect((await readMap()).shop).toContain('/1.0.0_a/');
    const shop = (await status(undefined, registry)).find((remote) => remote.remote === 'shop');
    expect(shop).toMatchObject({ live: '1.0.0_a', canary: { release: record.release, percent: 10 } });
    await promote('shop', { registry });
    expect((await readMap()).shop).toContain(`/${record.release}/`);
    expect(await registry.canaries()).toEqual({});
    expect((await registry.history('shop')).map((entry) => [entry.kind, entry.from, entry.to])).toEqual([
      ['release', null, '1.0.0_a'],
      ['canary', '1.0.0_a', record.release],
      ['promote', '1.0.0_a', record.release],
    ]);
  });

  it('is ended by rollback, the live release unchanged', async () => {
    const record = await release('shop', { version: '1.1.0', from: await build('b'), canaryPercent: 25, registry });
    await rollback('shop', undefined, { registry });
    expect(await registry.canaries()).toEqual({});
    expect((await readMap()).shop).toContain('/1.0.0_a/');
    expect((await registry.history('shop')).at(-1)).toMatchObject({ kind: 'rollback', from: record.release, to: '1.0.0_a' });
  });

  it('refuses a share outside 1-99, a second canary, and a release while one runs', async () => {
    await publish('shop', '1.1.0_b', '1.1.0', { source: await build('b'), sitemap: false });
    await publish('shop', '1.2.0_c', '1.2.0', { source: await build('c'), sitemap: false });
    await expect(start('1.1.0_b', 0)).rejects.toThrow(StaleCanaryError);
    await expect(start('1.1.0_b', 100)).rejects.toThrow(StaleCanaryError);
    await start('1.1.0_b');
    await expect(start('1.2.0_c')).rejects.toThrow(/A canary of shop is running/);
    await expect(registry.change({ remote: 'shop', from: '1.0.0_a', to: '1.2.0_c', who: 'test', why: 'x' })).rejects.toThrow(
      StaleCanaryError,
    );
    await expect(
      registry.startCanary({ remote: 'shop', live: '0.9.0_z', release: '1.2.0_c', percent: 5, who: 'test', why: 'x' }),
    ).rejects.toThrow(StaleChangeError);
    expect((await registry.canaries()).shop?.release).toBe('1.1.0_b');
  });

  it('lets exactly one of two steps taken at once land, in 30 rounds', async () => {
    await publish('shop', '1.1.0_b', '1.1.0', { source: await build('b'), sitemap: false });
    await publish('shop', '1.2.0_c', '1.2.0', { source: await build('c'), sitemap: false });
    for (let round = 0; round < 30; round += 1) {
      const starts = await Promise.allSettled([start('1.1.0_b'), start('1.2.0_c')]);
      expect(starts.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const running = (await registry.canaries()).shop?.release as string;
      const ends = await Promise.allSettled([
        registry.endCanary({ remote: 'shop', release: running, who: 'watcher', why: 'worse', kind: 'canary-ended' }),
        registry.promote({ remote: 'shop', release: running, who: 'ops', why: 'fine' }),
      ]);
      expect(ends.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      if (ends[1].status === 'fulfilled') await makeLive('shop', '1.0.0_a');
    }
    const kinds = (await registry.history('shop')).map((entry) => entry.kind);
    expect(kinds.filter((kind) => kind === 'canary')).toHaveLength(30);
    expect(kinds.filter((kind) => kind === 'promote' || kind === 'canary-ended')).toHaveLength(30);
  });

  it('keeps the figures of an automatic ending in the history', async () => {
    await publish('shop', '1.1.0_b', '1.1.0', { source: await build('b'), sitemap: false });
    await start('1.1.0_b');
    const figures = { live: { visits: 900, failures: 9 }, canary: { visits: 100, failures: 20 }, pValue: 1e-9 };
    await registry.endCanary({ remote: 'shop', release: '1.1.0_b', who: 'watcher', why: 'failure rate', kind: 'canary-ended', figures });
    expect((await registry.history('shop')).at(-1)).toMatchObject({ kind: 'canary-ended', figures });
  });
});
