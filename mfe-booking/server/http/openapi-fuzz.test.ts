import { startApiProcess, type ApiProcess } from '../test/fuzz/api-process';
import { CALLERS, casesFor, fuzzRuns, fuzzSeed, type Caller } from '../test/fuzz/plan';
import { report, runCases, type Failure } from '../test/fuzz/run-cases';
import { closeSockets } from '../test/fuzz/send';
import { ADMIN_TOKEN } from '../test/harness';
import { signedIn } from '../test/staff';
import { STORAGE } from '../test/storage';

// Requests generated from the OpenAPI document's schemas (fast-check, test/fuzz), sent over HTTP to the API
// in its own process by every kind of caller: none may answer 5xx or take over 1 s, and /healthz answers
// throughout. Minutes of work from one request would hold the test too, so the API is not in this process.
jest.setTimeout(240_000);

describe(`every route of the OpenAPI document, fuzzed (${STORAGE})`, () => {
  let api: ApiProcess;
  beforeAll(async () => {
    api = await startApiProcess();
  });
  afterAll(async () => {
    closeSockets();
    await api?.stop();
  });

  it('answers every generated request below 500 within 1 s, with /healthz answering throughout', async () => {
    const seed = fuzzSeed();
    const document: unknown = await (await fetch(`${api.url}/api/openapi.json`)).json();
    const now = new Date();
    const failures: Failure[] = [];
    let sent = 0;
    const slowest: Array<{ route: string; ms: number }> = [];
    const headersOf = async (caller: Caller): Promise<() => Record<string, string>> => {
      if (caller.token) return () => ({ authorization: `Bearer ${ADMIN_TOKEN}` });
      if (!caller.role) return () => ({ origin: api.url });
      // As the desk's page does: its session cookie, its CSRF token, its own Origin.
      const client = await signedIn(api.url, caller.role);
      return () => ({ cookie: client.cookie, 'x-csrf-token': client.csrf, origin: api.url });
    };
    for (const caller of CALLERS) {
      const cases = casesFor(caller, document, { seed, runs: fuzzRuns(), now, known: api.known });
      const result = await runCases(cases, {
        baseUrl: api.url,
        headers: await headersOf(caller),
        health: [`${api.url}/healthz`],
        recover: () => api.restart(),
      });
      sent += result.sent;
      failures.push(...result.failures);
      slowest.push(result.slowest);
    }
    console.log(
      `Fuzzed the API with ${sent} requests (seed ${seed}); slowest answers: ${slowest.map((s) => `${s.route} ${s.ms} ms`).join(', ')}`,
    );
    if (failures.length > 0) throw new Error(report(failures, seed));
    expect(sent).toBeGreaterThan(2_000);
  });
});
