// Two teams roll back at the same moment, a hundred times: both changes land, every time, and both are in the history.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rollback } from '../releases/ops';
import { makeLive, publish, readMap } from '../releases/releases';
import { FolderRegistry } from './folder-registry';
import { StaleChangeError } from './registry';

let root: string;

async function publishFake(remote: 'content' | 'shop', release: string, version: string) {
  const source = path.join(root, 'builds', remote, release);
  await mkdir(source, { recursive: true });
  await writeFile(path.join(source, 'mf-manifest.json'), JSON.stringify({ release }));
  await publish(remote, release, version, { source, sitemap: false });
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'folder-registry-'));
  process.env.SITE_DIR = path.join(root, 'site');
  for (const remote of ['content', 'shop'] as const) {
    await publishFake(remote, '1.0.0_a', '1.0.0');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await publishFake(remote, '1.1.0_b', '1.1.0');
  }
});

describe('the registry in a site folder', () => {
  it('loses neither of two rollbacks made at the same moment, in 100 rounds', async () => {
    const lost: number[] = [];
    for (let round = 0; round < 100; round += 1) {
      await makeLive('content', '1.1.0_b');
      await makeLive('shop', '1.1.0_b');
      await Promise.all([rollback('content'), rollback('shop')]);
      const map = await readMap();
      if (!map.content?.includes('/1.0.0_a/') || !map.shop?.includes('/1.0.0_a/')) lost.push(round);
    }
    expect(lost).toEqual([]);
    const history = await new FolderRegistry(process.env.SITE_DIR as string).history();
    expect(history.filter((entry) => entry.why === 'rollback')).toHaveLength(200);
  });

  it('refuses a change decided against a release that is no longer live, and changes nothing', async () => {
    const registry = new FolderRegistry(process.env.SITE_DIR as string);
    await makeLive('shop', '1.1.0_b');
    const stale = { remote: 'shop' as const, from: '1.0.0_a', to: '1.0.0_a', who: 'test', why: 'stale' };
    await expect(registry.change(stale)).rejects.toThrow(StaleChangeError);
    await expect(registry.change(stale)).rejects.toThrow('shop changed meanwhile: 1.1.0_b is live now, not 1.0.0_a. Nothing was changed');
    expect((await registry.live()).shop).toBe('1.1.0_b');
    expect((await registry.history('shop')).map((entry) => entry.to)).toEqual(['1.1.0_b']);
  });
});
