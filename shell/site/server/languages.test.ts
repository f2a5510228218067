import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createSiteServer, rememberedLanguage } from './server';
import { writeRouteLists } from '../test/declared-routes';

let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'site-languages-'));
  const site = path.join(root, 'site');
  const shell = path.join(root, 'shell');
  const release = path.join(site, 'releases', 'shop', '1.0.0_1');
  await mkdir(release, { recursive: true });
  await mkdir(shell, { recursive: true });
  await writeFile(
    path.join(site, 'remotes.json'),
    JSON.stringify({
      content: '/remotes/content/1.0.0_1/mf-manifest.json',
      booking: '/remotes/booking/1.0.0_1/mf-manifest.json',
      shop: '/remotes/shop/1.0.0_1/mf-manifest.json',
    }),
  );
  await writeRouteLists({
    content: path.join(site, 'releases', 'content', '1.0.0_1'),
    booking: path.join(site, 'releases', 'booking', '1.0.0_1'),
    shop: release,
  });
  await writeFile(path.join(release, 'mf-manifest.json'), '{}');
  await writeFile(path.join(release, 'sitemap.json'), JSON.stringify(['/shop']));
  await writeFile(path.join(shell, 'index.html'), '<!doctype html><html lang="en-IN"><body><div id="root"></div></body></html>');
  app = await createSiteServer({ site, shell, apiUpstreams: [] });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => fetch(`${base}${url}`, { headers, redirect: 'manual' });

describe('pages in each language', () => {
  it.each([
    ['/about', 'en-IN'],
    ['/te/about', 'te-IN'],
    ['/hi/cart', 'hi-IN'],
    ['/te', 'te-IN'],
    ['/hi/no-such-page', 'hi-IN'],
  ])('%s is the shell page saying lang="%s" before its script runs', async (address, lang) => {
    const response = await get(address, { 'accept-encoding': 'gzip, br' });
    expect(response.status).toBe(address.includes('no-such-page') ? 404 : 200);
    expect(await response.text()).toContain(`<html lang="${lang}">`);
  });

  it('keeps staff pages out of search engines in every language', async () => {
    expect((await get('/te/staff')).headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });
});

describe('the remembered language', () => {
  it('sends the bare address to the language the visitor chose last', async () => {
    const response = await get('/', { cookie: 'theme=x; lang=te' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/te');
    expect(response.headers.get('vary')).toContain('Cookie');
  });

  it('serves the English home page when the choice was English, unknown or never made', async () => {
    for (const cookie of ['lang=en', 'lang=fr', 'xlang=te', '']) {
      const response = await get('/', cookie ? { cookie } : {});
      expect({ cookie, status: response.status }).toEqual({ cookie, status: 200 });
      expect(response.headers.get('vary')).toContain('Cookie');
    }
  });

  it('never overrides an address that names its language', async () => {
    expect((await get('/about', { cookie: 'lang=hi' })).status).toBe(200);
    expect(rememberedLanguage('a=1; lang=hi')).toBe('hi');
    expect(rememberedLanguage('lang=hi-IN')).toBeUndefined();
  });
});

describe('the sitemap', () => {
  it('lists every page in the three languages, each with its alternates and an English x-default', async () => {
    const xml = await (await get('/sitemap.xml')).text();
    for (const loc of ['/shop', '/te/shop', '/hi/shop']) expect(xml).toContain(`<loc>https://www.ashrayahospital.in${loc}</loc>`);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml.match(/hreflang="te" href="https:\/\/www\.ashrayahospital\.in\/te\/shop"/g)).toHaveLength(3);
    expect(xml).toContain('hreflang="x-default" href="https://www.ashrayahospital.in/shop"');
  });
});
