import { createHash } from 'node:crypto';
import { MANAGE_MESSAGES, slotsUrl } from '@hospital/booking-contract';
import { hashManageToken, newManageToken } from '../../domain/manage-token';
import { startServer, validPayload, type Reply, type RunningServer } from '../../test/harness';
import { STORAGE } from '../../test/storage';

jest.setTimeout(30_000);

const tokenOf = (manageUrl: unknown) => {
  const match = /^\/appoinment\/manage\/([A-Za-z0-9_-]+)$/.exec(String(manageUrl));
  if (!match?.[1]) throw new Error(`not a manage path: ${String(manageUrl)}`);
  return match[1];
};

async function call(server: RunningServer, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Reply> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

const manage = (server: RunningServer, token: string, action?: 'cancel' | 'reschedule', body: unknown = {}) =>
  call(server, action ? 'POST' : 'GET', `/api/appointments/manage/${token}${action ? `/${action}` : ''}`, action ? body : undefined);

/** The free times of Orthopaedics on a date, as the form sees them. */
const freeTimes = async (server: RunningServer, date: string) =>
  ((await server.get(slotsUrl({ service: 'Orthopaedics & Trauma Care', date }))).body.slots as Array<{ time: string }>).map((s) => s.time);

async function bookOne(server: RunningServer) {
  const payload = validPayload();
  const reply = await server.post(payload);
  expect(reply.status).toBe(201);
  return { payload, reply, token: tokenOf(reply.body.manageUrl) };
}

describe('manage tokens', () => {
  it('carry 256 bits from the CSPRNG: 43 URL-safe characters, never repeated, bits balanced', () => {
    const tokens = Array.from({ length: 2000 }, newManageToken);
    expect(new Set(tokens).size).toBe(tokens.length);
    let ones = 0;
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const bytes = Buffer.from(token, 'base64url');
      expect(bytes.length).toBe(32);
      for (const byte of bytes)
        ones += byte
          .toString(2)
          .split('')
          .filter((b) => b === '1').length;
    }
    // 512,000 bits: a fair source lands within a few tenths of a percent of one half.
    expect(Math.abs(ones / (tokens.length * 256) - 0.5)).toBeLessThan(0.005);
  });

  it('are stored as their SHA-256 only', () => {
    const token = newManageToken();
    expect(hashManageToken(token)).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hashManageToken(token)).not.toContain(token);
  });
});

describe(`the manage API (${STORAGE})`, () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  it('a booking answers with its manage link; the link opens the appointment; the database keeps only the hash', async () => {
    const { payload, reply, token } = await bookOne(server);
    const opened = await manage(server, token);
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({
      success: true,
      appointment: {
        reference: reply.body.appointmentId,
        status: 'booked',
        service: payload.service,
        doctor: { slug: 'dr-karthik-varma', name: expect.any(String) },
        date: payload.preferredDate,
        time: payload.preferredTime,
        changeable: true,
        cutoffMinutes: 120,
        fee: 800,
        paymentMethod: 'pay_at_hospital',
        payment: 'unpaid',
        pendingPayment: null,
      },
    });
    const stored = await server.data.repos.manageLinks.appointmentOf(hashManageToken(token));
    expect(stored?.appointmentId).toBe(reply.body.appointmentId);
    expect(JSON.stringify((await server.list()).body)).not.toContain(token);
  });

  it('an unknown or malformed token is a 404 with a message', async () => {
    for (const token of [newManageToken(), 'short', 'x'.repeat(43)]) {
      const reply = await manage(server, token);
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ success: false, message: MANAGE_MESSAGES.notFound });
      expect((await manage(server, token, 'cancel')).status).toBe(404);
    }
  });

  it('cancel: 200 with status cancelled, the slot shows free again at once, the audit names the patient; twice is a 409', async () => {
    const { payload, token, reply } = await bookOne(server);
    expect(await freeTimes(server, payload.preferredDate)).not.toContain(payload.preferredTime);
    const cancelled = await manage(server, token, 'cancel', { reason: 'Feeling better' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      success: true,
      appointment: { status: 'cancelled', reference: reply.body.appointmentId, changeable: false },
    });
    expect(await freeTimes(server, payload.preferredDate)).toContain(payload.preferredTime);
    expect((await server.data.repos.audit.history(String(reply.body.appointmentId))).at(-1)).toMatchObject({
      actor: { kind: 'patient' },
      fromStatus: 'booked',
      toStatus: 'cancelled',
      reason: 'Feeling better',
    });
    const outbox = await server.data.repos.outbox.of(String(reply.body.appointmentId));
    expect(outbox.map((m) => [m.kind, m.droppedAt === null])).toEqual([
      ['booked', true],
      ['reminder', false],
      ['cancelled', true],
    ]);
    const again = await manage(server, token, 'cancel');
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/cancelled and can no longer be cancelled online/);
  });

  it('reschedule: 200 with the new date and time, the old slot freed and the new one held; a held slot is a 409 with alternatives', async () => {
    const { payload, token } = await bookOne(server);
    const target = validPayload();
    const moved = await manage(server, token, 'reschedule', { preferredDate: target.preferredDate, preferredTime: target.preferredTime });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      success: true,
      appointment: { date: target.preferredDate, time: target.preferredTime, status: 'booked' },
    });
    expect(await freeTimes(server, payload.preferredDate)).toContain(payload.preferredTime);
    expect(await freeTimes(server, target.preferredDate)).not.toContain(target.preferredTime);

    const other = await bookOne(server);
    const clash = await manage(server, token, 'reschedule', {
      preferredDate: other.payload.preferredDate,
      preferredTime: other.payload.preferredTime,
    });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ success: false, message: expect.stringMatching(/is taken/) });
    expect((clash.body.alternatives as unknown[]).length).toBeGreaterThan(0);

    const bad = await manage(server, token, 'reschedule', { preferredDate: '2026-02-30', preferredTime: '10:00' });
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    const far = await manage(server, token, 'reschedule', { preferredDate: '9999-12-31', preferredTime: '10:00' });
    expect(far.body).toEqual({
      success: false,
      field: 'preferredDate',
      message: expect.stringMatching(/^Appointments can be booked from .* Please choose a date in between\.$/),
    });
  });
});

describe(`the cut-off (${STORAGE})`, () => {
  it('inside 2 hours of the appointment nothing changes online: 409 naming the rule and the phone number', async () => {
    let clock = () => new Date();
    const server = await startServer({ now: () => clock() });
    try {
      const { payload, token } = await bookOne(server);
      const start = new Date(`${payload.preferredDate}T${payload.preferredTime}:00+05:30`).getTime();
      clock = () => new Date(start - 119 * 60_000);
      expect((await manage(server, token)).body).toMatchObject({ appointment: { changeable: false } });
      for (const [action, body] of [
        ['cancel', {}],
        ['reschedule', validPayload()],
      ] as const) {
        const refused = await manage(
          server,
          token,
          action,
          action === 'reschedule' ? { preferredDate: body.preferredDate, preferredTime: body.preferredTime } : body,
        );
        expect(refused.status).toBe(409);
        expect(refused.body).toEqual({
          success: false,
          message: expect.stringMatching(/until 2 hours before their time\. Please call \+91 98480 22446/),
        });
      }
      clock = () => new Date(start - 121 * 60_000);
      expect((await manage(server, token)).body).toMatchObject({ appointment: { changeable: true } });
      expect((await manage(server, token, 'cancel')).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});

describe(`finding an appointment by reference and phone (${STORAGE})`, () => {
  it('gives a further link for 24 hours while the e-mailed one keeps working; a wrong reference and a wrong phone get the same answer; tries are limited', async () => {
    const server = await startServer({ env: { BOOKING_LOOKUP_RATE_LIMIT_MAX: '3' } });
    try {
      const { payload, reply, token } = await bookOne(server);
      const found = await call(server, 'POST', '/api/appointments/manage/lookup', {
        reference: String(reply.body.appointmentId).toLowerCase(),
        phone: `+91 ${payload.phone}`,
      });
      expect(found.status).toBe(200);
      expect(found.body).toMatchObject({ success: true, appointment: { reference: reply.body.appointmentId } });
      const further = tokenOf(found.body.manageUrl);
      expect(further).not.toBe(token);
      expect((await manage(server, further)).status).toBe(200);
      // The link in the confirmation e-mail still opens the appointment.
      expect((await manage(server, token)).status).toBe(200);
      // The further link lasts a day; the e-mailed one does not expire.
      const hours = (h: number) => new Date(Date.now() + h * 3_600_000);
      expect(await server.data.repos.manageLinks.appointmentOf(hashManageToken(further), hours(23))).toMatchObject({
        appointmentId: reply.body.appointmentId,
      });
      expect(await server.data.repos.manageLinks.appointmentOf(hashManageToken(further), hours(25))).toBeNull();
      expect(await server.data.repos.manageLinks.appointmentOf(hashManageToken(token), hours(24 * 365))).toMatchObject({
        appointmentId: reply.body.appointmentId,
      });

      const wrongReference = await call(server, 'POST', '/api/appointments/manage/lookup', {
        reference: 'ASH-0000-0000',
        phone: payload.phone,
      });
      const wrongPhone = await call(server, 'POST', '/api/appointments/manage/lookup', {
        reference: reply.body.appointmentId,
        phone: '9000000000',
      });
      expect(wrongReference.status).toBe(404);
      expect(wrongPhone.status).toBe(404);
      expect(wrongPhone.body).toEqual(wrongReference.body);
      expect(wrongPhone.body).toEqual({ success: false, message: MANAGE_MESSAGES.lookupFailed });
      // Three tries per address and window: the fourth is refused.
      const limited = await call(server, 'POST', '/api/appointments/manage/lookup', {
        reference: reply.body.appointmentId,
        phone: payload.phone,
      });
      expect(limited.status).toBe(429);
      expect(limited.body.success).toBe(false);
    } finally {
      await server.stop();
    }
  });
  it('finds a reference typed in small letters with spaces, or without its dashes', async () => {
    const server = await startServer();
    try {
      const { payload, reply } = await bookOne(server);
      const reference = String(reply.body.appointmentId);
      for (const typed of [reference.toLowerCase().replace(/-/g, ' '), reference.replace(/-/g, '')]) {
        const found = await call(server, 'POST', '/api/appointments/manage/lookup', { reference: typed, phone: payload.phone });
        expect(found.status).toBe(200);
        expect(found.body).toMatchObject({ success: true, appointment: { reference } });
      }
    } finally {
      await server.stop();
    }
  });
});

describe(`a retried booking (${STORAGE})`, () => {
  it('answers with a working manage link of its own, and sends no second e-mail', async () => {
    const server = await startServer();
    try {
      const payload = validPayload();
      const key = { 'idempotency-key': `retry-${Date.now()}` };
      const first = await server.post(payload, key);
      expect(first.status).toBe(201);
      const id = String(first.body.appointmentId);
      const messages = (await server.data.repos.outbox.of(id)).length;
      const again = await server.post(payload, key);
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.body.appointmentId).toBe(id);
      const further = tokenOf(again.body.manageUrl);
      expect(further).not.toBe(tokenOf(first.body.manageUrl));
      expect((await manage(server, further)).body).toMatchObject({ success: true, appointment: { reference: id } });
      expect((await manage(server, tokenOf(first.body.manageUrl))).status).toBe(200);
      expect((await server.data.repos.outbox.of(id)).length).toBe(messages);
    } finally {
      await server.stop();
    }
  });
});
