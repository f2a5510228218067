import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createSiteServer } from './server';
import { acceptedEncoding, writeTwins } from './compression';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const SCRIPT = `/* main */ ${'console.log("a line the compressor shrinks");\n'.repeat(200)}`;
const MANIFEST = JSON.stringify({ id: 'shop', padding: 'x'.repeat(3000) });
const PAGE = `<!doctype html><html><body>${'<p>Prerendered paragraph.</p>'.repeat(300)}</body></html>`;
const API_BODY = JSON.stringify({ success: true, slots: Array.from({ length: 200 }, (_, i) => ({ time: `09:${i % 60}`, free: true })) });

let app: FastifyInstance;
let api: Server;

async function saveWithTwins(file: string, body: string) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, body);
  await writeTwins(file, Buffer.from(body));
}

/** Stands in for the page renderer: /about is rendered, with its compressed twins. */
const renderedAbout = {
  page: async (address: string) =>
    address === '/about'
      ? {
          status: 200 as const,
          html: Buffer.from(PAGE),
          br: brotliCompressSync(PAGE),
          gzip: gzipSync(PAGE),
          releases: 'content=none; booking=none; shop=none; shell=test',
        }
      : null,
  ready: async () => true,
};

beforeAll(async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'compressed-'));
  const site = path.join(root, 'site');
  const shell = path.join(root, 'shell');
  const release = path.join(site, 'releases', 'shop', '1.0.0_1');
  await mkdir(release, { recursive: true });
  await writeFile(path.join(site, 'remotes.json'), JSON.stringify({ shop: '/remotes/shop/1.0.0_1/mf-manifest.json' }));
  await saveWithTwins(path.join(release, 'mf-manifest.json'), MANIFEST);
  await writeFile(path.join(release, 'sitemap.json'), JSON.stringify(Array.from({ length: 60 }, (_, i) => `/product-single/item-${i}`)));
  await saveWithTwins(path.join(shell, 'index.html'), '<!doctype html><div id="root"></div>');
  await saveWithTwins(path.join(shell, 'static', 'js', 'main.0123456789.js'), SCRIPT);

  api = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(API_BODY);
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const address = api.address();
  const apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  app = await createSiteServer({ site, shell, apiUpstreams: [apiUrl], pages: renderedAbout });
});

afterAll(async () => {
  await app.close();
  api.close();
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });

const decoded = (response: Awaited<ReturnType<typeof get>>) => {
  const encoding = response.headers['content-encoding'];
  const raw = response.rawPayload;
  return (encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw).toString();
};

describe('compressed responses', () => {
  it("sends a script's brotli twin, else its gzip twin, else the file, each marked for caches", async () => {
    const url = '/static/js/main.0123456789.js';
    const br = await get(url, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    const gz = await get(url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const response of [br, gz, plain]) {
      expect(decoded(response)).toBe(SCRIPT);
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('keeps a compressed manifest no-cache and open to other origins, like the file itself', async () => {
    const response = await get('/remotes/shop/1.0.0_1/mf-manifest.json', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['content-type']).toMatch(/json/);
    expect(decoded(response)).toBe(MANIFEST);
  });

  it('sends a rendered page compressed, from the twins made with it', async () => {
    for (const encoding of ['br', 'gzip']) {
      const response = await get('/about', `${encoding}`);
      expect(response.headers['x-server-rendered']).toBe('1');
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.rawPayload.length).toBeLessThan(PAGE.length / 10);
      expect(decoded(response)).toBe(PAGE);
    }
    expect(decoded(await get('/about'))).toBe(PAGE);
  });

  it("compresses the booking API's JSON and the sitemap on the fly", async () => {
    const answer = await get('/api/slots', 'gzip, br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(answer))).toEqual(JSON.parse(API_BODY));
    const sitemap = await get('/sitemap.xml', 'gzip');
    expect(sitemap.headers['content-encoding']).toBe('gzip');
    expect(decoded(sitemap)).toContain('<urlset');
  });

  it('picks the best encoding a visitor accepts', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('deflate')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });
});
