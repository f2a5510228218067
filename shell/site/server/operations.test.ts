// What an operator watches the site server by: its health routes, its one log line per request (route
// patterns, never an address that may carry a token or a query), its metrics, and /api kept answering
// while one booking API instance is down.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { REMOTE_NAMES } from '@hospital/shared-types';
import { SiteMetrics } from './metrics';
import { createSiteServer } from './server';
import { writeRouteLists } from '../test/declared-routes';

let root: string;
let site: string;
let shell: string;
let app: FastifyInstance;
const apis: Server[] = [];
const lines: string[] = [];
const metrics = new SiteMetrics({ processMetrics: false });
let apiReady = true;

/** A stand-in booking API: answers /readyz as told, echoes what /api requests it receives. */
async function standInApi(name: string): Promise<string> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.url === '/readyz') {
        response.writeHead(apiReady ? 200 : 503).end();
        return;
      }
      response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ answeredBy: name, url: request.url, body }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apis.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** An instance that closes the connection on every request without answering: one killed mid-way. */
async function droppingApi(): Promise<string> {
  const server = createServer((request) => request.socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apis.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** An address where nothing listens: a stopped instance. */
async function stoppedApi(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await new Promise((resolve) => server.close(resolve));
  return url;
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'site-ops-'));
  site = path.join(root, 'site');
  shell = path.join(root, 'shell');
  await mkdir(shell, { recursive: true });
  await writeFile(path.join(shell, 'index.html'), '<!doctype html><div id="root"></div>');
  const map: Record<string, string> = {};
  for (const remote of REMOTE_NAMES) {
    await mkdir(path.join(site, 'releases', remote, '1.0.0_1'), { recursive: true });
    await writeFile(path.join(site, 'releases', remote, '1.0.0_1', 'mf-manifest.json'), '{}');
    map[remote] = `/remotes/${remote}/1.0.0_1/mf-manifest.json`;
  }
  await writeFile(path.join(site, 'remotes.json'), JSON.stringify(map));
  await writeRouteLists(Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, path.join(site, 'releases', remote, '1.0.0_1')])));
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  // The stopped instance comes first in turn: the first /api request meets it.
  const upstreams = [await stoppedApi(), await standInApi('second')];
  app = await createSiteServer({ site, shell, apiUpstreams: upstreams, metrics, logger: { level: 'info', stream }, trustProxy: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app.close();
  for (const server of apis) server.close();
  await rm(root, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('health', () => {
  it('/healthz answers while the process runs', async () => {
    const answer = await get('/healthz');
    expect([answer.statusCode, answer.json()]).toEqual([200, { status: 'ok' }]);
  });

  it('/readyz is 200 when the shell, the map, every live release and a booking API are there', async () => {
    const answer = await get('/readyz');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      ready: true,
      degraded: [],
      checks: {
        shell: { ok: true },
        releases: { ok: true },
        pages: { ok: true },
        bookingApi: { ok: true, detail: '1 of 2 instances ready' },
      },
    });
  });

  it('/readyz is 503 and says what is missing: a release folder', async () => {
    await rm(path.join(site, 'releases', 'shop', '1.0.0_1', 'mf-manifest.json'));
    try {
      const answer = await get('/readyz');
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({
        ready: false,
        checks: { releases: { ok: false, detail: 'shop: /remotes/shop/1.0.0_1/mf-manifest.json is missing' } },
      });
    } finally {
      await writeFile(path.join(site, 'releases', 'shop', '1.0.0_1', 'mf-manifest.json'), '{}');
    }
  });

  it('/readyz stays 200 without a ready booking API (its database down): reported as degraded, pages still served', async () => {
    apiReady = false;
    try {
      const answer = await get('/readyz');
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({
        ready: true,
        degraded: ['bookingApi'],
        checks: {
          pages: { ok: true },
          bookingApi: { ok: false, detail: 'none of 2 booking API instances is ready: booking is unavailable, pages still serve' },
        },
      });
      expect((await get('/about')).statusCode).toBe(200);
      expect(await metrics.registry.metrics()).toMatch(/^site_booking_api_ready_instances 0$/m);
    } finally {
      apiReady = true;
    }
    expect(await metrics.registry.metrics()).toMatch(/^site_booking_api_ready_instances 1$/m);
  });
});

describe('the booking API behind /api', () => {
  it('a request that meets a stopped instance goes to the next one, body and all', async () => {
    const body = JSON.stringify({ fullName: 'Someone' });
    for (let i = 0; i < 3; i++) {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/appointments/book-appointment',
        payload: body,
        headers: { 'content-type': 'application/json' },
      });
      expect([answer.statusCode, answer.json()]).toEqual([201, { answeredBy: 'second', url: '/api/appointments/book-appointment', body }]);
    }
  });

  describe('an instance that closes the connection before answering', () => {
    let dropped: FastifyInstance;
    beforeEach(async () => {
      // The dropping instance first in turn, as a killed one the site still held a socket to.
      dropped = await createSiteServer({
        site,
        shell,
        apiUpstreams: [await droppingApi(), await standInApi('second')],
        trustProxy: false,
        logger: false,
      });
    });
    afterEach(() => dropped.close());
    const post = (headers: Record<string, string>) =>
      dropped.inject({
        method: 'POST',
        url: '/api/appointments/book-appointment',
        payload: '{}',
        headers: { 'content-type': 'application/json', ...headers },
      });

    it('a read goes to the next instance', async () => {
      const answer = await dropped.inject({ method: 'GET', url: '/api/appointments/slots?service=Cardiology' });
      expect([answer.statusCode, answer.json().answeredBy]).toEqual([201, 'second']);
    });

    it('a booking with an Idempotency-Key (as the site sends it) goes to the next instance', async () => {
      const answer = await post({ 'idempotency-key': 'a2c4e6f8-0000-4000-8000-000000000001' });
      expect([answer.statusCode, answer.json().answeredBy]).toEqual([201, 'second']);
    });

    it('a booking without one is not sent twice: the patient is asked to try again', async () => {
      const answer = await post({});
      expect([answer.statusCode, answer.json()]).toEqual([
        503,
        { success: false, message: 'The booking service is not reachable. Please try again.' },
      ]);
    });
  });
});

describe('the access log and metrics', () => {
  const TOKEN = 'b6f1c0ffee0ddba11deadbeefcafe0123456789abcdef0123456789abcdef01';

  it('log one line per request with the route pattern, status and time, never the address as sent', async () => {
    lines.length = 0;
    await get(`/appoinment/manage/${TOKEN}?phone=9876543210`);
    await get(`/te/appoinment/manage/${TOKEN}`);
    await app.inject({ method: 'GET', url: `/api/appointments/manage/${TOKEN}?ref=ASH-1234` });
    await get('/remotes.json?who=someone@example.org');
    const requests = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === 'request');
    expect(requests.map(({ method, route, status }) => ({ method, route, status }))).toEqual([
      { method: 'GET', route: '/appoinment/manage/:token', status: 200 },
      { method: 'GET', route: '/appoinment/manage/:token', status: 200 },
      { method: 'GET', route: '/api/*', status: 201 },
      { method: 'GET', route: '/remotes.json', status: 200 },
    ]);
    expect(requests.every((line) => typeof line.ms === 'number')).toBe(true);
    const text = lines.join('\n');
    for (const secret of [TOKEN, '9876543210', 'ASH-1234', 'someone@example.org']) expect(text).not.toContain(secret);
  });

  it('warn once when requests come through a proxy the server was not told to trust', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/healthz' });
    await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-for': '203.0.113.7' } });
    await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-for': '203.0.113.8' } });
    const warnings = lines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((line) => line.level === 40);
    expect(warnings.map((line) => line.msg)).toEqual([
      expect.stringMatching(/^A request came through a proxy \(X-Forwarded-For\) but TRUST_PROXY is unset/),
    ]);
    expect(lines.join('\n')).not.toContain('203.0.113');
  });

  it('count and time requests by method, route pattern and status', async () => {
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/appoinment\/manage\/:token",status="200"\} [1-9]/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="POST",route="\/api\/\*",status="201"\} 3$/m);
    expect(text).not.toContain(TOKEN);
  });
});
