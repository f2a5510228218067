// The payment gateway's script and frame are allowed on the booking page and an appointment's own page
// only; and its webhooks reach the booking API through the site byte for byte (their signature is over
// the raw body).
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createSiteServer } from './server';
import { gatewayOrigins } from './security-headers';

const GATEWAY = 'http://127.0.0.1:13190';
let app: FastifyInstance;
let plain: FastifyInstance;
let rendering: FastifyInstance;
let base: string;
let plainBase: string;
let renderingBase: string;
// One rendered answer for every address (as a 404 page may be): its policy must still follow the address.
const PAGE = '<!doctype html><html lang="en"><div id="root"><main>rendered</main></div></html>';
const oneAnswer = {
  status: 200 as const,
  html: Buffer.from(PAGE),
  br: brotliCompressSync(PAGE),
  gzip: gzipSync(PAGE),
  releases: 'content=none; booking=none; shop=none; shell=test',
};
const renderEverything = { page: async () => oneAnswer, ready: async () => true };
let api: Server;
const received: Buffer[] = [];

beforeAll(async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'site-pay-'));
  const site = path.join(root, 'site');
  const shell = path.join(root, 'shell');
  await mkdir(site, { recursive: true });
  await mkdir(shell, { recursive: true });
  await writeFile(path.join(site, 'remotes.json'), '{}');
  await writeFile(path.join(shell, 'index.html'), '<!doctype html><html lang="en"><div id="root"></div></html>');
  api = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push(Buffer.concat(chunks));
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"success":true}');
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const address = api.address();
  const apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  app = await createSiteServer({ site, shell, apiUpstreams: [apiUrl], gateway: [GATEWAY] });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  plain = await createSiteServer({ site, shell, apiUpstreams: [apiUrl], gateway: [] });
  plainBase = await plain.listen({ port: 0, host: '127.0.0.1' });
  rendering = await createSiteServer({ site, shell, apiUpstreams: [apiUrl], gateway: [GATEWAY], pages: renderEverything });
  renderingBase = await rendering.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app.close();
  await plain.close();
  await rendering.close();
  api.close();
});

const policyOf = async (url: string) => {
  const response = await fetch(url);
  return {
    csp: response.headers.get('content-security-policy') ?? '',
    coop: response.headers.get('cross-origin-opener-policy'),
    permissions: response.headers.get('permissions-policy') ?? '',
  };
};
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('the payment gateway in the pages’ policy', () => {
  it('is allowed to run its script and frame on the booking page and an appointment’s page, in every language', async () => {
    for (const page of ['/appoinment', '/te/appoinment', '/hi/appoinment/manage', `/appoinment/manage/${'a'.repeat(43)}`]) {
      const { csp, coop, permissions } = await policyOf(`${base}${page}`);
      expect(directive(csp, 'script-src')).toContain(GATEWAY);
      expect(directive(csp, 'frame-src')).toContain(GATEWAY);
      expect(coop).toBe('same-origin-allow-popups');
      expect(permissions).toContain(`payment=(self "${GATEWAY}")`);
    }
  });

  it('is allowed nowhere else, and nowhere at all without a gateway', async () => {
    for (const page of ['/', '/about', '/te', '/shop/checkout', '/staff', '/doctors/dr-karthik-varma']) {
      const { csp, coop, permissions } = await policyOf(`${base}${page}`);
      expect(csp).not.toContain(GATEWAY);
      expect(coop).toBe('same-origin');
      expect(permissions).toContain('payment=()');
    }
    expect((await policyOf(`${plainBase}/appoinment`)).csp).not.toContain('127.0.0.1:13190');
  });

  it('follows the address on server-rendered pages too, whichever address was rendered first', async () => {
    for (const [page, allowed] of [
      ['/about', false],
      ['/appoinment', true],
      ['/', false],
      ['/te/appoinment/manage', true],
    ] as const) {
      const response = await fetch(`${renderingBase}${page}`);
      expect(response.headers.get('x-server-rendered')).toBe('1');
      expect(directive(response.headers.get('content-security-policy') ?? '', 'script-src').includes(GATEWAY)).toBe(allowed);
      expect(response.headers.get('cross-origin-opener-policy')).toBe(allowed ? 'same-origin-allow-popups' : 'same-origin');
    }
  });

  it('takes its origins from the booking API’s own settings, and none without keys', () => {
    expect(gatewayOrigins({})).toEqual([]);
    expect(gatewayOrigins({ RAZORPAY_KEY_ID: 'rzp_live_x' })).toEqual(['https://checkout.razorpay.com', 'https://api.razorpay.com']);
    expect(gatewayOrigins({ RAZORPAY_KEY_ID: 'k', RAZORPAY_API_URL: GATEWAY, RAZORPAY_CHECKOUT_URL: `${GATEWAY}/v1/checkout.js` })).toEqual(
      [GATEWAY],
    );
  });
});

describe('the gateway’s webhooks through the site', () => {
  it('reach the booking API byte for byte', async () => {
    const body = Buffer.from('{ "entity":"event",  "event":"payment.captured", "note":"₹800 \\u00e9" }\n', 'utf8');
    const response = await fetch(`${base}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'ab' },
      body,
    });
    expect(response.status).toBe(200);
    expect(received.at(-1)?.equals(body)).toBe(true);
  });
});
