import { startServer, tempDataDir, validPayload } from './test/harness';
import { MIGRATIONS } from './migrations';
import { STORAGE } from './test/storage';

// The same file runs on SQLite and, under `npm run test:postgres -w mfe-booking`, on PostgreSQL.
describe(`storage (${STORAGE})`, () => {
  it('numbers its migrations 1, 2, 3… with SQL for both storages', () => {
    expect(MIGRATIONS.map((migration) => migration.version)).toEqual(MIGRATIONS.map((_m, index) => index + 1));
    for (const migration of MIGRATIONS) {
      expect(migration.sqlite.trim()).not.toBe('');
      expect(migration.postgres.trim()).not.toBe('');
    }
  });

  it('two instances on one database share idempotency keys: the same key sent to both at once books once', async () => {
    const dataDir = tempDataDir();
    const a = await startServer({ dataDir });
    const b = await startServer({ dataDir });
    try {
      const payload = validPayload();
      const replies = await Promise.all(
        Array.from({ length: 6 }, (_x, i) => (i % 2 ? a : b).post(payload, { 'idempotency-key': 'shared-key-1' })),
      );
      expect(replies.map((reply) => reply.status)).toEqual(Array(6).fill(201));
      expect(new Set(replies.map((reply) => reply.body.appointmentId)).size).toBe(1);
      expect((await a.list()).body.total).toBe(1);
      expect((await b.list()).body.total).toBe(1);
      const conflict = await b.post({ ...payload, age: 30 }, { 'idempotency-key': 'shared-key-1' });
      expect(conflict.status).toBe(422);
    } finally {
      await a.stop();
      await b.stop();
    }
  });

  it('two instances see each other’s bookings, newest first', async () => {
    const dataDir = tempDataDir();
    const a = await startServer({ dataDir });
    const b = await startServer({ dataDir });
    try {
      const first = await a.post(validPayload());
      const second = await b.post({ ...validPayload(), age: 31 });
      const listed = (await a.list()).body.appointments as Array<{ appointmentId: string }>;
      expect(listed.map((appointment) => appointment.appointmentId)).toEqual([second.body.appointmentId, first.body.appointmentId]);
    } finally {
      await a.stop();
      await b.stop();
    }
  });

  // SQLite serves one process, whose counts stay in memory (README); PostgreSQL instances share them.
  (STORAGE === 'postgres' ? it : it.skip)('two instances share one rate limit per client', async () => {
    const dataDir = tempDataDir();
    const env = { BOOKING_RATE_LIMIT_MAX: '3', BOOKING_RATE_LIMIT_WINDOW_MS: '60000' };
    const a = await startServer({ dataDir, env });
    const b = await startServer({ dataDir, env });
    try {
      expect((await a.post(validPayload())).status).toBe(201);
      expect((await b.post(validPayload())).status).toBe(201);
      expect((await a.post(validPayload())).status).toBe(201);
      const limited = await b.post(validPayload());
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ success: false, message: expect.stringMatching(/Too many/) });
      expect((await a.list()).body.total).toBe(3);
    } finally {
      await a.stop();
      await b.stop();
    }
  });

  it('reopens an existing database without re-running migrations', async () => {
    const dataDir = tempDataDir();
    const first = await startServer({ dataDir });
    await first.post(validPayload());
    await first.stop();
    const again = await startServer({ dataDir });
    try {
      expect((await again.list()).body.total).toBe(1);
      expect((await again.post(validPayload())).status).toBe(201);
      expect((await again.list()).body.total).toBe(2);
    } finally {
      await again.stop();
    }
  });
});
