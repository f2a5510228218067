// The site server never waits for ever on a booking API instance: past its time limit a request that may be
// sent twice goes to the next instance, any other is answered 504; and an instance its supervisor found hung
// is passed over at once.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ApiUpstreams } from './api-upstreams';
import { createSiteServer } from './server';

let root: string;
const servers: Server[] = [];
let silent: string;
let answering: string;

async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'site-time-limit-'));
  // Takes requests and never answers: a hung instance.
  silent = await listen(() => undefined);
  answering = await listen((_request, response) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"answeredBy":"second"}'),
  );
});

afterAll(async () => {
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await rm(root, { recursive: true, force: true });
});

describe('the time limit towards an instance', () => {
  let site: FastifyInstance;
  beforeEach(async () => {
    // The silent instance first in turn.
    site = await createSiteServer({ site: root, shell: root, apiUpstreams: [silent, answering], apiTimeLimitMs: 300, trustProxy: false });
  });
  afterEach(() => site.close());

  it('a read that meets a silent instance is answered by the next', async () => {
    const answer = await site.inject('/api/appointments/config');
    expect([answer.statusCode, answer.json()]).toEqual([200, { answeredBy: 'second' }]);
  });

  it('a booking without an Idempotency-Key is not sent twice: 504, and the patient is asked to try again', async () => {
    const answer = await site.inject({
      method: 'POST',
      url: '/api/appointments/book-appointment',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect([answer.statusCode, answer.json()]).toEqual([
      504,
      { success: false, message: 'The booking service did not answer in time. Please try again.' },
    ]);
  });
});

describe('an instance its supervisor found hung', () => {
  it('is passed over at once until it answers again', async () => {
    const upstreams = new ApiUpstreams([silent, answering]);
    upstreams.health(silent, false);
    // No time limit to wait out: the silent instance is not tried while the other answers.
    const site = await createSiteServer({ site: root, shell: root, apiUpstreams: upstreams, trustProxy: false });
    try {
      for (let i = 0; i < 3; i++) {
        const answer = await site.inject({
          method: 'POST',
          url: '/api/appointments/book-appointment',
          payload: '{}',
          headers: { 'content-type': 'application/json' },
        });
        expect([answer.statusCode, answer.json()]).toEqual([200, { answeredBy: 'second' }]);
      }
      upstreams.health(silent, true);
      // Back in turn: first for one request of every two.
      expect([upstreams.order()[0], upstreams.order()[0]]).toContain(silent);
    } finally {
      await site.close();
    }
  });
});
