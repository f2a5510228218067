// A held event loop on the site server: requests that arrive while it is late are refused at once (503,
// Retry-After, the visitor's language), /readyz says not ready, /healthz still answers; once the loop is on
// time all is answered again. The loop is held by a route only this test registers, busy for 2 s; the limits
// are tightened so that one such hold passes them (the production limits are in loop-watch.ts).
// isUnderPressure() is declared by the plugin the server kit registers.
import type {} from '@fastify/under-pressure';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REMOTE_NAMES } from '@hospital/shared-types';
import { ERROR_TEXTS } from './error-texts';
import { answerUnderPressure } from './loop-watch';
import { createSiteServer } from './server';
import { writeRouteLists } from '../test/declared-routes';

let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'site-loop-'));
  const site = path.join(root, 'site');
  const shell = path.join(root, 'shell');
  await mkdir(shell, { recursive: true });
  await writeFile(path.join(shell, 'index.html'), '<!doctype html><html lang="en"><div id="root"></div></html>');
  const map: Record<string, string> = {};
  for (const remote of REMOTE_NAMES) {
    await mkdir(path.join(site, 'releases', remote, '1.0.0_1'), { recursive: true });
    await writeFile(path.join(site, 'releases', remote, '1.0.0_1', 'mf-manifest.json'), '{}');
    map[remote] = `/remotes/${remote}/1.0.0_1/mf-manifest.json`;
  }
  await writeRouteLists(Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, path.join(site, 'releases', remote, '1.0.0_1')])));
  await writeFile(path.join(site, 'remotes.json'), JSON.stringify(map));
  app = await createSiteServer({
    site,
    shell,
    apiUpstreams: [],
    trustProxy: false,
    loop: { maxEventLoopDelayMs: 50, sampleIntervalMs: 200, retryAfterSeconds: 5 },
  });
  app.get('/test/hold', { config: answerUnderPressure }, async () => {
    const until = Date.now() + 2_000;
    while (Date.now() < until);
    return { held: true };
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

/**
 * Holds the loop, then waits for the watch's next sample. The sample's timer and the delay histogram's timer
 * are both overdue after the hold and may run in either order, so the first sample can miss the hold; the
 * one after it cannot (it comes 200 ms later, and the test's requests go in the same turn it is seen).
 */
async function holdLoop(): Promise<void> {
  expect((await app.inject('/test/hold')).statusCode).toBe(200);
  for (let turns = 0; !app.isUnderPressure() && turns < 100; turns++) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('a late event loop', () => {
  it("refuses at once with 503 and Retry-After, in the visitor's language; /healthz still answers", async () => {
    await holdLoop();
    const [api, page, ready, health] = await Promise.all([
      app.inject({ url: '/api/appointments/config', headers: { 'accept-language': 'hi' } }),
      app.inject('/te/contact'),
      app.inject('/readyz'),
      app.inject('/healthz'),
    ]);
    expect([api.statusCode, api.headers['retry-after'], api.json()]).toEqual([
      503,
      '5',
      { success: false, message: ERROR_TEXTS.hi.messages[503] },
    ]);
    expect([page.statusCode, page.headers['retry-after']]).toEqual([503, '5']);
    expect(page.body).toContain(ERROR_TEXTS.te.messages[503]);
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      ready: false,
      checks: {
        eventLoop: {
          ok: false,
          detail: expect.stringMatching(/^the event loop is (\d+ ms late on average|held through the last sample) \(limit 50 ms\)/),
        },
      },
    });
    expect([health.statusCode, health.json()]).toEqual([200, { status: 'ok' }]);
  });

  it('answers again once the loop is on time', async () => {
    await holdLoop();
    let ready = await app.inject('/readyz');
    for (let tries = 0; ready.statusCode !== 200 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      ready = await app.inject('/readyz');
    }
    expect(ready.json()).toMatchObject({ ready: true, checks: { eventLoop: { ok: true } } });
    expect((await app.inject('/te/contact')).statusCode).toBe(200);
  });
});
