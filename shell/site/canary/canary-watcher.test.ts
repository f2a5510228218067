// The watcher on one machine: a canary failing visitors far more often than live is ended at the next look,
// with its figures in the history, a warning and a metric; a healthy one stays; of two watchers one ends it.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Registry } from 'prom-client';
import { FolderRegistry } from '../registry/folder-registry';
import { CanaryFile } from '../releases/canary-record';
import { makeLive, publish } from '../releases/releases';
import { CanaryWatcher, localCounts } from './canary-watcher';
import { CanarySignals } from './signals';

let site: string;
let registry: FolderRegistry;
let metrics: Registry;
let signals: CanarySignals;
let warnings: Array<Record<string, unknown>>;

beforeEach(async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'canary-watcher-'));
  site = process.env.SITE_DIR = path.join(root, 'site');
  for (const [release, version] of [
    ['1.0.0_a', '1.0.0'],
    ['1.1.0_b', '1.1.0'],
  ]) {
    const source = path.join(root, 'builds', release as string);
    await mkdir(source, { recursive: true });
    await writeFile(path.join(source, 'mf-manifest.json'), '{}');
    await publish('shop', release as string, version as string, { source, sitemap: false });
  }
  await makeLive('shop', '1.0.0_a');
  registry = new FolderRegistry(site);
  await registry.startCanary({ remote: 'shop', live: '1.0.0_a', release: '1.1.0_b', percent: 25, who: 'test', why: 'try' });
  metrics = new Registry();
  const file = new CanaryFile(site);
  signals = new CanarySignals(metrics, () => file.current());
  warnings = [];
});

const watcher = () => new CanaryWatcher({ registry, signals, source: localCounts(signals), warn: (fields) => warnings.push(fields) });

/** Visits on each side, every `every`-th one failing. */
function visits(side: 'live' | 'canary', count: number, every: number) {
  const release = side === 'live' ? '1.0.0_a' : '1.1.0_b';
  for (let visit = 1; visit <= count; visit += 1) {
    signals.visit({ releases: { shop: { release, side } } });
    if (visit % every === 0) signals.failure('shop', release, 'error');
  }
}

describe('the canary watcher', () => {
  it('ends a canary failing one visit in five against one in a hundred, and says why with the figures', async () => {
    visits('live', 300, 100);
    visits('canary', 100, 5);
    await watcher().look();
    expect(await registry.canaries()).toEqual({});
    const ended = (await registry.history('shop')).at(-1);
    expect(ended).toMatchObject({
      kind: 'canary-ended',
      from: '1.1.0_b',
      to: '1.0.0_a',
      figures: { live: { visits: 300, failures: 3 }, canary: { visits: 100, failures: 20 } },
    });
    expect(ended?.why).toMatch(
      /^failure rate 20\.0 % \(20 of 100 visits\) against live 1\.0 % \(3 of 300\); one-sided Fisher's exact test p = /,
    );
    expect(warnings).toEqual([
      expect.objectContaining({ event: 'canary-ended', remote: 'shop', release: '1.1.0_b', reason: 'failure-rate' }),
    ]);
    expect(await metrics.metrics()).toContain('site_canary_ended_total{remote="shop",release="1.1.0_b",reason="failure-rate"} 1');
  });

  it('leaves a healthy canary, and one with too few visits however bad', async () => {
    visits('live', 300, 50);
    visits('canary', 100, 50);
    await watcher().look();
    expect((await registry.canaries()).shop?.release).toBe('1.1.0_b');
    const fewer = new CanarySignals(new Registry(), () => new CanaryFile(site).current());
    for (let visit = 0; visit < 50; visit += 1) {
      fewer.visit({ releases: { shop: { release: '1.1.0_b', side: 'canary' } } });
      fewer.failure('shop', '1.1.0_b', 'error');
    }
    await new CanaryWatcher({ registry, signals: fewer, source: localCounts(fewer), warn: () => undefined }).look();
    expect((await registry.canaries()).shop?.release).toBe('1.1.0_b');
  });

  it('of two watchers looking at once, one ends the canary: one warning, one count', async () => {
    visits('live', 300, 100);
    visits('canary', 100, 5);
    await Promise.all([watcher().look(), watcher().look()]);
    expect(warnings).toHaveLength(1);
    expect((await registry.history('shop')).filter((entry) => entry.kind === 'canary-ended')).toHaveLength(1);
  });
});
