// The server renders with local files only: the map names a release, never a place to load code from.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { testSite, type TestSite } from '../test/render-site';
import { readDeployment } from './deployment';

let fixture: TestSite;

beforeEach(async () => {
  fixture = await testSite();
});

const mapTo = (entries: Record<string, string>) => writeFile(path.join(fixture.site, 'remotes.json'), JSON.stringify(entries));

describe('the deployment the server renders with', () => {
  it("loads a live release's server container from the site's own release folder", async () => {
    const deployment = await readDeployment(fixture.site, fixture.shell);
    expect(deployment.remotes.content).toEqual({
      folder: path.join(fixture.site, 'releases', 'content', '1.0.0'),
      entry: path.join(fixture.site, 'releases', 'content', '1.0.0', 'server', 'remoteEntry.js'),
      publicPath: '/remotes/content/1.0.0/',
    });
  });

  it('takes only the release name from a map entry on another host: the code is still the local folder', async () => {
    await mapTo({ content: 'https://cdn.example.org/elsewhere/content/1.0.0/mf-manifest.json' });
    const deployment = await readDeployment(fixture.site, fixture.shell);
    expect(deployment.remotes.content?.entry).toBe(path.join(fixture.site, 'releases', 'content', '1.0.0', 'server', 'remoteEntry.js'));
    // The browser still gets the release's files where the map says they are.
    expect(deployment.remotes.content?.publicPath).toBe('https://cdn.example.org/elsewhere/content/1.0.0/');
  });

  it('refuses a release name that would leave the releases folder', async () => {
    // A server entry the traversal would reach (releases/content/.. is releases/), were it followed.
    await mkdir(path.join(fixture.site, 'releases', 'server'), { recursive: true });
    await writeFile(path.join(fixture.site, 'releases', 'server', 'remoteEntry.js'), 'module.exports = {};');
    for (const entry of [
      '/remotes/content/../../mf-manifest.json',
      '/remotes/content/../mf-manifest.json',
      '/remotes/content/.hidden/mf-manifest.json',
      'mf-manifest.json',
      '/remotes/content/%2e%2e/mf-manifest.json',
    ]) {
      await mapTo({ content: entry });
      const deployment = await readDeployment(fixture.site, fixture.shell);
      expect([entry, deployment.remotes.content]).toEqual([entry, undefined]);
    }
  });

  it('names a live release without a server container, whose pages are then served plain', async () => {
    await mkdir(path.join(fixture.site, 'releases', 'content', '0.9.0'), { recursive: true });
    await mapTo({ content: '/remotes/content/0.9.0/mf-manifest.json' });
    const deployment = await readDeployment(fixture.site, fixture.shell);
    expect(deployment.remotes.content).toBeUndefined();
    expect(deployment.withoutServer).toEqual(['content']);
  });

  it('is named by the map and the shell build: a release or a new shell build gives a new key, nothing else does', async () => {
    const first = (await readDeployment(fixture.site, fixture.shell)).key;
    expect((await readDeployment(fixture.site, fixture.shell)).key).toBe(first);
    await fixture.release('1.0.1');
    const released = (await readDeployment(fixture.site, fixture.shell)).key;
    expect(released).not.toBe(first);
    await writeFile(
      path.join(fixture.shell, 'server', 'static', 'js', 'render.js'),
      '// another build\nexports.createRenderer = async () => ({});\n',
    );
    expect((await readDeployment(fixture.site, fixture.shell)).key).not.toBe(released);
  });
});
