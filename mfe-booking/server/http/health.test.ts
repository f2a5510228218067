// What monitoring reads from an API instance: /healthz, /readyz (database, migrations, the outbox keeping
// up) and /metrics (requests by route, bookings made and refused by reason, the outbox's backlog).
import { sql } from 'kysely';
import { dateInDays, startServer, validPayload, type RunningServer } from '../test/harness';

let server: RunningServer;

afterEach(async () => {
  await server.stop();
});

const metric = async (name: string): Promise<string[]> =>
  (await (await fetch(`${server.url}/metrics`)).text()).split('\n').filter((line) => line.startsWith(name));

it('/healthz answers while the process runs; /readyz checks the database, its schema and the outbox', async () => {
  server = await startServer();
  expect(await server.get('/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
  expect(await server.get('/readyz')).toMatchObject({
    status: 200,
    body: { ready: true, checks: { database: { ok: true }, migrations: { ok: true }, outbox: { ok: true, detail: '0 due' } } },
  });
});

it('/readyz fails once the oldest unsent message is older than BOOKING_OUTBOX_READY_LAG_SECONDS (no mail going out)', async () => {
  // No outbox worker runs in the tests: the confirmation stays unsent.
  server = await startServer({ env: { BOOKING_OUTBOX_READY_LAG_SECONDS: '1' } });
  expect((await server.post(validPayload())).status).toBe(201);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const answer = await server.get('/readyz');
  expect(answer.status).toBe(503);
  expect(answer.body).toMatchObject({
    ready: false,
    checks: {
      database: { ok: true },
      outbox: { ok: false, detail: expect.stringMatching(/^1 messages due, the oldest for [12] s \(limit 1 s\)/) },
    },
  });
  expect(await metric('booking_outbox_due_messages')).toEqual(['booking_outbox_due_messages 1']);
});

it('/readyz fails when the database is not at this code’s schema version', async () => {
  server = await startServer();
  const version = await server.data.database.schemaVersion();
  if (server.data.database.kind === 'sqlite') await sql.raw(`PRAGMA user_version = ${version - 1}`).execute(server.data.database.db);
  else await sql`DELETE FROM schema_migrations WHERE version = ${version}`.execute(server.data.database.db);
  const answer = await server.get('/readyz');
  expect(answer).toMatchObject({
    status: 503,
    body: { checks: { migrations: { ok: false, detail: `the database is at version ${version - 1}, this code's is ${version}` } } },
  });
});

it('/metrics counts bookings made and refused by reason, and requests by route pattern', async () => {
  server = await startServer();
  const booking = validPayload();
  expect((await server.post(booking)).status).toBe(201);
  // The same phone, department and day at another time.
  expect((await server.post({ ...booking, preferredTime: validPayload().preferredTime })).status).toBe(409);
  expect((await server.post({ ...booking, fullName: '' })).status).toBe(400);
  // Beyond the 30 days one may book ahead.
  expect((await server.post({ ...validPayload(), preferredDate: dateInDays(60) })).status).toBe(400);
  expect(await metric('booking_appointments_total')).toEqual(
    expect.arrayContaining([
      'booking_appointments_total{outcome="booked",reason=""} 1',
      'booking_appointments_total{outcome="refused",reason="duplicate"} 1',
      'booking_appointments_total{outcome="refused",reason="invalid"} 1',
      'booking_appointments_total{outcome="refused",reason="rule"} 1',
    ]),
  );
  expect(
    await metric('http_request_duration_seconds_count{method="POST",route="/api/appointments/book-appointment",status="201"}'),
  ).toHaveLength(1);
});
