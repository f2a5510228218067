import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createSiteServer } from './server';
import { writeRouteLists } from '../test/declared-routes';

let app: FastifyInstance;
let base: string;
let api: Server;
let apiUrl: string;
const seenByApi: Array<{ url?: string; body: string; type?: string; forwardedFor?: string | string[] }> = [];

beforeAll(async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'site-'));
  const site = path.join(root, 'site');
  const shell = path.join(root, 'shell');
  const release = path.join(site, 'releases', 'shop', '1.0.0_1');
  await mkdir(path.join(release, 'static', 'js'), { recursive: true });
  await mkdir(path.join(shell, 'static', 'js'), { recursive: true });
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
  await writeFile(path.join(release, 'sitemap.json'), JSON.stringify(['/cart', '/shop']));
  await writeFile(path.join(release, 'remoteEntry.js'), '// entry');
  await writeFile(path.join(release, 'static', 'js', 'page.0123456789.js'), '// chunk');
  await writeFile(path.join(shell, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(shell, 'static', 'js', 'main.0123456789.js'), '// main');
  await writeFile(path.join(shell, 'sw.js'), '// worker');
  await writeFile(path.join(shell, 'manifest.webmanifest'), '{"name":"Hospital"}');

  api = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seenByApi.push({ url: request.url, body, type: request.headers['content-type'], forwardedFor: request.headers['x-forwarded-for'] });
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ success: true }));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const address = api.address();
  apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  app = await createSiteServer({ site, shell, apiUpstreams: [apiUrl] });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app.close();
  api.close();
});

const get = (url: string, accept = '*/*') => fetch(`${base}${url}`, { headers: { accept } });

describe('the local site server', () => {
  it('serves the deployment map and manifests no-cache, so a change reaches the next page load', async () => {
    expect((await get('/remotes.json')).headers.get('cache-control')).toBe('no-cache');
    const manifest = await get('/remotes/shop/1.0.0_1/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('serves files of a release and hashed shell files as immutable', async () => {
    const chunk = await get('/remotes/shop/1.0.0_1/static/js/page.0123456789.js');
    expect(chunk.headers.get('cache-control')).toContain('immutable');
    expect((await get('/static/js/main.0123456789.js')).headers.get('cache-control')).toContain('immutable');
  });

  it('answers every client route with the shell page, revalidated each time', async () => {
    for (const url of ['/', '/about', '/team-single/someone', '/no/such/page']) {
      const page = await get(url, 'text/html');
      // An address the site has no page for is still the shell's page (its 404 content), with status 404.
      expect(page.status).toBe(url === '/no/such/page' ? 404 : 200);
      expect(page.headers.get('x-robots-tag')).toBe(url === '/no/such/page' ? 'noindex' : null);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(await page.text()).toContain('id="root"');
    }
  });

  it('moves a correctly spelt or older address to the route for good, in its language, with its query', async () => {
    const moved = async (url: string, method = 'GET') => {
      const answer = await fetch(`${base}${url}`, { method, redirect: 'manual' });
      return [answer.status, answer.headers.get('location')];
    };
    expect(await moved('/appointment?doctor=dr-a')).toEqual([301, '/appoinment?doctor=dr-a']);
    expect(await moved('/te/order-received')).toEqual([301, '/te/order_received']);
    expect(await moved('/hi/shop-single/%62p-monitor', 'HEAD')).toEqual([301, '/hi/product-single/bp-monitor']);
    // Only a whole alias moves.
    expect((await moved('/appointment/x'))[0]).toBe(404);
  });

  it('serves the service worker no-cache, so a new shell build reaches a visitor who has the old worker', async () => {
    const worker = await get('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the web app manifest as application/manifest+json, revalidated', async () => {
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a missing release file with 404, not the shell page', async () => {
    const missing = await get('/remotes/shop/9.9.9/mf-manifest.json', 'text/html');
    expect(missing.status).toBe(404);
  });

  it('passes /api requests to the booking API with their body untouched', async () => {
    const response = await fetch(`${base}/api/appointments/book-appointment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken": ',
    });
    expect(response.status).toBe(201);
    expect(seenByApi.at(-1)).toEqual({
      url: '/api/appointments/book-appointment',
      body: '{"broken": ',
      type: 'application/json',
      forwardedFor: '127.0.0.1',
    });
  });
});

describe('findability', () => {
  it('builds sitemap.xml from the addresses the live releases recorded', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    const xml = await sitemap.text();
    expect(xml).toContain('<loc>https://www.ashrayahospital.in/shop</loc>');
    expect(xml).toContain('<loc>https://www.ashrayahospital.in/cart</loc>');
  });

  it('points crawlers at the sitemap', async () => {
    expect(await (await get('/robots.txt')).text()).toContain('Sitemap: https://www.ashrayahospital.in/sitemap.xml');
  });
});

describe('without a booking API', () => {
  it('answers /api with 503 and the JSON shape every caller expects', async () => {
    const bare = await createSiteServer({ site: tmpdir(), shell: tmpdir(), apiUpstreams: [] });
    const response = await bare.inject({ method: 'POST', url: '/api/appointments/book-appointment' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ success: false, message: expect.any(String) });
    await bare.close();
  });
});
