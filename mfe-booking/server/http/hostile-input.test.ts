import fc from 'fast-check';
import { startServer, validPayload, type RunningServer } from '../test/harness';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

const FIELDS = Object.keys(validPayload());
const hostileString = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.constantFrom("' OR 1=1; --", '<img src=x onerror=alert(1)>', '\u0000', '\ud800', '${7*7}', '{{7*7}}', '__proto__', '9'.repeat(400)),
);
const hostileValue = fc.oneof(hostileString, fc.jsonValue({ maxDepth: 4 }), fc.integer(), fc.double(), fc.constant(null));

/** A valid booking with some fields replaced, removed or added: the API must never fail with a 5xx. */
const mutatedBooking = fc
  .record({
    replace: fc.dictionary(fc.constantFrom(...FIELDS), hostileValue, { maxKeys: 4 }),
    remove: fc.subarray(FIELDS, { maxLength: 3 }),
    extra: fc.dictionary(fc.string({ minLength: 1, maxLength: 20 }), hostileValue, { maxKeys: 2 }),
  })
  .map(({ replace, remove, extra }) => {
    const body: Record<string, unknown> = { ...validPayload(), ...replace, ...extra };
    for (const field of remove) delete body[field];
    return JSON.stringify(body);
  });

const rawBody = fc.oneof(
  fc.jsonValue({ maxDepth: 6 }).map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 200 }),
  fc.constant('{"a":'.repeat(2000)),
  fc.constant(`${'['.repeat(5000)}${']'.repeat(5000)}`),
);

it('answers 250 generated hostile bodies with a JSON answer, never a 5xx, and stores only what it accepted', async () => {
  const before = (await server.list()).body.total as number;
  let accepted = 0;
  await fc.assert(
    fc.asyncProperty(fc.oneof(mutatedBooking, rawBody), async (body) => {
      const reply = await server.post(body);
      expect(reply.status).toBeLessThan(500);
      expect(typeof reply.body.success).toBe('boolean');
      expect(typeof reply.body.message).toBe('string');
      if (reply.status === 201) accepted++;
      else expect(reply.body.success).toBe(false);
    }),
    { numRuns: 250 },
  );
  expect((await server.list()).body.total).toBe(before + accepted);
}, 120_000);
