// The site server decides on the decoded path, whatever spelling a request uses, and never holds a
// socket the visitor asked to close.
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createSiteServer } from './server';
import { apiAddress, isApiAddress, sitePathOf } from './site-path';
import { rawExchange, rawGet } from '../test/raw-socket';
import { writeRouteLists } from '../test/declared-routes';

jest.setTimeout(20_000);
let app: FastifyInstance;
let port: number;
let api: Server;
const seenByApi: string[] = [];

beforeAll(async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'site-path-'));
  const site = path.join(root, 'site');
  const shell = path.join(root, 'shell');
  await mkdir(site, { recursive: true });
  await mkdir(shell, { recursive: true });
  await writeFile(path.join(site, 'remotes.json'), JSON.stringify({ booking: '/remotes/booking/1.0.0_1/mf-manifest.json' }));
  await writeRouteLists({ booking: path.join(site, 'releases', 'booking', '1.0.0_1') });
  await writeFile(
    path.join(shell, 'index.html'),
    '<!doctype html><html lang="en-IN"><head></head><body><div id="root"></div></body></html>',
  );
  // Server containers beside browser files: the shell's and a release's.
  await mkdir(path.join(shell, 'server', 'static', 'js'), { recursive: true });
  await writeFile(path.join(shell, 'server', 'static', 'js', 'render.js'), 'module.exports = {};');
  await mkdir(path.join(site, 'releases', 'shop', '1.0.0', 'server'), { recursive: true });
  await writeFile(path.join(site, 'releases', 'shop', '1.0.0', 'server', 'remoteEntry.js'), 'module.exports = {};');
  await writeFile(path.join(site, 'releases', 'shop', '1.0.0', 'remoteEntry.js'), 'self.x = 1;');
  api = createServer((request, response) => {
    seenByApi.push(request.url ?? '');
    request.resume();
    // What Node does by itself for a kept-alive request: announce its own keep-alive.
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', connection: 'keep-alive', 'keep-alive': 'timeout=72' });
    response.end('{"success":true}');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  app = await createSiteServer({ site, shell, apiUpstreams: [`http://127.0.0.1:${(api.address() as AddressInfo).port}`] });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app.close();
  api.close();
});

describe('the decoded path', () => {
  it('is what the helpers read', () => {
    expect(sitePathOf('/api/sta%66f/users?x=%2F')).toBe('/api/staff/users');
    expect(isApiAddress('/%61pi/staff')).toBe(true);
    expect(isApiAddress('/API/staff')).toBe(true);
    expect(isApiAddress('/api;x=1/staff')).toBe(true);
    expect(isApiAddress('//api/staff')).toBe(true);
    expect(isApiAddress('/apiary')).toBe(false);
    expect(apiAddress('/%61pi/sta%66f/users?date=2026-12-01')).toBe('/api/staff/users?date=2026-12-01');
  });

  it('passes an encoded API address to the booking API in one spelling', async () => {
    seenByApi.length = 0;
    const answer = await app.inject({ method: 'GET', url: '/%61pi/sta%66f/appointments?date=2026-12-01' });
    expect(answer.statusCode).toBe(200);
    expect(seenByApi).toEqual(['/api/staff/appointments?date=2026-12-01']);
  });

  it('answers an API address in another letter case or with a ;param as the API refusal, never as a page', async () => {
    for (const url of ['/API/staff/users', '/Api/staff/users', '/api;x=1/staff/users']) {
      const answer = await app.inject({ method: 'GET', url });
      expect([url, answer.statusCode, answer.headers['content-type']]).toEqual([url, 404, 'application/json; charset=utf-8']);
      expect(JSON.parse(answer.body)).toEqual({ success: false, message: expect.any(String) });
    }
  });

  it('keeps the staff page out of search indexes in any spelling', async () => {
    for (const url of ['/staff', '/sta%66f', '/%73taff', '/te/st%61ff']) {
      const answer = await app.inject({ method: 'GET', url });
      expect([url, answer.headers['x-robots-tag']]).toEqual([url, 'noindex, nofollow']);
    }
  });
});

describe('server containers', () => {
  it('are never sent, in any spelling, while the browser files beside them are', async () => {
    for (const url of [
      '/server/static/js/render.js',
      '/%73erver/static/js/render.js',
      '/remotes/shop/1.0.0/server/remoteEntry.js',
      '/remotes/shop/1.0.0/%73erver/remoteEntry.js',
      '/remotes/shop/1.0.0/serv%65r/remoteEntry.js?x=1',
    ]) {
      const answer = await app.inject({ method: 'GET', url });
      expect([url, answer.statusCode, answer.body]).toEqual([url, 404, expect.not.stringContaining('module.exports')]);
    }
    expect((await app.inject({ method: 'GET', url: '/remotes/shop/1.0.0/remoteEntry.js' })).statusCode).toBe(200);
  });
});

describe('a visitor who asks to close the connection', () => {
  it('gets Connection: close on an API answer too, and the socket is closed, not held by the API’s keep-alive', async () => {
    const exchange = await rawExchange(port, [rawGet('/api/appointments/config')], { waitMs: 4_000 });
    expect(exchange.status).toBe(200);
    expect(exchange.closedAfterMs).not.toBeNull();
    const head = exchange.text.split('\r\n\r\n')[0] ?? '';
    expect(head).toMatch(/\r\nConnection: close\r\n/i);
    expect(head).not.toMatch(/keep-alive/i);
  });
});
