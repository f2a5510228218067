// A site folder and a shell build for the render tests: the builds' lists the server reads (page, manifests,
// chunk lists) and, in place of the shell's server container, a small CommonJS renderer whose answers say
// which render made them.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeRouteLists } from './declared-routes';

export const SHELL_PAGE =
  '<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><script defer src="/static/js/main.1.js"></script></head><body><div id="root"></div></body></html>';

/**
 * The stand-in server container. `/slow` never finishes, `/broken` throws, `/nowhere` is not-found content;
 * every other page names the render that made it (`render 3`), counted per render thread.
 */
export const FAKE_RENDERER = `
let renders = 0;
exports.createRenderer = async () => ({
  async render(address) {
    renders += 1;
    if (address === '/slow') for (;;) {}
    if (address === '/broken') throw new Error('the remote threw');
    globalThis.__hospitalServer.chunkLoaded('shell', '7', []);
    return { status: address === '/nowhere' ? 404 : 200, language: 'en', root: '<main>' + address + ' render ' + renders + '</main>', head: '<title>' + address + '</title>', remote: null, failed: [] };
  },
});
`;

const manifest = (exposed: string[] = []) =>
  JSON.stringify({
    exposes: exposed.length
      ? [{ name: 'remote', path: './remote', assets: { js: { sync: exposed, async: [] }, css: { sync: [], async: [] } } }]
      : [],
  });

export interface TestSite {
  root: string;
  site: string;
  shell: string;
  /** Writes a content release (browser lists and a server entry) and points the map at it. */
  release(version: string): Promise<void>;
}

async function put(file: string, text: string) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

/** A release's files as its build writes them (browser lists and a server entry), into a folder. */
export async function writeRelease(folder: string, mark = ''): Promise<void> {
  await put(path.join(folder, 'mf-manifest.json'), manifest(['static/js/expose.js']));
  await put(
    path.join(folder, 'chunk-groups.json'),
    JSON.stringify({
      'provided|react': ['static/js/react.js'],
      'provided|dayjs': ['static/js/dayjs.js'],
      'src/remote.ts|./pages/AboutPage': ['static/js/about.js', 'static/css/about.css'],
    }),
  );
  await put(path.join(folder, 'server', 'chunk-origins.json'), JSON.stringify({ '42': ['src/remote.ts|./pages/AboutPage'] }));
  await put(path.join(folder, 'server', 'remoteEntry.js'), 'module.exports = {};');
  if (mark) await put(path.join(folder, 'static', 'js', 'mark.js'), `// ${mark}`);
}

export async function testSite(renderer = FAKE_RENDERER): Promise<TestSite> {
  const root = await mkdtemp(path.join(tmpdir(), 'render-'));
  const site = path.join(root, 'site');
  const shell = path.join(root, 'shell');
  await put(path.join(shell, 'index.html'), SHELL_PAGE);
  await put(path.join(shell, 'server', 'static', 'js', 'render.js'), renderer);
  await put(path.join(shell, 'server', 'page-loader.js'), '(()=>{})();');
  await put(path.join(shell, 'mf-manifest.json'), manifest());
  await put(
    path.join(shell, 'chunk-groups.json'),
    JSON.stringify({
      'provided|react': ['static/js/react.js'],
      'provided|react-toastify': ['static/js/toastify.js'],
      'src/index.ts|./bootstrap': ['static/js/bootstrap.js', 'static/css/base.css'],
      'src/routes.ts|./pages/Offline': ['static/js/offline.js'],
    }),
  );
  await put(path.join(shell, 'server', 'chunk-origins.json'), JSON.stringify({ '7': ['src/routes.ts|./pages/Offline'] }));
  await put(path.join(shell, 'static', 'css', 'base.css'), 'body{margin:0}');
  const release = async (version: string) => {
    const folder = path.join(site, 'releases', 'content', version);
    await writeRelease(folder);
    // The booking release states its pages (the desk among them) but has no server container.
    await writeRouteLists({ content: folder, booking: path.join(site, 'releases', 'booking', '1.0.0') });
    await put(
      path.join(site, 'remotes.json'),
      JSON.stringify({ content: `/remotes/content/${version}/mf-manifest.json`, booking: '/remotes/booking/1.0.0/mf-manifest.json' }),
    );
  };
  await release('1.0.0');
  return { root, site, shell, release };
}
