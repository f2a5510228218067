// Which browser files a rendered page loads, worked out from the builds' lists and what the render asked for:
// every one announced, none twice, each in the mode the live page will ask in.
import { testSite, type TestSite } from '../test/render-site';
import { readDeployment } from './deployment';
import { DeploymentFiles } from './page-files';

let fixture: TestSite;
let files: DeploymentFiles;

beforeAll(async () => {
  fixture = await testSite();
  files = await DeploymentFiles.read(await readDeployment(fixture.site, fixture.shell));
});

const REMOTE = '/remotes/content/1.0.0/';

describe("a rendered page's files", () => {
  it("start with the shell's scripts, shared libraries and start, the shell's lazy toasts left for the first interaction", () => {
    expect(files.startFiles.sources).toEqual(['/static/js/main.1.js']);
    expect(files.startFiles.start).toEqual(['/static/js/react.js', '/static/js/bootstrap.js', '/static/css/base.css']);
  });

  it("add the route's remote: its entry, its exposed module, and the browser groups of the chunks the render loaded", () => {
    const page = files.forRender('content', { chunks: { hospital_content: ['42'] }, shared: {} });
    expect(page.stylesheets).toEqual(['/static/css/base.css', `${REMOTE}static/css/about.css`]);
    expect(page.hints.map((hint) => hint.href)).toEqual([
      '/static/js/main.1.js',
      '/static/js/react.js',
      '/static/js/bootstrap.js',
      '/remotes.json',
      '/routes.json',
      `${REMOTE}remoteEntry.js`,
      `${REMOTE}static/js/expose.js`,
      `${REMOTE}static/js/about.js`,
    ]);
  });

  it('ask as the live page will: the map by fetch() and the remote entry with crossorigin in CORS mode, chunks not', () => {
    const hints = files.forRender('content', { chunks: {}, shared: {} }).hints;
    const mode = (href: string) => hints.find((hint) => hint.href === href);
    expect(mode('/remotes.json')).toEqual({ href: '/remotes.json', as: 'fetch', crossOrigin: true });
    expect(mode('/routes.json')).toEqual({ href: '/routes.json', as: 'fetch', crossOrigin: true });
    expect(mode(`${REMOTE}remoteEntry.js`)).toEqual({ href: `${REMOTE}remoteEntry.js`, as: 'script', crossOrigin: true });
    expect(mode(`${REMOTE}static/js/expose.js`)).toEqual({ href: `${REMOTE}static/js/expose.js`, as: 'script', crossOrigin: false });
  });

  it("add a shared module the remote's code consumes and only the remote provides, never one the shell shares", () => {
    const page = files.forRender('content', { chunks: {}, shared: { hospital_content: ['react', 'dayjs'] } });
    const hrefs = page.hints.map((hint) => hint.href);
    expect(hrefs).toContain(`${REMOTE}static/js/dayjs.js`);
    expect(hrefs).not.toContain(`${REMOTE}static/js/react.js`);
    expect(files.forRender('content', { chunks: {}, shared: {} }).hints.map((hint) => hint.href)).not.toContain(
      `${REMOTE}static/js/dayjs.js`,
    );
  });

  it("add the shell's own lazy groups the render loaded (its offline page), and nothing of a remote for the shell's pages", () => {
    const page = files.forRender(null, { chunks: { shell: ['7'] }, shared: {} });
    expect(page.hints.map((hint) => hint.href)).toEqual([
      '/static/js/main.1.js',
      '/static/js/react.js',
      '/static/js/bootstrap.js',
      '/static/js/offline.js',
      '/remotes.json',
      '/routes.json',
    ]);
  });
});
