import { startServer, validPayload, type RunningServer } from '../test/harness';
import { abandonedCases, hostileCases, INJECTIONS, refusalProblem } from '../test/hostile-cases';
import { rawRequest } from '../test/raw-http';
import { STORAGE } from '../test/storage';

// Generated malformed and hostile requests (fast-check, fixed seed): each must be refused with a 4xx
// `{ success: false, message }`, nothing may be written, and the server must keep serving.
describe(`hostile input (${STORAGE})`, () => {
  let server: RunningServer;
  let sent = 0;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  const cases = hostileCases(14);

  it(`refuses ${cases.length} generated hostile requests with a 4xx { success: false, message }`, async () => {
    const problems: string[] = [];
    const kinds = new Map<string, number>();
    for (const { kind, request } of cases) {
      const problem = refusalProblem(await rawRequest(server.url, request));
      sent++;
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      if (problem) problems.push(`${kind}: ${problem}`);
    }
    expect(problems).toEqual([]);
    expect(kinds.size).toBeGreaterThanOrEqual(15);
  }, 120_000);

  it('shrugs off bodies abandoned halfway', async () => {
    for (const { request } of abandonedCases(10)) {
      await rawRequest(server.url, request);
      sent++;
    }
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it('has written nothing and still serves a real booking', async () => {
    expect(sent).toBeGreaterThanOrEqual(200);
    expect((await server.list()).body.total).toBe(0);
    const reply = await server.post(validPayload());
    expect(reply.status).toBe(201);
    expect((await server.list()).body.total).toBe(1);
  });

  // A name holds letters, marks and name punctuation only (nameProblem in the booking contract): these go to the free text.
  it('stores injection strings in free-text fields verbatim, as data', async () => {
    const before = (await server.list()).body.total as number;
    for (const [index, text] of INJECTIONS.entries()) {
      const field = (['address', 'message'] as const)[index % 2] ?? 'address';
      const reply = await server.post({ ...validPayload(), [field]: text });
      expect(reply.status).toBe(201);
      const [stored] = (await server.list('?limit=1')).body.appointments as Array<Record<string, unknown>>;
      expect(stored).toMatchObject({ appointmentId: reply.body.appointmentId, [field]: text.trim() });
    }
    expect((await server.list()).body.total).toBe(before + INJECTIONS.length);
  });

  it("refuses injection strings as the doctor, which must be a doctor's slug", async () => {
    const before = (await server.list()).body.total as number;
    for (const text of INJECTIONS) {
      const reply = await server.post({ ...validPayload(), doctor: text });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ success: false, field: 'doctor' });
    }
    expect((await server.list()).body.total).toBe(before);
  });
});
