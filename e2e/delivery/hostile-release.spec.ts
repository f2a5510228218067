// A release whose sitemap lists addresses of other hosts (issue 17), published to a copy of the e2e site
// served by a second site server with its own prerenderer, so the shared stack's pages stay as they are.
import { cp, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeLive, publish, releaseOfUrl } from '@hospital/site/releases';
import { pageKey, PRERENDERED_DIR, prerenderSite, Prerenderer, setDir } from '@hospital/site/prerender';
import { createSiteServer } from '@hospital/site/server';
import { E2E_PORT } from '../../playwright.config';
import { expect, test } from '../support/test';
import { ROOT, SITE } from '../support/stack';

const SHELL = path.join(ROOT, 'shell/dist');

test('a release whose sitemap lists addresses of other hosts is published, and nothing outside the site is asked for', async ({ request }) => {
  // Its own prerenderer saves the English pages only (what is tested here is the sitemap, not the languages):
  // all three took more than 4 minutes on a busy 2-core machine.
  test.setTimeout(420_000);
  // The host the entries point at records every connection; none may come. Loopback only.
  const reached: string[] = [];
  const elsewhere = createServer((incoming, answer) => {
    reached.push(`${incoming.method} ${incoming.url}`);
    answer.end();
  });
  elsewhere.on('connection', () => reached.push('connection'));
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
  const hostile = [`@${host}/latest/meta-data/`, `//${host}/x`, `http://${host}/`, `/ok/../@${host}`, `.${host}`, `/a?next=http://${host}/`];

  // A copy of the e2e site with its saved pages, so only the new release needs prerendering.
  const site = await mkdtemp(path.join(tmpdir(), 'hostile-site-'));
  await cp(path.join(SITE, 'releases'), path.join(site, 'releases'), { recursive: true });
  await cp(path.join(SITE, 'remotes.json'), path.join(site, 'remotes.json'));
  const startKey = await pageKey(site, SHELL);
  await cp(setDir(SITE, startKey), setDir(site, startKey), { recursive: true });

  const logged: string[] = [];
  const prerenderer = new Prerenderer(site, SHELL, (line) => logged.push(line), {
    run: (origin, siteDir, shell, log) => prerenderSite(origin, siteDir, shell, log, ['en']),
  });
  const app = await createSiteServer({ site, shell: SHELL, prerenderer });
  // The stack holds E2E_PORT (site), + 1 (API) and + 2 (the mail catcher).
  const base = `http://localhost:${E2E_PORT + 3}`;
  await app.listen({ port: E2E_PORT + 3, host: 'localhost' });
  try {
    await prerenderer.start(base);
    expect(logged).toEqual([]);

    // The live booking build, published again with a sitemap that also lists the hostile entries.
    const map = JSON.parse(await readFile(path.join(site, 'remotes.json'), 'utf8')) as Record<string, string>;
    const live = releaseOfUrl(map.booking) as string;
    const source = await mkdtemp(path.join(tmpdir(), 'hostile-release-'));
    await cp(path.join(site, 'releases', 'booking', live), source, { recursive: true });
    const listed = JSON.parse(await readFile(path.join(source, 'sitemap.json'), 'utf8')) as string[];
    await writeFile(path.join(source, 'sitemap.json'), JSON.stringify([...listed, ...hostile]));
    process.env.SITE_DIR = site;
    const version = `1.0.2-hostile.${Date.now()}`;
    await publish('booking', `${version}_e2e`, version, { source, sitemap: false });
    await makeLive('booking', `${version}_e2e`);
    const key = await pageKey(site, SHELL);
    expect(key).not.toBe(startKey);

    // No page is visited: the server notices the release and prerenders it by itself.
    await expect
      .poll(async () => (await request.get(`${base}/prerendered.json`)).json(), { timeout: 240_000, intervals: [1_000] })
      .toMatchObject({ key, saved: true, busy: false });
    expect(reached).toEqual([]);
    expect(logged.join('\n')).toContain(`Sitemap entries that are not site paths were left out: "@${host}/latest/meta-data/"`);
    expect(logged.join('\n')).toMatch(/Prerendered \d+ pages/);
    const saved = await readdir(path.join(site, PRERENDERED_DIR, key));
    expect(saved).toContain(`${encodeURIComponent('/appoinment')}.html`);
    expect(saved.filter((file) => decodeURIComponent(file).includes(host) || file.includes('%40'))).toEqual([]);
    const sitemap = await (await request.get(`${base}/sitemap.xml`)).text();
    expect(sitemap).toContain('/appoinment</loc>');
    expect(sitemap).not.toContain('127.0.0.1');
  } finally {
    prerenderer.stop();
    await prerenderer.idle();
    await app.close();
    elsewhere.close();
  }
});
