import { spawn } from 'node:child_process';
import path from 'node:path';
import { ADMIN_TOKEN, BOOK, startServer, tempDataDir, validPayload } from './test/harness';
import { sql } from 'kysely';
import { storageEnv } from './test/storage';

describe('rate limit', () => {
  it('answers 429 with the usual shape after the configured number of bookings, and writes nothing', async () => {
    const server = await startServer({ env: { BOOKING_RATE_LIMIT_MAX: '3', BOOKING_RATE_LIMIT_WINDOW_MS: '60000' } });
    try {
      for (let i = 0; i < 3; i++) expect((await server.post(validPayload())).status).toBe(201);
      const limited = await server.post(validPayload());
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ success: false, message: expect.stringMatching(/Too many/) });
      expect((await server.list()).body.total).toBe(3);
    } finally {
      await server.stop();
    }
  });
});

describe('admin listing', () => {
  it('needs the bearer token', async () => {
    const server = await startServer();
    try {
      expect((await server.list('', null)).status).toBe(401);
      const wrong = await server.list('', 'not-the-token');
      expect(wrong.status).toBe(401);
      expect(wrong.body).toMatchObject({ success: false });
      expect((await server.list('', ADMIN_TOKEN)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it('refuses a caller without the token before it reads the query: 401, not a word about the parameters', async () => {
    const server = await startServer();
    try {
      for (const query of ['?limit=1&limit=2', '?offset=%E2%80%AE', '?limit=500']) {
        const reply = await server.list(query, null);
        expect(reply.status).toBe(401);
        expect(reply.headers.get('www-authenticate')).toBe('Bearer');
      }
    } finally {
      await server.stop();
    }
  });

  it('lists newest first, a page at a time', async () => {
    const server = await startServer();
    try {
      const ids: unknown[] = [];
      for (let i = 0; i < 5; i++) ids.push((await server.post({ ...validPayload(), age: 20 + i })).body.appointmentId);
      const first = await server.list('?limit=2');
      expect(first.body).toMatchObject({ total: 5, limit: 2, offset: 0 });
      expect((first.body.appointments as Array<{ appointmentId: string }>).map((a) => a.appointmentId)).toEqual([ids[4], ids[3]]);
      const last = await server.list('?limit=2&offset=4');
      expect((last.body.appointments as Array<{ appointmentId: string }>).map((a) => a.appointmentId)).toEqual([ids[0]]);
      expect((await server.list('?limit=500')).status).toBe(400);
      expect((await server.list('?offset=-1')).status).toBe(400);
    } finally {
      await server.stop();
    }
  });

  it('is switched off when no admin token is configured', async () => {
    const server = await startServer({ env: { ADMIN_TOKEN: '' } });
    try {
      expect((await server.list('', 'anything')).status).toBe(404);
    } finally {
      await server.stop();
    }
  });
});

it('keeps appointments across a restart on the same data folder', async () => {
  const dataDir = tempDataDir();
  const first = await startServer({ dataDir });
  const payload = validPayload();
  const booked = await first.post(payload, { 'idempotency-key': 'restart-key' });
  await first.stop();

  const second = await startServer({ dataDir });
  try {
    const listing = await second.list();
    expect(listing.body.total).toBe(1);
    expect((listing.body.appointments as Array<{ appointmentId: string }>)[0]?.appointmentId).toBe(booked.body.appointmentId);
    // The idempotency key survives too: a retry after the restart is not a second booking.
    const retry = await second.post(payload, { 'idempotency-key': 'restart-key' });
    expect(retry.body.appointmentId).toBe(booked.body.appointmentId);
    expect((await second.list()).body.total).toBe(1);
  } finally {
    await second.stop();
  }
});

it('judges "in the past" by the date in India: at 00:00 IST yesterday is refused and today accepted', async () => {
  const midnightIst = new Date('2031-03-09T18:30:00Z'); // 10 March 2031, 00:00 in Kolkata; still 9 March in UTC
  const server = await startServer({ now: () => midnightIst });
  try {
    expect((await server.post({ ...validPayload(), preferredDate: '2031-03-09', preferredTime: '12:00' })).status).toBe(400);
    expect((await server.post({ ...validPayload(), preferredDate: '2031-03-10', preferredTime: '12:00' })).status).toBe(201);
  } finally {
    await server.stop();
  }
});

describe('CORS', () => {
  it('answers only the configured origins', async () => {
    const server = await startServer({ env: { BOOKING_ALLOWED_ORIGINS: 'https://www.ashrayahospital.in' } });
    try {
      const preflight = (origin: string) =>
        fetch(`${server.url}${BOOK}`, {
          method: 'OPTIONS',
          headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,idempotency-key' },
        });
      const allowed = await preflight('https://www.ashrayahospital.in');
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://www.ashrayahospital.in');
      expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');
      const other = await preflight('https://evil.example');
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await server.stop();
    }
  });
});

describe('faults and logs', () => {
  it('answers a storage fault with a generic 500 and no details', async () => {
    // The appointments table gone from under a running API: every booking fails in the database.
    const server = await startServer();
    await sql`ALTER TABLE appointments RENAME TO appointments_lost`.execute(server.data.database.db);
    try {
      const reply = await server.post(validPayload());
      expect(reply.status).toBe(500);
      expect(reply.body).toEqual({ success: false, message: 'Something went wrong on our side. Please try again.' });
      expect(JSON.stringify(reply.body)).not.toMatch(/SQLITE|secret|at /);
    } finally {
      await server.stop();
    }
  });

  it('logs references but never the name, phone, e-mail or address', async () => {
    const server = await startServer();
    try {
      const payload = {
        ...validPayload(),
        fullName: 'Padmavathi Srinivasan',
        phone: '9000012345',
        whatsapp: '9000054321',
        email: 'padma.s@example.in',
      };
      const reply = await server.post(payload);
      await server.post({ ...payload, phone: '123' });
      await server.post({ ...payload, isAdmin: 1 });
      await server.post('{"fullName": "Padmavathi Srinivasan",');
      const logs = server.logs();
      expect(logs).toContain(String(reply.body.appointmentId));
      for (const secret of [payload.fullName, payload.phone, payload.whatsapp, payload.email, payload.address]) {
        expect(logs).not.toContain(secret);
      }
    } finally {
      await server.stop();
    }
  });
});

it('runs as a process: listens where told, answers health, and exits cleanly on SIGTERM', async () => {
  // node --import tsx, not the tsx wrapper: the signal must reach the process that runs main.ts itself. tsx
  // compiling the API took up to 18 s on this shared machine at a load average of 15: the time is generous.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'main.ts')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...storageEnv(tempDataDir()) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`exited early with ${code}`)));
  });
  expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: 'ok' });
  const exitCode = await new Promise<number | null>((resolve) => {
    child.on('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
  expect(exitCode).toBe(0);
}, 60_000);
