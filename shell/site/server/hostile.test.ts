// The site server under hostile traffic: time-outs, malformed addresses and headers, hidden
// files, odd methods. Raw sockets where fetch would repair the request.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { NOT_FOUND_PATH } from '@hospital/shared-types';
import { declaredRoutes, writeRouteLists } from '../test/declared-routes';
import { createSiteServer } from './server';
import { serverLimits } from './limits';
import { rawExchange, rawGet } from '../test/raw-socket';

const MARK = 'h0stile';
// Real sockets and real time-outs: generous limits, so a busy machine does not fail them. The idle limit is
// well past the request limit (as in production, 2x): the request time-out is checked once a second, so it
// fires 1-2 s in, and must answer 408 before the idle time-out closes the socket without a word.
jest.setTimeout(30_000);
let app: FastifyInstance;
let port: number;
let api: Server;
let apiUrl: string;
const seenByApi: IncomingHttpHeaders[] = [];

async function fixture() {
  const root = await mkdtemp(path.join(tmpdir(), 'site-hostile-'));
  const site = path.join(root, 'site');
  const shell = path.join(root, 'shell');
  const release = path.join(site, 'releases', 'shop', '1.0.0_1');
  await mkdir(path.join(release, 'static', 'js'), { recursive: true });
  await mkdir(path.join(site, 'releases', 'shop', '.staging-1.1.0_2'), { recursive: true });
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
  await writeFile(path.join(release, '.env'), 'ADMIN_TOKEN=secret');
  await writeFile(path.join(site, 'releases', 'shop', '.staging-1.1.0_2', 'mf-manifest.json'), '{"half":"copied"}');
  await writeFile(path.join(shell, '.env'), 'DATABASE_URL=postgres://secret');
  await writeFile(
    path.join(shell, 'index.html'),
    '<!doctype html><html><head><script>window.x=1</script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(shell, 'static', 'js', 'main.0123456789.js'), '// main');
  return { site, shell };
}

beforeAll(async () => {
  api = createServer((request, response) => {
    seenByApi.push(request.headers);
    request.resume();
    request.on('end', () => {
      // What the booking API sends with every answer: stricter than a page's headers.
      response.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'referrer-policy': 'no-referrer',
        'x-frame-options': 'DENY',
      });
      response.end('{"status":"ok"}');
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  const limits = { ...serverLimits({}), requestTimeoutMs: 1_000, headersTimeoutMs: 1_000, idleTimeoutMs: 4_000 };
  app = await createSiteServer({ ...(await fixture()), apiUpstreams: [apiUrl], limits, trustProxy: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app.close();
  api.close();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

/** A proper refusal: 4xx, the right shape for its address, no trace of what was sent. */
function expectRefusal(answer: { statusCode: number; headers: Record<string, unknown>; body: string }, api: boolean) {
  expect(answer.statusCode).toBeGreaterThanOrEqual(400);
  expect(answer.statusCode).toBeLessThan(500);
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.body).not.toContain(MARK);
  if (api) {
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(answer.body)).toEqual({ success: false, message: expect.any(String) });
  } else {
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body).toMatch(/^<!doctype html>/);
    expect(answer.body).toContain('Go to the home page');
  }
}

/** A raw answer, parsed enough to check it the same way. */
const parsed = (text: string) => {
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const headers = Object.fromEntries(
    head
      .split('\r\n')
      .slice(1)
      .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return { statusCode: Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1] ?? 0), headers, body };
};

describe('slow and abandoned requests', () => {
  it('answers 408 and closes a socket whose body stops arriving, instead of holding it', async () => {
    const held = await rawExchange(
      port,
      [
        `POST /api/appointments/book-appointment HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":`,
      ],
      { waitMs: 10_000 },
    );
    expect(held.closedAfterMs).not.toBeNull();
    expect(held.closedAfterMs).toBeLessThan(8_000);
    expect(held.status).toBe(408);
    expectRefusal(parsed(held.text), true);
  });

  it('closes a connection whose headers trickle in, or that never says anything', async () => {
    const trickled = await rawExchange(port, ['GET /about HTTP/1.1\r\n', 'Host: localhost\r\n', 'X-A: 1\r\n', 'X-B: 2\r\n', 'X-C: 3\r\n'], {
      waitMs: 10_000,
      pauseMs: 600,
    });
    expect(trickled.closedAfterMs).not.toBeNull();
    expect(trickled.closedAfterMs).toBeLessThan(8_000);
    const silent = await rawExchange(port, [], { waitMs: 10_000 });
    expect(silent.closedAfterMs).not.toBeNull();
    expect(silent.closedAfterMs).toBeLessThan(8_000);
  });

  it('takes the time-outs from the environment, about 30 s by default', () => {
    expect(serverLimits({}).requestTimeoutMs).toBe(30_000);
    expect(serverLimits({ REQUEST_TIMEOUT_MS: '12000' }).requestTimeoutMs).toBe(12_000);
    expect(() => serverLimits({ REQUEST_TIMEOUT_MS: 'soon' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });
});

describe('malformed addresses', () => {
  it.each([
    '/api/appointments/config?q=%',
    `/api/appointments/config?${MARK}=%zz`,
    `/api/%zz${MARK}`,
    '/api/appointments/config?q=%ff%fe',
    '/api/%00',
    '/api/a%2f..%2f..%2fremotes.json',
  ])('refuses %s with a 400 in the API shape', async (url) => {
    const answer = await get(url);
    expect(answer.statusCode).toBe(400);
    expectRefusal(answer, true);
  });

  it.each([`/%zz${MARK}`, `/about?${MARK}=%`, '/%c0%af', '/static/..%5c..%5cindex.html', '/about%00', '/%0d%0aSet-Cookie:x=1'])(
    'refuses %s with a 400 page',
    async (url) => {
      const answer = await get(url, { accept: 'text/html' });
      expect(answer.statusCode).toBe(400);
      expectRefusal(answer, false);
    },
  );

  it.each([
    '/../../../etc/passwd',
    '/remotes/../remotes.json',
    '/remotes/shop/../../remotes.json',
    '/static/%2e%2e/%2e%2e/index.html',
    '/remotes/%2e%2e%2fremotes.json',
    '/remotes/shop/1.0.0_1/..%2f..%2f..%2fremotes.json',
    '//etc/passwd',
    `/remotes/shop/%2e%2e/${MARK}`,
  ])('never serves anything outside the served folders for %s, raw on the wire', async (url) => {
    const answer = parsed((await rawExchange(port, [rawGet(url)])).text);
    expect(answer.statusCode).toBe(400);
    expect(answer.body).not.toMatch(/root:|"shop"|mf-manifest/);
    expectRefusal(answer, false);
  });
});

describe('malformed and oversized requests', () => {
  it.each([
    ['an oversized header', rawGet('/about', { 'X-Filler': 'a'.repeat(20 * 1024) }), 431],
    ['an oversized address', rawGet(`/about?q=${'a'.repeat(20 * 1024)}`), 431],
    ['a header without a colon', 'GET /about HTTP/1.1\r\nHost: localhost\r\nBroken header line\r\n\r\n', 400],
    ['a control character in a header', 'GET /about HTTP/1.1\r\nHost: localhost\r\nX-A: a\u0001b\r\n\r\n', 400],
    ['two different lengths', 'POST /api/x HTTP/1.1\r\nHost: localhost\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\nabcd', 400],
    ['a length that is not a number', 'POST /api/x HTTP/1.1\r\nHost: localhost\r\nContent-Length: abc\r\n\r\n', 400],
    [
      'both a length and chunks',
      'POST /api/x HTTP/1.1\r\nHost: localhost\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      400,
    ],
    [
      'a broken chunk',
      'POST /api/x HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
      400,
    ],
    ['a method that does not exist', 'BREW /about HTTP/1.1\r\nHost: localhost\r\n\r\n', 400],
    ['not HTTP at all', `\u0016\u0003\u0001${MARK}\r\n\r\n`, 400],
    ['two Host headers', `GET /about HTTP/1.1\r\nHost: localhost\r\nHost: ${MARK}.example\r\n\r\n`, 400],
    ['a CONNECT', `CONNECT localhost:1 HTTP/1.1\r\nHost: localhost:1\r\nX-Mark: ${MARK}\r\n\r\n`, 405],
    ['an Expect that cannot be met', `GET /about HTTP/1.1\r\nHost: localhost\r\nExpect: ${MARK}\r\n\r\n`, 417],
    ['a body announced for a page', 'POST /about HTTP/1.1\r\nHost: localhost\r\nExpect: 100-continue\r\nContent-Length: 10\r\n\r\n', 405],
  ])('answers %s with a 4xx and closes', async (_name, request, status) => {
    const exchange = await rawExchange(port, [request]);
    expect(exchange.status).toBe(status);
    expect(exchange.closedAfterMs).not.toBeNull();
    const answer = parsed(exchange.text);
    expect(answer.body).not.toContain(MARK);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses an /api body over the cap with a 413 in the API shape, before the API sees it', async () => {
    const before = seenByApi.length;
    const answer = await app.inject({
      method: 'POST',
      url: '/api/appointments/book-appointment',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(70 * 1024) }),
    });
    expect(answer.statusCode).toBe(413);
    expectRefusal(answer, true);
    expect(seenByApi.length).toBe(before);
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE'])(
    'answers %s on a page address with 405 and the methods it takes',
    async (method) => {
      const answer = await app.inject({ method: method as 'POST', url: '/about', headers: { accept: 'text/html' } });
      expect(answer.statusCode).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD');
      expectRefusal(answer, false);
    },
  );
});

describe('page addresses', () => {
  const addresses = declaredRoutes().map((route) => route.path.replace(/:\w+/g, 'some-slug'));

  it.each([['*/*'], ['application/json'], [undefined]])(
    'answers every route the live releases state with its page to Accept %s',
    async (accept) => {
      expect(addresses.length).toBeGreaterThan(20);
      for (const address of addresses) {
        const answer = await app.inject({ method: 'GET', url: address, headers: accept ? { accept } : {} });
        // The catch-all's own address is a page the site does not have: 404, with the page (docs/product-rules.md#page-not-found).
        const status = address === NOT_FOUND_PATH ? 404 : 200;
        expect([address, answer.statusCode, answer.headers['content-type']]).toEqual([address, status, 'text/html; charset=utf-8']);
        expect(answer.body).toContain('id="root"');
      }
    },
  );

  it('answers HEAD on a page address like GET, without a body', async () => {
    const answer = await app.inject({ method: 'HEAD', url: '/about' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body).toBe('');
  });
});

describe('files that are never served', () => {
  it.each(['/.env', '/remotes/shop/1.0.0_1/.env', '/.git/config', '/%2eenv', '/static/.DS_Store'])(
    'does not serve the hidden file %s',
    async (url) => {
      const answer = await get(url);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toMatch(/secret/);
      expectRefusal(answer, false);
    },
  );

  it('never serves a release while it is being copied into its staging folder', async () => {
    const answer = await get('/remotes/shop/.staging-1.1.0_2/mf-manifest.json');
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('copied');
  });

  it('answers a missing file under /static/ or /remotes/ with 404, whatever the Accept header', async () => {
    for (const accept of ['text/html', '*/*']) {
      expect((await get('/static/js/missing.js', { accept })).statusCode).toBe(404);
      expect((await get('/remotes/shop/1.0.0_1/static/js/missing.js', { accept })).statusCode).toBe(404);
      expect((await get('/remotes/shop/9.9.9/mf-manifest.json', { accept })).statusCode).toBe(404);
      expect((await get('/missing.php', { accept })).statusCode).toBe(404);
    }
  });
});

describe('headers', () => {
  it('gives an HTML page a policy that allows only the site, the map and its own inline script, and no framing', async () => {
    const page = await get('/appoinment', { accept: 'text/html' });
    const policy = String(page.headers['content-security-policy']);
    const hash = createHash('sha256').update('window.x=1').digest('base64');
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain('frame-src https://maps.google.com');
    expect(policy).toContain("object-src 'none'");
    // react-toastify writes its stylesheet into a <style> element: exactly that text is allowed.
    const toastCss = readFileSync(require.resolve('react-toastify/dist/ReactToastify.css'));
    expect(policy).toContain(`'sha256-${createHash('sha256').update(toastCss).digest('base64')}'`);
    expect(policy).not.toMatch(/style-src [^;]*unsafe-inline/);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['permissions-policy']).toContain('camera=()');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it("keeps the booking API's own stricter headers on its answers", async () => {
    const answer = await get('/api/appointments/config');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('marks every answer nosniff with its proper type', async () => {
    for (const [url, type] of [
      ['/static/js/main.0123456789.js', /^(text|application)\/javascript; charset=utf-8$/],
      ['/remotes/shop/1.0.0_1/mf-manifest.json', /^application\/json; charset=utf-8$/],
      ['/remotes.json', /^application\/json; charset=utf-8$/],
      ['/robots.txt', /^text\/plain; charset=utf-8$/],
      ['/sitemap.xml', /^application\/xml/],
      ['/healthz', /^application\/json; charset=utf-8$/],
    ] as const) {
      const answer = await get(url);
      expect([url, answer.statusCode]).toEqual([url, 200]);
      expect(answer.headers['content-type']).toMatch(type);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe('behind a proxy', () => {
  const forwardedFor = () => seenByApi.at(-1)?.['x-forwarded-for'];

  it('ignores a forwarded address unless TRUST_PROXY names the proxy', async () => {
    await app.inject({
      method: 'GET',
      url: '/api/appointments/config',
      remoteAddress: '10.20.30.40',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(forwardedFor()).toBe('10.20.30.40');
  });

  it('passes the visitor behind a trusted proxy to the booking API, so each visitor has their own rate limit', async () => {
    const behind = await createSiteServer({ ...(await fixture()), apiUpstreams: [apiUrl], trustProxy: ['10.20.30.40'] });
    await behind.inject({
      method: 'GET',
      url: '/api/appointments/config',
      remoteAddress: '10.20.30.40',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(forwardedFor()).toBe('203.0.113.9');
    await behind.inject({
      method: 'GET',
      url: '/api/appointments/config',
      remoteAddress: '10.99.99.99',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(forwardedFor()).toBe('10.99.99.99');
    // TLS ends at the proxy: HSTS only when it says the visitor came over HTTPS.
    const secure = await behind.inject({
      method: 'GET',
      url: '/about',
      remoteAddress: '10.20.30.40',
      headers: { 'x-forwarded-proto': 'https', accept: 'text/html' },
    });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    await behind.close();
  });
});
