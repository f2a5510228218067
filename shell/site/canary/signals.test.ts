// The signals per remote release, as Prometheus shows them: pages served, a remote's server code failing, the
// browser's reports (checked, capped, rate-limited) and the booking API failing a visitor.
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { PageRenderer } from '../render/pages';
import { SiteMetrics } from '../server/metrics';
import { createSiteServer } from '../server/server';
import { FAKE_RENDERER, testSite, type TestSite } from '../test/render-site';
import { BEACON_URL } from './beacon';

jest.setTimeout(60_000);

let fixture: TestSite;
let renderer: PageRenderer;
let metrics: SiteMetrics;
let app: FastifyInstance;

beforeEach(async () => {
  // The About page's content code fails on the server: the page is served with its panel.
  fixture = await testSite(FAKE_RENDERER.replace('failed: []', "failed: address.endsWith('/about') ? ['content'] : []"));
  renderer = new PageRenderer({ site: fixture.site, shell: fixture.shell, log: () => undefined });
  metrics = new SiteMetrics({ processMetrics: false });
  app = await createSiteServer({ site: fixture.site, shell: fixture.shell, pages: renderer, metrics });
});

afterEach(async () => {
  await app?.close();
  await renderer.close();
});

const metric = async (name: string, labels: string) => {
  const line = (await metrics.registry.metrics()).split('\n').find((text) => text.startsWith(`${name}{${labels}}`));
  return line === undefined ? 0 : Number(line.split(' ').at(-1));
};

const beacon = (body: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: BEACON_URL,
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

const good = { remote: 'content', release: '1.0.0', kind: 'error', route: '/about' };

describe('signals per remote release', () => {
  it('counts pages served with each release, and a remote whose server code failed on each page served', async () => {
    for (let page = 0; page < 3; page += 1) await app.inject({ url: '/about' });
    await app.inject({ url: '/contact' });
    expect(await metric('site_remote_visits_total', 'remote="content",release="1.0.0"')).toBe(4);
    expect(await metric('site_remote_visits_total', 'remote="booking",release="1.0.0"')).toBe(4);
    expect(await metric('site_remote_failures_total', 'remote="content",release="1.0.0",kind="render"')).toBe(3);
  });

  it('counts a browser report of a release it serves, and ignores one of a release it does not', async () => {
    expect((await beacon(good)).statusCode).toBe(204);
    expect((await beacon({ ...good, kind: 'load-failed' }, { 'content-type': 'application/json' })).statusCode).toBe(204);
    expect((await beacon({ ...good, release: '0.9.0' })).statusCode).toBe(204);
    expect(await metric('site_remote_failures_total', 'remote="content",release="1.0.0",kind="error"')).toBe(1);
    expect(await metric('site_remote_failures_total', 'remote="content",release="1.0.0",kind="load-failed"')).toBe(1);
    expect(await metric('site_remote_failures_total', 'remote="content",release="0.9.0",kind="error"')).toBe(0);
  });

  it('refuses free text, unknown fields and routes, and a body over 2 KB', async () => {
    for (const body of [
      { ...good, message: 'Ravi Kumar, 9876543210' },
      { ...good, route: '/about?name=Ravi' },
      { ...good, kind: 'anything' },
      { ...good, remote: 'mail' },
      'not json',
    ]) {
      const answer = await beacon(body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ success: false });
    }
    const oversized = await beacon({ ...good, route: 'x'.repeat(3_000) });
    expect(oversized.statusCode).toBe(413);
    expect(await metric('site_remote_failures_total', 'remote="content",release="1.0.0",kind="error"')).toBe(0);
  });

  it('answers any body from anyone with 204 or a 4xx refusal, never more, and counts only what it took', async () => {
    const field = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom('content', 'booking', 'shop', '1.0.0', 'error', 'load-failed', '/about'),
      fc.jsonValue(),
    );
    const body = fc.oneof(
      fc.record({ remote: field, release: field, kind: field, route: field }, { requiredKeys: [] }),
      fc.jsonValue(),
      fc.string({ maxLength: 3_000 }),
      fc.dictionary(fc.string({ maxLength: 10 }), field, { maxKeys: 8 }),
    );
    let taken = 0;
    await fc.assert(
      fc.asyncProperty(body, fc.ipV4(), async (sent, address) => {
        const answer = await app.inject({
          method: 'POST',
          url: BEACON_URL,
          remoteAddress: address,
          headers: { 'content-type': 'text/plain;charset=UTF-8' },
          payload: typeof sent === 'string' ? sent : JSON.stringify(sent),
        });
        if (answer.statusCode === 204) taken += 1;
        else {
          expect([400, 413, 429]).toContain(answer.statusCode);
          expect(answer.json()).toMatchObject({ success: false, message: expect.any(String) });
        }
      }),
      { numRuns: 300, seed: 45 },
    );
    const counted = (await metrics.registry.metrics())
      .split('\n')
      .filter((line) => line.startsWith('site_remote_failures_total{') && !line.includes('kind="render"'))
      .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
    expect(counted).toBeLessThanOrEqual(taken);
  });

  it('takes 20 reports a minute from one address, then answers 429', async () => {
    const codes = [];
    for (let report = 0; report < 22; report += 1) codes.push((await beacon(good)).statusCode);
    expect(codes.slice(0, 20).every((code) => code === 204)).toBe(true);
    expect(codes.slice(20)).toEqual([429, 429]);
    expect(await metric('site_remote_failures_total', 'remote="content",release="1.0.0",kind="error"')).toBe(20);
  });

  it('counts the booking API failing a visitor against their booking release', async () => {
    expect((await app.inject({ url: '/api/slots' })).statusCode).toBe(503);
    expect(await metric('site_remote_failures_total', 'remote="booking",release="1.0.0",kind="api-5xx"')).toBe(1);
  });
});
