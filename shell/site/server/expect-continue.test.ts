// A client that asks `Expect: 100-continue` (curl does for larger bodies) is told to go on and answered as any
// other: the header is this hop's, never passed to the booking API.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createSiteServer } from './server';

let root: string;
let api: Server;
let app: FastifyInstance;
let siteUrl: string;

/** One request with `Expect: 100-continue`; the body, if any, is sent only once the server says continue. */
function expecting(
  base: string,
  method: string,
  address: string,
  body?: string,
): Promise<{ status: number; continued: boolean; json: unknown }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const headers: Record<string, string> = {
      expect: '100-continue',
      ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }),
    };
    let continued = false;
    const sent = request({ hostname, port, method, path: address, headers, agent: false }, (answer) => {
      let text = '';
      answer.on('data', (chunk: Buffer) => (text += chunk.toString()));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, continued, json: JSON.parse(text) as unknown }));
    });
    sent.on('error', reject);
    sent.on('continue', () => {
      continued = true;
      sent.end(body);
    });
    if (body === undefined) sent.end();
  });
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'site-expect-'));
  api = createServer((incoming, answer) => {
    let body = '';
    incoming.on('data', (chunk: Buffer) => (body += chunk.toString()));
    incoming.on('end', () =>
      answer
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ url: incoming.url, body, expect: incoming.headers.expect ?? null })),
    );
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  app = await createSiteServer({
    site: root,
    shell: root,
    apiUpstreams: [`http://127.0.0.1:${(api.address() as AddressInfo).port}`],
    trustProxy: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  siteUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app.close();
  await new Promise((resolve) => api.close(resolve));
  await rm(root, { recursive: true, force: true });
});

describe('Expect: 100-continue on /api through the site server', () => {
  it('a read is answered by the booking API', async () => {
    const answer = await expecting(siteUrl, 'GET', '/api/appointments/config');
    expect([answer.status, answer.json]).toEqual([200, { url: '/api/appointments/config', body: '', expect: null }]);
  });

  it('a booking is told to continue, and its body reaches the booking API', async () => {
    const body = JSON.stringify({ fullName: 'Lakshmi Devi' });
    const answer = await expecting(siteUrl, 'POST', '/api/appointments/book-appointment', body);
    expect([answer.status, answer.continued, answer.json]).toEqual([
      200,
      true,
      { url: '/api/appointments/book-appointment', body, expect: null },
    ]);
  });
});
