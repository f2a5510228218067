// The deployment record is read in one place: what it names, and that a broken one is an error, not "nothing live".
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readMap, releaseNameOf } from './releases';
import { readDeploymentRecord } from './deployment-record';

let site: string;

beforeEach(async () => {
  site = await mkdtemp(path.join(tmpdir(), 'record-'));
  process.env.SITE_DIR = site;
});

describe('the deployment record', () => {
  it('is empty before anything is released', async () => {
    expect(await readDeploymentRecord(site)).toEqual({ found: false, map: {}, text: '' });
    expect(await readMap()).toEqual({});
  });

  it.each([
    ['not JSON', '{"booking": "/remotes/booking/1/mf-manifest.json"'],
    ['not an object', '["booking"]'],
    ['an entry that is not an address', '{"booking": 7}'],
  ])('that is %s is an error, never an empty map', async (_what, text) => {
    await writeFile(path.join(site, 'remotes.json'), text);
    await expect(readMap()).rejects.toThrow(/remotes\.json/);
  });

  it('names each live release by one rule', () => {
    expect(releaseNameOf('/remotes/booking/1.2.0_20261129T010203Z/mf-manifest.json')).toBe('1.2.0_20261129T010203Z');
    expect(releaseNameOf('https://cdn.example.org/x/shop/2.0.0/remoteEntry.js?v=1')).toBe('2.0.0');
    for (const hostile of [
      '/remotes/booking/../mf-manifest.json',
      'mf-manifest.json',
      '/remotes/booking/%2e%2e/mf-manifest.json',
      undefined,
    ]) {
      expect(releaseNameOf(hostile)).toBeUndefined();
    }
  });
});
