import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { startServer, tempDataDir, validPayload, type RunningServer } from '../test/harness';
import { MIGRATIONS } from './migrations';
import { SQLITE_FILE } from './open';
import { STORAGE, TEST_DATABASE_URL, schemaFor } from '../test/storage';

// Each test starts API servers on real databases; a busy machine (CI, other builds) needs more than 5 s.
jest.setTimeout(30_000);

/** Runs SQL straight against the test database, past the API and its checks; the rows of a SELECT. */
async function rawSql(dataDir: string, sql: string, values: unknown[] = []): Promise<unknown[]> {
  if (TEST_DATABASE_URL) {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL, options: `-c search_path=${schemaFor(dataDir)}` });
    await client.connect();
    try {
      return (await client.query(sql, values)).rows;
    } finally {
      await client.end();
    }
  }
  const db = new Database(path.join(dataDir, SQLITE_FILE));
  try {
    const ordered: unknown[] = [];
    const text = sql.replace(/\$(\d+)/g, (_match, n: string) => {
      ordered.push(values[Number(n) - 1]);
      return '?';
    });
    const statement = db.prepare(text);
    return statement.reader ? statement.all(...ordered) : (statement.run(...ordered), []);
  } finally {
    db.close();
  }
}

/** `count` bookings of the same slot from different phones, all sent at once, spread over the servers. */
async function race(servers: RunningServer[], count: number, slot: Record<string, string>) {
  const replies = await Promise.all(
    Array.from({ length: count }, (_x, i) => (servers[i % servers.length] as RunningServer).post({ ...validPayload(), ...slot })),
  );
  const statuses = replies.map((reply) => reply.status);
  return {
    replies,
    created: statuses.filter((s) => s === 201).length,
    taken: statuses.filter((s) => s === 409).length,
    other: statuses.filter((s) => s !== 201 && s !== 409),
  };
}

// The same file runs on SQLite and, under `npm run test:postgres -w mfe-booking/server`, on PostgreSQL.
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

  // SQLite serves one process, whose counts stay in memory (docs/operations.md); PostgreSQL instances share them.
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

  it('50 bookings sent at once for one slot of capacity 1 get exactly one 201 and 49 × 409', async () => {
    const server = await startServer();
    try {
      const slot = validPayload();
      const { replies, created, taken, other } = await race([server], 50, {
        preferredDate: slot.preferredDate,
        preferredTime: slot.preferredTime,
      });
      expect({ created, taken, other }).toEqual({ created: 1, taken: 49, other: [] });
      const refused = replies.find((reply) => reply.status === 409);
      expect(refused?.body).toMatchObject({
        success: false,
        message: expect.stringMatching(/was just taken/),
        alternatives: expect.any(Array),
      });
      expect((await server.list()).body.total).toBe(1);
    } finally {
      await server.stop();
    }
  });

  it('two instances on one database: 50 bookings for one slot, half to each, still make one booking', async () => {
    const dataDir = tempDataDir();
    const a = await startServer({ dataDir });
    const b = await startServer({ dataDir });
    try {
      const slot = validPayload();
      const { created, taken, other } = await race([a, b], 50, { preferredDate: slot.preferredDate, preferredTime: slot.preferredTime });
      expect({ created, taken, other }).toEqual({ created: 1, taken: 49, other: [] });
      expect((await b.list()).body.total).toBe(1);
    } finally {
      await a.stop();
      await b.stop();
    }
  });

  it('two instances on one database: a schedule change by either, or by another process, is quoted by both at once', async () => {
    const dataDir = tempDataDir();
    const a = await startServer({ dataDir });
    const b = await startServer({ dataDir });
    try {
      const feeOf = async (server: RunningServer, doctor: string) =>
        ((await server.get('/api/appointments/config')).body.fees as Record<string, number>)[doctor];
      const { schedule } = await a.data.schedules.read();
      const doctor = schedule.doctors[0]?.doctor ?? '';
      const before = await feeOf(b, doctor);
      expect(await feeOf(a, doctor)).toBe(before);
      const withFee = (fee: number) => ({ ...schedule, doctors: schedule.doctors.map((d) => (d.doctor === doctor ? { ...d, fee } : d)) });
      await a.data.schedules.write(withFee(777), { source: 'test' });
      expect([await feeOf(a, doctor), await feeOf(b, doctor)]).toEqual([777, 777]);
      // Bookings in between: an instance's own writes are not schedule changes.
      expect((await b.post(validPayload())).status).toBe(201);
      await b.data.schedules.write(withFee(888), { source: 'test' });
      expect([await feeOf(b, doctor), await feeOf(a, doctor)]).toEqual([888, 888]);
      expect((await a.post(validPayload())).status).toBe(201);
      // As `npm run schedule` writes it: another process, straight to the tables.
      await rawSql(dataDir, 'UPDATE doctor_schedules SET fee = 555 WHERE doctor = $1', [doctor]);
      await rawSql(dataDir, 'UPDATE schedule_revision SET revision = revision + 1');
      expect([await feeOf(a, doctor), await feeOf(b, doctor)]).toEqual([555, 555]);
    } finally {
      await a.stop();
      await b.stop();
    }
  });

  it('refusals in a batch leave the other bookings of the batch alone', async () => {
    const server = await startServer();
    try {
      const contested = validPayload();
      const others = Array.from({ length: 10 }, () => validPayload());
      const replies = await Promise.all([
        ...Array.from({ length: 20 }, () =>
          server.post({ ...validPayload(), preferredDate: contested.preferredDate, preferredTime: contested.preferredTime }),
        ),
        ...others.map((payload) => server.post(payload)),
      ]);
      expect(replies.slice(0, 20).filter((reply) => reply.status === 201)).toHaveLength(1);
      expect(replies.slice(20).map((reply) => reply.status)).toEqual(Array(10).fill(201));
      expect((await server.list()).body.total).toBe(11);
    } finally {
      await server.stop();
    }
  });

  it('the database itself refuses a second active booking of a seat, or of a phone in one department on one day', async () => {
    const server = await startServer();
    const { dataDir } = server;
    try {
      const payload = validPayload();
      expect((await server.post(payload)).status).toBe(201);
      await server.stop();
      expect(await rawSql(dataDir, 'SELECT doctor, preferred_date, preferred_time, seat, status FROM appointments')).toEqual([
        {
          doctor: 'dr-karthik-varma',
          preferred_date: payload.preferredDate,
          preferred_time: payload.preferredTime,
          seat: 1,
          status: 'booked',
        },
      ]);
      const insert = `INSERT INTO appointments (id, created_at, full_name, age, gender, email, phone, whatsapp, address, service, doctor,
          preferred_date, preferred_time, message, payment_method, seat, status)
        VALUES ($1, $2, 'Raw Insert', 30, 'Other', 'raw@example.in', $3, $3, 'Kompally', $4, 'dr-karthik-varma', $5, $6, '', 'pay_now', 1, $7)`;
      const row = (id: string, phone: string, time: string, status = 'booked') => [
        id,
        new Date().toISOString(),
        phone,
        payload.service,
        payload.preferredDate,
        time,
        status,
      ];
      // Same doctor, date, time and seat, another phone: refused.
      const attempt = (values: unknown[]) =>
        rawSql(dataDir, insert, values).then(
          async () => ({
            inserted: true,
            indexes: await rawSql(dataDir, "SELECT name, sql FROM sqlite_master WHERE type = 'index'"),
            rows: await rawSql(
              dataDir,
              'SELECT id, phone, service, doctor, preferred_date, preferred_time, seat, status FROM appointments',
            ),
            version: await rawSql(dataDir, 'PRAGMA user_version'),
            dataDir,
          }),
          (error: Error) => ({ inserted: false, message: error.message }),
        );
      const refused = { inserted: false, message: expect.stringMatching(/unique|UNIQUE/) };
      expect(await attempt(row('ASH-RAW0-0001', '9000000001', payload.preferredTime))).toEqual(refused);
      // Same phone, department and date at another time: refused.
      expect(await attempt(row('ASH-RAW0-0002', payload.phone, '23:45'))).toEqual(refused);
      // A cancelled booking holds no seat.
      await rawSql(dataDir, insert, row('ASH-RAW0-0003', '9000000003', payload.preferredTime, 'cancelled'));
      // Once the booking is cancelled, its seat is free again, for the API as for the database.
      await rawSql(dataDir, "UPDATE appointments SET status = 'cancelled' WHERE phone = $1", [payload.phone]);
      const again = await startServer({ dataDir });
      try {
        expect(
          (await again.post({ ...validPayload(), preferredDate: payload.preferredDate, preferredTime: payload.preferredTime })).status,
        ).toBe(201);
      } finally {
        await again.stop();
      }
    } finally {
      await server.stop().catch(() => undefined);
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
