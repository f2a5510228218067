import { mkdtemp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OpsError, parseRemote, release, rollback, status } from './ops';
import { CONTRACT_VERSION } from '@hospital/shared-types';
import { makeLive, publish, readMap, stagingDir, writeMap } from './releases';

let builds: string;

/** A stand-in for a remote's build output. */
async function fakeBuild(name: string): Promise<string> {
  const dir = path.join(builds, name);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name }));
  await writeFile(path.join(dir, 'remoteEntry.js'), `// ${name}`);
  return dir;
}

async function publishFake(release: string, version: string) {
  return publish('booking', release, version, { source: await fakeBuild(release), sitemap: false });
}

beforeEach(async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'ops-'));
  process.env.SITE_DIR = path.join(root, 'site');
  builds = path.join(root, 'builds');
});

describe('publishing', () => {
  it('copies a build into an immutable release folder with its record', async () => {
    const record = await publishFake('1.0.0_a', '1.0.0');
    const folder = path.join(process.env.SITE_DIR as string, 'releases', 'booking', '1.0.0_a');
    expect(JSON.parse(await readFile(path.join(folder, 'release.json'), 'utf8'))).toEqual(record);
    expect(record).toMatchObject({ remote: 'booking', version: '1.0.0', contractVersion: CONTRACT_VERSION });
  });

  it('puts a release together outside the served releases folder, and leaves nothing behind', async () => {
    const site = process.env.SITE_DIR as string;
    expect(path.relative(path.join(site, 'releases'), stagingDir('booking', '1.0.0_a'))).toMatch(/^\.\./);
    await publishFake('1.0.0_a', '1.0.0');
    expect(await readdir(site)).toEqual(['releases']);
    expect(await readdir(path.join(site, 'releases', 'booking'))).toEqual(['1.0.0_a']);
  });

  it('refuses to publish the same version twice, and never overwrites a release', async () => {
    await publishFake('1.0.0_a', '1.0.0');
    await expect(publishFake('1.0.0_b', '1.0.0')).rejects.toThrow(/already published/);
    await expect(publishFake('1.0.0_a', '1.0.1')).rejects.toThrow(/immutable/);
  });

  it('refuses to release a version that is already published before building anything', async () => {
    await publishFake('1.0.0_a', '1.0.0');
    await expect(release('booking', { version: '1.0.0' })).rejects.toThrow(OpsError);
    expect(await readMap()).toEqual({});
  });
});

describe('the deployment map', () => {
  it('is replaced whole, leaving no temporary file behind', async () => {
    await publishFake('2.0.0_x', '2.0.0');
    await writeMap({ content: '/remotes/content/1/mf-manifest.json' });
    await makeLive('booking', '2.0.0_x');
    expect(await readMap()).toEqual({
      content: '/remotes/content/1/mf-manifest.json',
      booking: '/remotes/booking/2.0.0_x/mf-manifest.json',
    });
    expect((await readdir(process.env.SITE_DIR as string)).sort()).toEqual(['history.jsonl', 'releases', 'remotes.json']);
  });
});

describe('rolling back', () => {
  beforeEach(async () => {
    await publishFake('1.0.0_a', '1.0.0');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await publishFake('1.1.0_b', '1.1.0');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await publishFake('1.2.0_c', '1.2.0');
    await makeLive('booking', '1.2.0_c');
  });

  it('makes the release before the live one live by default', async () => {
    expect((await rollback('booking')).release).toBe('1.1.0_b');
    expect((await readMap()).booking).toBe('/remotes/booking/1.1.0_b/mf-manifest.json');
    expect((await rollback('booking')).release).toBe('1.0.0_a');
  });

  it('makes a named release live, by id or version', async () => {
    expect((await rollback('booking', '1.0.0')).release).toBe('1.0.0_a');
    expect((await rollback('booking', '1.2.0_c')).release).toBe('1.2.0_c');
  });

  it('changes nothing for an unknown release or when nothing is older', async () => {
    await expect(rollback('booking', '9.9.9')).rejects.toThrow(/no release "9.9.9"/);
    expect((await readMap()).booking).toBe('/remotes/booking/1.2.0_c/mf-manifest.json');
    await makeLive('booking', '1.0.0_a');
    await expect(rollback('booking')).rejects.toThrow(/no release before/);
    expect((await readMap()).booking).toBe('/remotes/booking/1.0.0_a/mf-manifest.json');
  });

  it('refuses an unknown remote with the list of remotes', () => {
    expect(() => parseRemote('billing')).toThrow('Unknown remote "billing". Remotes: content, booking, shop.');
  });

  it("reports each remote's live release and when it was published", async () => {
    const report = await status();
    const booking = report.find((remote) => remote.remote === 'booking');
    expect(booking).toMatchObject({ live: '1.2.0_c', contractVersion: CONTRACT_VERSION, manifestAnswers: null });
    expect(booking?.releases.map((r) => [r.release, r.live])).toEqual([
      ['1.0.0_a', false],
      ['1.1.0_b', false],
      ['1.2.0_c', true],
    ]);
  });
});
