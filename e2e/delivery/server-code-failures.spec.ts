// A remote's server code that throws or never returns, in a release of its own, rendered by a second site
// server over a copy of the e2e site (the shared stack's pages stay as they are): its part of the page, or
// the page, falls back to the browser, and the site answers on.
import { cp, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { makeLive, publish, releaseNameOf } from '@hospital/site/releases';
import { PageRenderer } from '@hospital/site/render';
import { createSiteServer } from '@hospital/site/server';
import { expect, test } from '../support/test';
import { ROOT, SITE } from '../support/stack';

const SHELL = path.join(ROOT, 'shell/dist');

/**
 * The live content release's server container, wrapped: every page it exposes throws, or loops, when React
 * renders it. Its browser files are untouched, so a browser still gets the real page.
 */
const brokenEntry = (failure: 'throws' | 'loops') => `
const original = require('./remoteEntry.original.js');
const broken = () => { ${failure === 'throws' ? "throw new Error('the release broke on the server');" : 'for (;;) {}'} };
module.exports = {
  ...original,
  async get(name) {
    const factory = await original.get(name);
    return () => {
      const exposed = factory();
      const definition = exposed.default;
      const routes = definition.routes.map((route) => ({ ...route, load: () => Promise.resolve({ default: broken }) }));
      return { ...exposed, default: { ...definition, routes } };
    };
  },
};
`;

test('a remote whose server code throws or loops takes down only its part of the page, or only the render', async ({
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const site = await mkdtemp(path.join(tmpdir(), 'server-failures-site-'));
  const made = [site];
  await cp(path.join(SITE, 'releases'), path.join(site, 'releases'), { recursive: true });
  await cp(path.join(SITE, 'remotes.json'), path.join(site, 'remotes.json'));
  const logged: string[] = [];
  const pages = new PageRenderer({ site, shell: SHELL, log: (line) => logged.push(line), timeLimitMs: 3_000 });
  const app = await createSiteServer({ site, shell: SHELL, pages });
  await app.listen({ port: 0, host: 'localhost' });
  const base = `http://localhost:${(app.server.address() as AddressInfo).port}`;
  const previousSite = process.env.SITE_DIR;
  process.env.SITE_DIR = site;

  const map = JSON.parse(await readFile(path.join(site, 'remotes.json'), 'utf8')) as Record<string, string>;
  const live = releaseNameOf(map.content) as string;
  /** Publishes the live content build again, its server container broken, and makes it live. */
  const releaseBroken = async (failure: 'throws' | 'loops') => {
    const source = await mkdtemp(path.join(tmpdir(), `server-${failure}-`));
    made.push(source);
    await cp(path.join(site, 'releases', 'content', live), source, { recursive: true });
    await rename(path.join(source, 'server', 'remoteEntry.js'), path.join(source, 'server', 'remoteEntry.original.js'));
    await writeFile(path.join(source, 'server', 'remoteEntry.js'), brokenEntry(failure));
    const version = `1.0.3-${failure}.${Date.now()}`;
    await publish('content', `${version}_e2e`, version, { source, sitemap: false });
    await makeLive('content', `${version}_e2e`);
  };

  try {
    await releaseBroken('throws');
    const about = await request.get(`${base}/about`);
    expect(about.status()).toBe(200);
    expect(about.headers()['x-server-rendered']).toBe('1');
    expect(logged.join('\n')).toContain('Rendered /about with content unavailable (its server code failed).');
    // Without JavaScript, the visitor has the whole frame and the content remote's panel in place of its page.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto(`${base}/about`);
    await expect(plain.getByRole('banner')).toBeVisible();
    await expect(plain.getByRole('contentinfo')).toBeVisible();
    await expect(plain.getByTestId('remote-unavailable')).toBeVisible();
    await context.close();
    // Another remote's page renders as ever.
    const booking = await request.get(`${base}/appoinment`);
    expect(booking.headers()['x-server-rendered']).toBe('1');
    expect(await booking.text()).not.toContain('data-testid="remote-unavailable"');

    await releaseBroken('loops');
    const looped = await request.get(`${base}/about`);
    // Given up after the time limit: the plain page for the browser to render, never a 5xx.
    expect(looped.status()).toBe(200);
    expect(looped.headers()['x-server-rendered']).toBeUndefined();
    expect(logged.join('\n')).toMatch(/Rendering \/about failed, the plain page is served .*took longer than 3000 ms/);
    // The looping thread was ended: pages render again in a new one (its start, on a loaded machine, can itself
    // outlast the time limit once).
    await expect.poll(async () => (await request.get(`${base}/appoinment`)).headers()['x-server-rendered'], { timeout: 30_000 }).toBe('1');
  } finally {
    if (previousSite === undefined) delete process.env.SITE_DIR;
    else process.env.SITE_DIR = previousSite;
    await app.close();
    await pages.close();
    await Promise.all(made.map((folder) => rm(folder, { recursive: true, force: true })));
  }
});
