// A held event loop: requests that arrive while it is late are refused at once (503, Retry-After, the patient's
// language), /readyz says not ready, /healthz still answers; once the loop is on time all is answered again.
// The loop is held by a route only this test registers, busy for 2 s; the limits are tightened so that one
// such hold passes them (the production limits are in loop-watch.ts).
// isUnderPressure() is declared by the plugin the server kit registers.
import type {} from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { BookingData } from '../data';
import { ALWAYS_OPEN_FILE } from '../test/schedules';
import { openTestData } from '../test/storage';
import { tempDataDir } from '../test/harness';
import { readScheduleFile } from '../features/schedules/read-file';
import { answerUnderPressure } from './loop-watch';

let app: FastifyInstance;
let data: BookingData;

beforeAll(async () => {
  const dataDir = tempDataDir();
  const config = loadConfig({ BOOKING_RATE_LIMIT_MAX: '0', BOOKING_SLOTS_RATE_LIMIT_MAX: '0' }, dataDir, ALWAYS_OPEN_FILE);
  data = await openTestData(dataDir, config.sqliteSync, config.scheduleFile ? readScheduleFile(config.scheduleFile) : undefined);
  app = await buildApp({ data, config, loopLimits: { maxEventLoopDelayMs: 50, sampleIntervalMs: 200, retryAfterSeconds: 5 } });
  app.get('/test/hold', { config: answerUnderPressure }, async () => {
    const until = Date.now() + 2_000;
    while (Date.now() < until);
    return { held: true };
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await data.close();
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
  it('refuses a patient at once with 503, Retry-After and a message in their language; health still answers', async () => {
    await holdLoop();
    const [refused, english, ready, health] = await Promise.all([
      app.inject({ url: '/api/appointments/config', headers: { 'accept-language': 'te' } }),
      app.inject({ url: '/api/appointments/config' }),
      app.inject('/readyz'),
      app.inject('/healthz'),
    ]);
    expect([refused.statusCode, refused.headers['retry-after']]).toEqual([503, '5']);
    expect(refused.json()).toEqual({ success: false, message: expect.stringContaining('దయచేసి కొన్ని క్షణాల తర్వాత మళ్ళీ ప్రయత్నించండి') });
    expect(english.json()).toEqual({ success: false, message: expect.stringContaining('Please try again in a few seconds') });
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
    expect((await app.inject('/api/appointments/config')).statusCode).toBe(200);
  });
});
