// Pages rendered on request and kept: by shell build, map, language and address; afresh after a release; the
// plain page (null) when a render fails or overruns, without taking the server or the next page with it.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { testSite, type TestSite } from '../test/render-site';
import { PageRenderer, type RenderedAnswer } from './pages';

jest.setTimeout(60_000);

let fixture: TestSite;
let renderer: PageRenderer;
let logged: string[];

const start = (options: { timeLimitMs?: number; retryAfterMs?: number; keep?: number } = {}) => {
  logged = [];
  renderer = new PageRenderer({ site: fixture.site, shell: fixture.shell, log: (message) => logged.push(message), ...options });
  return renderer;
};

const body = (answer: RenderedAnswer | null) => /<main>(.*?)<\/main>/.exec(answer?.html.toString('utf8') ?? '')?.[1] ?? null;

beforeEach(async () => {
  fixture = await testSite();
});

afterEach(async () => {
  await renderer?.close();
});

describe('a page rendered on request', () => {
  it('is rendered once and then served as kept, with brotli and gzip twins of the same HTML', async () => {
    start();
    const first = await renderer.page('/about');
    expect(body(first)).toBe('/about render 1');
    expect(body(await renderer.page('/about'))).toBe('/about render 1');
    expect(brotliDecompressSync(first?.br ?? Buffer.alloc(0)).equals(first?.html ?? Buffer.from('x'))).toBe(true);
    expect(gunzipSync(first?.gzip ?? Buffer.alloc(0)).equals(first?.html ?? Buffer.from('x'))).toBe(true);
    // Each language's address is its own page.
    expect(body(await renderer.page('/te/about'))).toBe('/te/about render 2');
  });

  it('is rendered once for visitors who ask at the same time', async () => {
    start();
    const answers = await Promise.all([renderer.page('/about'), renderer.page('/about'), renderer.page('/about')]);
    expect(answers.map(body)).toEqual(['/about render 1', '/about render 1', '/about render 1']);
  });

  it('is rendered afresh after a release changes the map, by a new render thread', async () => {
    start();
    expect(body(await renderer.page('/about'))).toBe('/about render 1');
    await fixture.release('1.0.1');
    expect(body(await renderer.page('/about'))).toBe('/about render 1');
    expect((await renderer.deployment()).remotes.content?.publicPath).toBe('/remotes/content/1.0.1/');
  });

  it('is rendered afresh after a new shell build', async () => {
    start();
    await renderer.page('/about');
    const page = path.join(fixture.shell, 'index.html');
    await writeFile(
      page,
      (await import('node:fs/promises').then((fs) => fs.readFile(page, 'utf8'))).replace('<head>', '<head><meta name="build" content="2">'),
    );
    const again = await renderer.page('/about');
    expect(again?.html.toString('utf8')).toContain('<meta name="build" content="2">');
  });

  it("carries the page's other languages as hreflang alternates in its HTML", async () => {
    start();
    const text = (await renderer.page('/te/about'))?.html.toString('utf8') ?? '';
    const head = text.slice(0, text.indexOf('</head>'));
    expect(head).toContain('<link rel="alternate" hreflang="en" href="https://www.ashrayahospital.in/about">');
    expect(head).toContain('<link rel="alternate" hreflang="te" href="https://www.ashrayahospital.in/te/about">');
    expect(head).toContain('<link rel="alternate" hreflang="hi" href="https://www.ashrayahospital.in/hi/about">');
    expect(head).toContain('<link rel="alternate" hreflang="x-default" href="https://www.ashrayahospital.in/about">');
  });

  it('answers 404 when the page shows not-found content', async () => {
    start();
    expect((await renderer.page('/nowhere'))?.status).toBe(404);
    expect((await renderer.page('/about'))?.status).toBe(200);
  });

  it('keeps only the most recently used pages when there are more than it may keep', async () => {
    start({ keep: 2 });
    await renderer.page('/about');
    await renderer.page('/contact');
    await renderer.page('/about');
    await renderer.page('/team');
    // /contact was the least recently used: it is rendered again, /about is not.
    expect(body(await renderer.page('/about'))).toBe('/about render 1');
    expect(body(await renderer.page('/contact'))).toBe('/contact render 4');
  });

  it('is not rendered for a staff page or an address that is not a site path', async () => {
    start();
    expect(await renderer.page('/staff')).toBeNull();
    expect(await renderer.page('/about/../staff')).toBeNull();
    expect(await renderer.page('/a%20b')).toBeNull();
  });
});

describe('a render that fails', () => {
  it('gives the plain page, is logged, and is not tried again until the retry time has passed', async () => {
    start({ retryAfterMs: 1_500 });
    expect(await renderer.page('/broken')).toBeNull();
    expect(logged.join('\n')).toMatch(/Rendering \/broken failed.*the remote threw/);
    expect(await renderer.page('/broken')).toBeNull();
    expect(logged.filter((line) => line.startsWith('Rendering /broken failed'))).toHaveLength(1);
    // The thread goes on rendering other pages.
    expect(body(await renderer.page('/about'))).toBe('/about render 2');
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect(await renderer.page('/broken')).toBeNull();
    expect(logged.filter((line) => line.startsWith('Rendering /broken failed'))).toHaveLength(2);
  });

  it('that overruns its time gives the plain page, and its thread is ended: the next page renders in a new one', async () => {
    start({ timeLimitMs: 1_500 });
    const asked = Date.now();
    const [slow, waiting] = await Promise.all([renderer.page('/slow'), renderer.page('/about')]);
    expect(slow).toBeNull();
    // A page queued behind the overrun is given up with it, never left waiting.
    expect(waiting).toBeNull();
    expect(Date.now() - asked).toBeLessThan(10_000);
    expect(logged.join('\n')).toMatch(/Rendering \/slow failed.*took longer than 1500 ms/);
    expect(body(await renderer.page('/contact'))).toBe('/contact render 1');
  });
});

describe('readiness', () => {
  it('is true once the home page of the current shell and map renders', async () => {
    start();
    expect(await renderer.ready()).toBe(true);
  });

  it('is false while the shell has no server container that renders', async () => {
    await writeFile(path.join(fixture.shell, 'server', 'static', 'js', 'render.js'), 'throw new Error("not a container");');
    start();
    expect(await renderer.ready()).toBe(false);
  });
});
