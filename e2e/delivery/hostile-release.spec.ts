// A release whose sitemap lists addresses of other hosts, published to a copy of the e2e site
// served by a second site server, so the shared stack's pages stay as they are.
import { cp, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeLive, publish, releaseNameOf } from '@hospital/site/releases';
import { PageRenderer } from '@hospital/site/render';
import { exportSite } from '@hospital/site/export';
import { createSiteServer } from '@hospital/site/server';
import { E2E_PORT } from '../../playwright.config';
import { expect, test } from '../support/test';
import { ROOT, SITE } from '../support/stack';

const SHELL = path.join(ROOT, 'shell/dist');

test('a release whose sitemap lists addresses of other hosts is published, and nothing outside the site is asked for', async ({
  request,
}) => {
  test.setTimeout(300_000);
  // The host the entries point at records every connection; none may come. Loopback only.
  const reached: string[] = [];
  const elsewhere = createServer((incoming, answer) => {
    reached.push(`${incoming.method} ${incoming.url}`);
    answer.end();
  });
  elsewhere.on('connection', () => reached.push('connection'));
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
  const hostile = [
    `@${host}/latest/meta-data/`,
    `//${host}/x`,
    `http://${host}/`,
    `/ok/../@${host}`,
    `.${host}`,
    `/a?next=http://${host}/`,
  ];

  const site = await mkdtemp(path.join(tmpdir(), 'hostile-site-'));
  await cp(path.join(SITE, 'releases'), path.join(site, 'releases'), { recursive: true });
  await cp(path.join(SITE, 'remotes.json'), path.join(site, 'remotes.json'));
  const logged: string[] = [];
  const pages = new PageRenderer({ site, shell: SHELL, log: (line) => logged.push(line) });
  const app = await createSiteServer({ site, shell: SHELL, pages });
  // The stack holds E2E_PORT (site), + 1 (API), + 2 (the mail catcher) and + 3 (the payment stand-in).
  const base = `http://localhost:${E2E_PORT + 4}`;
  await app.listen({ port: E2E_PORT + 4, host: 'localhost' });
  try {
    // The live booking build, published again with a sitemap that also lists the hostile entries.
    const map = JSON.parse(await readFile(path.join(site, 'remotes.json'), 'utf8')) as Record<string, string>;
    const live = releaseNameOf(map.booking) as string;
    const source = await mkdtemp(path.join(tmpdir(), 'hostile-release-'));
    await cp(path.join(site, 'releases', 'booking', live), source, { recursive: true });
    const listed = JSON.parse(await readFile(path.join(source, 'sitemap.json'), 'utf8')) as string[];
    await writeFile(path.join(source, 'sitemap.json'), JSON.stringify([...listed, ...hostile]));
    process.env.SITE_DIR = site;
    const version = `1.0.2-hostile.${Date.now()}`;
    await publish('booking', `${version}_e2e`, version, { source, sitemap: false });
    await makeLive('booking', `${version}_e2e`);

    // The next request is rendered with the new release.
    const page = await request.get(`${base}/appoinment`);
    expect(page.headers()['x-server-rendered']).toBe('1');
    expect(await page.text()).toContain(`/remotes/booking/${version}_e2e/`);
    const sitemap = await (await request.get(`${base}/sitemap.xml`)).text();
    expect(sitemap).toContain('/appoinment</loc>');
    expect(sitemap).not.toContain('127.0.0.1');

    // The static export renders what the sitemap lists, and none of the hostile entries.
    const out = await mkdtemp(path.join(tmpdir(), 'hostile-export-'));
    const result = await exportSite({ site, shell: SHELL, out, log: (line) => logged.push(line) });
    expect(result.failed).toEqual([]);
    expect(logged.join('\n')).toContain(`Sitemap entries that are not site paths were left out: "@${host}/latest/meta-data/"`);
    const written = await readdir(out, { recursive: true });
    expect(written).toContain('appoinment.html');
    expect(written.filter((file) => String(file).includes(host) || String(file).includes('@'))).toEqual([]);
    expect(reached).toEqual([]);
  } finally {
    await app.close();
    await pages.close();
    elsewhere.close();
  }
});
