import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createSiteServer } from './server';
import { addressesToPrerender, pageKey, setDir } from '../prerender/prerender';

const PLAIN = '<!doctype html><div id="root"></div>';
let app: FastifyInstance;
let site: string;
const requests: string[] = [];
const prerenderer = { request: () => void requests.push('asked'), busy: () => false };

const page = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

beforeEach(async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'prerendered-'));
  site = path.join(root, 'site');
  const shell = path.join(root, 'shell');
  const release = path.join(site, 'releases', 'shop', '1.0.0_1');
  await mkdir(release, { recursive: true });
  await mkdir(shell, { recursive: true });
  await writeFile(path.join(site, 'remotes.json'), JSON.stringify({ shop: '/remotes/shop/1.0.0_1/mf-manifest.json' }));
  await writeFile(path.join(release, 'sitemap.json'), JSON.stringify(['/shop', '/product-single/kit']));
  await writeFile(path.join(shell, 'index.html'), PLAIN);
  const saved = setDir(site, await pageKey(site, shell));
  await mkdir(saved, { recursive: true });
  await writeFile(path.join(saved, `${encodeURIComponent('/about')}.html`), '<h1>About, prerendered</h1>');
  requests.length = 0;
  app = await createSiteServer({ site, shell, prerenderer });
});

afterEach(() => app.close());

describe('prerendered pages', () => {
  it('serves the saved page of an address under the current shell and map, marked as such', async () => {
    const response = await page('/about?from=menu');
    expect(response.body).toBe('<h1>About, prerendered</h1>');
    expect(response.headers['x-prerendered']).toBe('1');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the plain page for an address that has no saved page', async () => {
    const response = await page('/no-such-page');
    expect(response.body).toBe(PLAIN);
    expect(response.headers['x-prerendered']).toBeUndefined();
    expect(requests).toEqual([]);
  });

  it('never serves pages saved for another map: after a release it serves the plain page', async () => {
    await writeFile(path.join(site, 'remotes.json'), JSON.stringify({ shop: '/remotes/shop/1.0.1_2/mf-manifest.json' }));
    const response = await page('/about');
    expect(response.body).toBe(PLAIN);
  });

  it('never starts prerendering because of a visit: the release flow does that', async () => {
    await writeFile(path.join(site, 'remotes.json'), JSON.stringify({ shop: '/remotes/shop/1.0.1_2/mf-manifest.json' }));
    for (const address of ['/', '/about', '/shop', '/no-such-page']) await page(address);
    expect(requests).toEqual([]);
  });

  it('says whether the pages of the current map are ready', async () => {
    const ready = await app.inject({ method: 'GET', url: '/prerendered.json' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ saved: true, busy: false });
  });

  it('prerenders every plain route and every address the live releases list', async () => {
    const addresses = await addressesToPrerender(site);
    expect(addresses).toEqual(expect.arrayContaining(['/', '/about', '/cart', '/shop', '/product-single/kit', '/emergency-help', '/offline']));
    expect(addresses.some((address) => address.includes(':'))).toBe(false);
    expect(addresses).not.toContain('/404');
  });
});
