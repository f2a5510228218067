// Retention on the database the suite runs on (SQLite, or PostgreSQL under test:postgres): personal data
// past its period is erased from sent messages and old appointments, the hospital's record of each visit
// stays, and passes are bounded, idempotent and safe with two instances at once.
import { MANAGE_MESSAGES } from '@hospital/booking-contract';
import { startMailCatcher, type MailCatcher } from '../../dev/mail-catcher';
import { createEmailSender } from '../messages/email';
import { createOutboxWorker } from '../outbox/worker';
import { dateInDays, startServer, validPayload, type RunningServer } from '../../test/harness';
import { addAccounts, signedIn, type StaffClient } from '../../test/staff';
import { STORAGE, openTestData } from '../../test/storage';
import { createRetentionWorker } from './worker';

jest.setTimeout(120_000);

const DAY = 86_400_000;
const POLICY = { messagesDays: 30, visitsDays: 1_095, cancelledDays: 90 };
const ENV = { STAFF_SLOW_AFTER: '0', STAFF_RATE_LIMIT_MAX: '0' };
/** What a patient typed that identifies them; none of it may survive erasure. */
const personal = (payload: ReturnType<typeof validPayload>) => [
  payload.fullName,
  payload.email,
  payload.phone,
  payload.address,
  payload.message,
];
/** A day `days` after today, at noon India time. */
const dayAhead = (days: number) => new Date(`${dateInDays(days)}T12:00:00+05:30`);

describe(`retention of personal data (${STORAGE})`, () => {
  let server: RunningServer;
  let catcher: MailCatcher;
  let desk: StaffClient;
  beforeEach(async () => {
    catcher = await startMailCatcher();
    server = await startServer({ env: ENV });
    await addAccounts(server.data.repos.staff);
    desk = await signedIn(server.url, 'desk');
  });
  afterEach(async () => {
    await server.stop();
    await catcher.close();
  });

  const sendAt = (now: Date) =>
    createOutboxWorker({
      outbox: server.data.repos.outbox,
      senders: { email: createEmailSender({ smtpUrl: catcher.url, from: 'Ashraya <appointments@ashrayahospital.in>' }) },
      now: () => now,
    }).runOnce();
  const retentionAt = (now: Date, data = server.data, batch = 200) =>
    createRetentionWorker({ retention: data.repos.retention, policy: POLICY, now: () => now, batch }).runOnce();
  const book = async (overrides: Partial<ReturnType<typeof validPayload>>) => {
    const payload = { ...validPayload(), ...overrides };
    const reply = await server.post(payload);
    expect(reply.status).toBe(201);
    return { payload, reference: String(reply.body.appointmentId), token: String(reply.body.manageUrl).split('/').pop() as string };
  };
  const detail = async (reference: string) =>
    (await desk.get(`/api/staff/appointments/${reference}`)).body as {
      appointment: Record<string, unknown>;
      history: Array<Record<string, unknown>>;
      messages: Array<Record<string, unknown>>;
      payments: Array<Record<string, unknown>>;
    };
  const openLink = (token: string) => server.get(`/api/appointments/manage/${token}`);

  it('erases sent messages after 30 days and cancelled appointments after 90; keeps recent ones, pending messages and the record of each visit', async () => {
    const past = await book({ fullName: 'Sravani Mudiraj', preferredDate: dateInDays(5), message: 'Back pain after a fall at home' });
    const recent = await book({ fullName: 'Sravani Mudiraj', preferredDate: dateInDays(20) });
    // A child: the parent's name is the patient's data too.
    const cancelled = await book({
      fullName: 'Lakshmi Gundlapalli',
      age: 9,
      guardianName: 'Padma Gundlapalli',
      preferredDate: dateInDays(6),
      address: 'H.No 4-12, Tarnaka, Secunderabad 500017',
    });
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: `/api/appointments/manage/${cancelled.token}/cancel`,
          payload: { reason: 'Travelling to Vizag' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await desk.post(`/api/staff/appointments/${past.reference}/paid-at-counter`, { method: 'cash' })).status).toBe(200);
    // Confirmations and the cancellation go out now; the reminders wait for the day before each visit.
    await sendAt(new Date());
    await catcher.waitFor(4);
    const before = await detail(past.reference);

    // Nothing is old yet.
    expect(await retentionAt(new Date())).toEqual({ messages: 0, appointments: 0 });

    // 120 days on: the mails sent are past 30 days, the cancelled appointment's date past 90.
    const later = await retentionAt(dayAhead(120));
    expect(later).toEqual({ messages: 5, appointments: 1 });
    for (const { reference } of [past, recent]) {
      const messages = await server.data.repos.outbox.of(reference);
      expect(messages.filter((m) => m.sentAt).map((m) => m.payload)).toEqual([{}]);
      // The reminder still to send keeps what it says.
      expect(messages.filter((m) => !m.sentAt && !m.droppedAt).map((m) => (m.payload as { fullName?: string }).fullName)).toEqual([
        'Sravani Mudiraj',
      ]);
    }
    const gone = await detail(cancelled.reference);
    expect(gone.appointment).toMatchObject({
      fullName: '(erased)',
      guardianName: null,
      phone: '',
      whatsapp: '',
      email: '',
      address: '',
      message: '',
      status: 'cancelled',
      date: cancelled.payload.preferredDate,
    });
    expect(JSON.stringify(gone)).not.toMatch(/Gundlapalli|Tarnaka|Travelling|ravi\.kondapalli/);
    expect(gone.history.at(-1)).toMatchObject({
      actor: { kind: 'system' },
      action: 'erase',
      fromStatus: 'cancelled',
      toStatus: 'cancelled',
      reason: expect.stringContaining('90 days'),
    });
    expect(gone.messages.map((m) => m.state)).toEqual(expect.arrayContaining(['sent', 'dropped']));
    expect((await openLink(cancelled.token)).status).toBe(410);
    expect((await openLink(cancelled.token)).body).toEqual({ success: false, message: MANAGE_MESSAGES.erased });
    // The past visit is kept for three years: its link and its details still work.
    expect((await openLink(past.token)).status).toBe(200);
    expect((await detail(past.reference)).appointment.fullName).toBe('Sravani Mudiraj');

    // Three years and a few days after the past visit: its reminder (whose visit has begun) is dropped
    // by the outbox worker first; an appointment with a message still to send waits for it.
    const threeYears = dayAhead(5 + POLICY.visitsDays + 2);
    expect(await retentionAt(threeYears)).toEqual({ messages: 0, appointments: 0 });
    await sendAt(threeYears);
    expect(await retentionAt(threeYears)).toEqual({ messages: 0, appointments: 1 });

    const after = await detail(past.reference);
    expect(after.appointment).toMatchObject({ fullName: '(erased)', phone: '', whatsapp: '', email: '', address: '', message: '' });
    const kept = [
      'reference',
      'status',
      'date',
      'time',
      'doctor',
      'service',
      'fee',
      'age',
      'gender',
      'channel',
      'payment',
      'paymentMethod',
    ] as const;
    for (const field of kept) expect(after.appointment[field]).toEqual(before.appointment[field]);
    expect(after.payments).toEqual(before.payments);
    expect(after.history.slice(0, -1)).toEqual(before.history);
    expect(after.history.at(-1)).toMatchObject({
      actor: { kind: 'system' },
      action: 'erase',
      reason: expect.stringContaining('1095 days'),
    });
    expect(after.messages.map(({ kind, state }) => ({ kind, state }))).toEqual(
      before.messages.map(({ kind }) => ({ kind, state: expect.any(String) })),
    );
    const text = JSON.stringify({
      after,
      messages: await server.data.repos.outbox.of(past.reference),
      found: await server.data.repos.appointments.findById(past.reference),
    });
    for (const value of personal(past.payload)) expect(text).not.toContain(value);

    // The desk's day, CSV and search show the visit without its patient; the link says it is no longer kept.
    const day = (await desk.get(`/api/staff/appointments?date=${past.payload.preferredDate}`)).body.appointments as Array<
      Record<string, unknown>
    >;
    expect(day.filter((row) => row.reference === past.reference).map((row) => row.fullName)).toEqual(['(erased)']);
    const csv = (await desk.get(`/api/staff/appointments.csv?from=${past.payload.preferredDate}&to=${past.payload.preferredDate}`)).text;
    expect(csv).toContain(past.reference);
    expect(csv).toContain('(erased)');
    for (const value of personal(past.payload)) expect(csv).not.toContain(value);
    const found = async (q: string) =>
      ((await desk.get(`/api/staff/appointments/search?q=${encodeURIComponent(q)}`)).body.appointments as Array<{ reference: string }>).map(
        (row) => row.reference,
      );
    expect(await found('Sravani Mudiraj')).toEqual([recent.reference]);
    expect(await found(past.payload.phone)).toEqual([]);
    expect((await openLink(past.token)).status).toBe(410);
    const lookup = await server.app.inject({
      method: 'POST',
      url: '/api/appointments/manage/lookup',
      payload: { reference: past.reference, phone: past.payload.phone },
    });
    expect(lookup.statusCode).toBe(404);

    // The recent appointment (its visit less than three years ago) keeps everything.
    expect((await detail(recent.reference)).appointment).toMatchObject({
      fullName: 'Sravani Mudiraj',
      phone: recent.payload.phone,
      email: recent.payload.email,
    });
    expect((await openLink(recent.token)).status).toBe(200);

    // Run again: nothing more, and one audit row per erased appointment.
    expect(await retentionAt(threeYears)).toEqual({ messages: 0, appointments: 0 });
    expect((await detail(past.reference)).history.filter((entry) => entry.action === 'erase')).toHaveLength(1);
  });

  it('erases at most one batch a pass; two instances at once erase each appointment once', async () => {
    const booked = [];
    for (let i = 0; i < 7; i++) booked.push(await book({ preferredDate: dateInDays(3) }));
    await sendAt(new Date());
    const visitDay = dayAhead(3);
    // Their reminders go (or are dropped) on their day, so nothing holds the appointments back.
    await sendAt(new Date(visitDay.getTime() + DAY));
    const when = dayAhead(3 + POLICY.visitsDays + 1);

    // One pass, a batch of 3: three of the seven, and three messages.
    expect(await retentionAt(when, server.data, 3)).toEqual({ messages: 3, appointments: 3 });

    // Two workers at once, each passing with a batch of 2, repeatedly: on PostgreSQL two instances (two pools);
    // SQLite serves one process, whose workers share its one writer connection.
    const other = STORAGE === 'postgres' ? await openTestData(server.dataDir) : null;
    const second = other ?? server.data;
    try {
      const totals = { messages: 0, appointments: 0 };
      for (let round = 0; round < 6; round++) {
        const passes = await Promise.all([retentionAt(when, server.data, 2), retentionAt(when, second, 2)]);
        for (const pass of passes) {
          expect(pass.appointments).toBeLessThanOrEqual(2);
          totals.messages += pass.messages;
          totals.appointments += pass.appointments;
        }
      }
      expect(totals.appointments).toBe(4);
    } finally {
      await other?.close();
    }
    for (const { reference } of booked) {
      const page = await detail(reference);
      expect(page.appointment.fullName).toBe('(erased)');
      expect(page.history.filter((entry) => entry.action === 'erase')).toHaveLength(1);
      expect((await server.data.repos.outbox.of(reference)).map((m) => m.payload)).toEqual(
        (await server.data.repos.outbox.of(reference)).map(() => ({})),
      );
    }
  });
});
