// When the prerenderer runs: at start and after each release or rollback, never because of a visit, and
// after a failed run only once a wait is over. The run itself is a stand-in here (browser.test.ts and the
// e2e suite run the real one).
import { mkdtemp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Prerenderer, pageKey, setDir, addressesToPrerender, type PrerenderResult } from './prerender';
import { createSiteServer, renderSitemap } from '../server/server';
import { livePaths } from '../releases/releases';

let site: string;
let shell: string;
let runs: string[];
let runAt: number[];
let failing: boolean;

jest.setTimeout(60_000);

const until = async (condition: () => boolean, ms = 20_000) => {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** Stands in for a Chromium run: records the map it ran for, and saves an (empty) set of pages. */
async function fakeRun(_base: string, siteDir: string, shellDir: string): Promise<PrerenderResult> {
  const key = await pageKey(siteDir, shellDir);
  runs.push(key);
  runAt.push(Date.now());
  if (failing) throw new Error('the release does not render');
  await mkdir(setDir(siteDir, key), { recursive: true });
  return { key, pages: 0, ms: 1 };
}

/** What `npm run release` does to the map: a new file renamed over the old one. */
async function release(version: string) {
  const temporary = path.join(site, `remotes.json.${version}.tmp`);
  await writeFile(temporary, JSON.stringify({ shop: `/remotes/shop/${version}/mf-manifest.json` }));
  await rename(temporary, path.join(site, 'remotes.json'));
}

beforeEach(async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'prerenderer-'));
  site = path.join(root, 'site');
  shell = path.join(root, 'shell');
  await mkdir(site, { recursive: true });
  await mkdir(shell, { recursive: true });
  await writeFile(path.join(shell, 'index.html'), '<!doctype html><div id="root"></div>');
  await release('1.0.0_1');
  runs = [];
  runAt = [];
  failing = false;
});

describe('the key of a saved set', () => {
  it('changes with the release, and with the way the server saves a page (its loader, its format)', async () => {
    const before = await pageKey(site, shell);
    expect(await pageKey(site, shell)).toBe(before);
    expect(await pageKey(site, shell, '(function () { /* another way to save a page */ })')).not.toBe(before);
    await release('1.1.0_2');
    expect(await pageKey(site, shell)).not.toBe(before);
  });
});

describe('the prerenderer', () => {
  let prerenderer: Prerenderer;
  afterEach(() => prerenderer?.stop());

  it('runs at start, and again by itself when a release changes the map: no visitor needed', async () => {
    prerenderer = new Prerenderer(site, shell, () => undefined, { run: fakeRun, pollMs: 60_000 });
    await prerenderer.start('http://localhost:1');
    expect(runs).toHaveLength(1);
    await release('1.1.0_2');
    await until(() => runs.length === 2);
    await prerenderer.idle();
    expect(runs[1]).toBe(await pageKey(site, shell));
  });

  it('notices a change the file watch cannot see (a build that replaced the whole folder) on its next check', async () => {
    prerenderer = new Prerenderer(site, shell, () => undefined, { run: fakeRun, pollMs: 100 });
    await prerenderer.start('http://localhost:1');
    expect(runs).toHaveLength(1);
    await rm(shell, { recursive: true });
    await mkdir(shell);
    await writeFile(path.join(shell, 'index.html'), '<!doctype html><div id="root"></div><!-- new build -->');
    await until(() => runs.length === 2);
  });

  it('does not run because pages are served, even when the current map has no saved pages', async () => {
    prerenderer = new Prerenderer(site, shell, () => undefined, { run: fakeRun, pollMs: 60_000 });
    await prerenderer.start('http://localhost:1');
    prerenderer.stop();
    await release('1.2.0_3');
    const app = await createSiteServer({ site, shell, prerenderer });
    for (const address of ['/', '/about', '/shop', '/cart']) await app.inject({ method: 'GET', url: address, headers: { accept: 'text/html' } });
    await app.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(runs).toHaveLength(1);
  });

  it('after a failed run waits before trying the same map again, doubling the wait', async () => {
    failing = true;
    const logged: string[] = [];
    prerenderer = new Prerenderer(site, shell, (line) => logged.push(line), { run: fakeRun, retryAfterMs: 400, pollMs: 50 });
    await prerenderer.start('http://localhost:1');
    expect(runs).toHaveLength(1);
    expect(logged.at(-1)).toMatch(/Prerendering failed: the release does not render\. Plain pages are served; next try in/);
    // Requests in the meantime (a watch event, a poll) do not start another run.
    for (let i = 0; i < 5; i++) prerenderer.request();
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(runs).toHaveLength(1);
    await until(() => runs.length === 3);
    // Timers never fire early (a millisecond of rounding aside): the waits are 400 ms, then 800 ms.
    expect((runAt[1] ?? 0) - (runAt[0] ?? 0)).toBeGreaterThanOrEqual(390);
    expect((runAt[2] ?? 0) - (runAt[1] ?? 0)).toBeGreaterThanOrEqual(790);
  });

  it('tries a new release at once even while waiting after a failure', async () => {
    failing = true;
    prerenderer = new Prerenderer(site, shell, () => undefined, { run: fakeRun, retryAfterMs: 60_000, pollMs: 60_000 });
    await prerenderer.start('http://localhost:1');
    failing = false;
    await release('1.3.0_4');
    await until(() => runs.length === 2);
  });
});

describe('sitemap entries of a release', () => {
  const hostile = [
    '@127.0.0.1:9/latest/meta-data/',
    '//127.0.0.1:9/x',
    'http://127.0.0.1:9/',
    '/ok/../../etc',
    '/a?b=c',
    '/a#b',
    '/<script>alert(1)</script>',
    '/%2e%2e/',
    ':9/x',
    '.127.0.0.1',
    '/a\\@127.0.0.1',
    ' /about',
    '/about\n',
    42,
    null,
  ];

  beforeEach(async () => {
    const folder = path.join(site, 'releases', 'shop', '1.0.0_1');
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'sitemap.json'), JSON.stringify(['/shop', '/product-single/kit', ...hostile]));
  });

  it('only plain site paths reach the prerenderer; the rest are named in its log', async () => {
    const refused: string[] = [];
    const addresses = await addressesToPrerender(site, (entry) => refused.push(entry));
    expect(addresses).toEqual(expect.arrayContaining(['/shop', '/product-single/kit', '/about']));
    for (const entry of hostile) expect(addresses).not.toContain(entry);
    expect(refused).toHaveLength(hostile.length);
  });

  it('saves every page in each language, never a staff page', async () => {
    const addresses = await addressesToPrerender(site);
    expect(addresses).toEqual(expect.arrayContaining(['/', '/te', '/hi', '/te/about', '/hi/about', '/te/product-single/kit', '/hi/shop']));
    expect(addresses.filter((address) => address.endsWith('/staff'))).toEqual([]);
  });

  it('only plain site paths are written into /sitemap.xml', async () => {
    const xml = renderSitemap(await livePaths(site));
    expect(xml).toContain('<loc>https://www.ashrayahospital.in/shop</loc>');
    expect(xml).not.toMatch(/127\.0\.0\.1|script|%2e|\.\.|@/);
    expect(renderSitemap(['/shop', '@evil.example/x'])).not.toContain('evil');
  });
});
