// The booking API's fuzzer (@hospital/booking-api/fuzz-kit) through this server's /api proxy, and generated
// page addresses against its page rendering: no 5xx (but the 503 that says the API is down), every answer
// within 1 s, both /healthz answering throughout. Both servers run in processes of their own, so a held
// event loop fails the test instead of holding it.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import fc from 'fast-check';
import {
  ADMIN_TOKEN,
  CALLERS,
  casesFor,
  closeSockets,
  fuzzRuns,
  fuzzSeed,
  report,
  runCases,
  send,
  signedIn,
  startApiProcess,
  type ApiProcess,
  type Caller,
  type Failure,
  type FuzzCase,
} from '@hospital/booking-api/fuzz-kit';
import { pageAddress } from '../test/page-addresses';

jest.setTimeout(240_000);

const SITE_PROCESS = path.join(__dirname, '..', 'test', 'fuzz-site-process.ts');

function startSite(apiUrl: string, port = 0): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SITE_PROCESS], {
    env: { ...process.env, API_URL: apiUrl, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`the site server did not start: ${out.slice(-500)}`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /site listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1] });
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => void (out += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the site server exited with ${code}: ${out.slice(-500)}`));
    });
  });
}

const kill = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

describe('the site server under the fuzzer', () => {
  let api: ApiProcess;
  let site: { child: ChildProcess; url: string };
  const failures: Failure[] = [];
  const seed = fuzzSeed();

  beforeAll(async () => {
    api = await startApiProcess();
    site = await startSite(api.url);
    // The first render starts the render thread (seconds under load): not what the 1 s is about.
    for (const warm of ['/', '/about', '/te/about']) await fetch(`${site.url}${warm}`);
  });
  afterAll(async () => {
    closeSockets();
    if (site) await kill(site.child);
    await api?.stop();
  });

  /** Replaces whichever server stopped answering (the site keeps its port, so it still finds the API). */
  const recover = async () => {
    if ((await send(api.url, { method: 'GET', path: '/healthz', headers: {} })).kind !== 'answer') await api.restart();
    if ((await send(site.url, { method: 'GET', path: '/healthz', headers: {} })).kind !== 'answer') {
      await kill(site.child);
      site = await startSite(api.url, Number(new URL(site.url).port));
    }
  };
  const run = (cases: FuzzCase[], headers?: () => Record<string, string>) =>
    runCases(cases, { baseUrl: site.url, ...(headers ? { headers } : {}), health: [`${site.url}/healthz`, `${api.url}/healthz`], recover });

  it('passes every generated API request on, answering below 500 within 1 s', async () => {
    const document: unknown = await (await fetch(`${site.url}/api/openapi.json`)).json();
    const headersOf = async (caller: Caller): Promise<() => Record<string, string>> => {
      if (caller.token) return () => ({ authorization: `Bearer ${ADMIN_TOKEN}` });
      if (!caller.role) return () => ({ origin: site.url });
      // Signed in through the site, as the desk's page is: its cookie, CSRF token and Origin.
      const client = await signedIn(site.url, caller.role);
      return () => ({ cookie: client.cookie, 'x-csrf-token': client.csrf, origin: site.url });
    };
    let sent = 0;
    for (const caller of CALLERS) {
      // The document's /healthz, /readyz and /metrics are the API's own; at the site's address they are the site's.
      const cases = casesFor(caller, document, { seed, runs: Math.ceil(fuzzRuns() / 2), now: new Date(), known: api.known, few: 3 }).filter(
        (fuzzCase) => fuzzCase.request.path.startsWith('/api/'),
      );
      const result = await run(cases, await headersOf(caller));
      sent += result.sent;
      failures.push(...result.failures);
    }
    console.log(`Fuzzed the API through the site server with ${sent} requests (seed ${seed})`);
    expect(sent).toBeGreaterThan(1_000);
  });

  it('answers generated page addresses below 500 within 1 s', async () => {
    const addresses = fc.sample(pageAddress, { seed, numRuns: 20 * fuzzRuns() });
    const result = await run(
      addresses.map((address) => ({ route: 'page address', request: { method: 'GET', path: address, headers: {} } })),
    );
    failures.push(...result.failures);
    console.log(`Fuzzed ${result.sent} page addresses (seed ${seed}); slowest ${result.slowest.ms} ms`);
  });

  it('answers 503 for the API, and pages as before, while the API is down', async () => {
    await api.stop();
    const addresses = fc.sample(pageAddress, { seed: seed + 1, numRuns: fuzzRuns() });
    const down: FuzzCase[] = [
      ...addresses.map((address) => ({ route: 'page address, API down', request: { method: 'GET', path: address, headers: {} } })),
      ...['/api/appointments/config', '/api/appointments/slots?service=x&date=2026-12-01', '/api/staff/session'].map((path) => ({
        route: 'API down',
        request: { method: 'GET', path, headers: {} },
        allow5xx: (status: number) => status === 503,
      })),
    ];
    const result = await runCases(down, { baseUrl: site.url, health: [`${site.url}/healthz`], recover });
    failures.push(...result.failures);
    if (failures.length > 0) throw new Error(report(failures, seed));
  });
});
