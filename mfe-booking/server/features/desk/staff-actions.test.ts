import { hospitalToday } from '@hospital/booking-contract';
import { sql } from 'kysely';
import { dateInDays, startServer, validPayload, type RunningServer } from '../../test/harness';
import { ACCOUNTS, addAccounts, signedIn, type StaffClient } from '../../test/staff';
import { storageOf } from '../../data';
import { createBookingService } from '../../domain/use-cases/book';
import { instantOf } from '../../domain/calendar';

const ENV = { STAFF_SLOW_AFTER: '0', STAFF_RATE_LIMIT_MAX: '0' };

/**
 * The API's clock: the real time unless a test stands at a moment (bookings are made at the real time).
 * Sessions follow the clock too: a desk that jumps days ahead signs in again there.
 */
function testClock() {
  let moment: Date | null = null;
  return {
    now: () => moment ?? new Date(),
    /** Stand `minutes` after a slot's start, India time. */
    at: (date: string, time: string, minutes = 0) => void (moment = new Date(instantOf(date, time).getTime() + minutes * 60_000)),
    later: (minutes: number) => void (moment = new Date((moment ?? new Date()).getTime() + minutes * 60_000)),
    real: () => void (moment = null),
  };
}

/** An API on the test clock with the staff accounts, and the desk signed in. */
async function deskOnClock(clock: ReturnType<typeof testClock>, env: Record<string, string>) {
  clock.real();
  const server = await startServer({ env, now: clock.now });
  await addAccounts(server.data.repos.staff);
  return { server, desk: await signedIn(server.url, 'desk') };
}

describe('the desk’s actions on an appointment', () => {
  let server: RunningServer;
  let desk: StaffClient;
  const clock = testClock();
  beforeEach(async () => void ({ server, desk } = await deskOnClock(clock, ENV)));
  afterEach(() => server.stop());

  const standAt = async (date: string, time: string, minutes = 0) => {
    clock.at(date, time, minutes);
    desk = await signedIn(server.url, 'desk');
  };

  const book = async () => {
    clock.real();
    const payload = validPayload();
    const reply = await server.post(payload);
    expect(reply.status).toBe(201);
    return { reference: reply.body.appointmentId as string, payload };
  };
  const history = async (reference: string) =>
    (await desk.get(`/api/staff/appointments/${reference}/history`)).body.history as Array<Record<string, unknown>>;
  const byDesk = { actor: { kind: 'staff', id: ACCOUNTS.desk.username } };

  it('confirm, check in on the day and complete: each writes its audit row, by the staff member', async () => {
    const { reference, payload } = await book();
    expect((await desk.post(`/api/staff/appointments/${reference}/confirm`, {})).body.appointment).toMatchObject({
      reference,
      status: 'confirmed',
    });
    await standAt(payload.preferredDate, payload.preferredTime);
    for (const [action, status] of [
      ['check-in', 'checked_in'],
      ['complete', 'completed'],
    ] as const) {
      const reply = await desk.post(`/api/staff/appointments/${reference}/${action}`, {});
      expect([action, reply.status]).toEqual([action, 200]);
      expect(reply.body.appointment).toMatchObject({ reference, status });
    }
    expect(await history(reference)).toEqual([
      expect.objectContaining({ action: 'book', toStatus: 'booked' }),
      expect.objectContaining({ ...byDesk, action: 'status', fromStatus: 'booked', toStatus: 'confirmed' }),
      expect.objectContaining({ ...byDesk, action: 'status', fromStatus: 'confirmed', toStatus: 'checked_in' }),
      expect.objectContaining({ ...byDesk, action: 'status', fromStatus: 'checked_in', toStatus: 'completed' }),
    ]);
    const again = await desk.post(`/api/staff/appointments/${reference}/cancel`, { reason: 'Too late' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An appointment that is completed cannot be cancelled.');
  });

  it('no-show after the time has passed, and cancel with a reason (required) that frees the slot', async () => {
    const a = await book();
    await standAt(a.payload.preferredDate, a.payload.preferredTime, 1);
    expect((await desk.post(`/api/staff/appointments/${a.reference}/no-show`, {})).status).toBe(200);
    expect((await history(a.reference)).at(-1)).toMatchObject({ ...byDesk, fromStatus: 'booked', toStatus: 'no_show' });

    const b = await book();
    const noReason = await desk.post(`/api/staff/appointments/${b.reference}/cancel`, {});
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('Please give the reason for the cancellation.');
    const cancelled = await desk.post(`/api/staff/appointments/${b.reference}/cancel`, { reason: 'Patient called: travelling' });
    expect(cancelled.status).toBe(200);
    expect((await history(b.reference)).at(-1)).toMatchObject({
      ...byDesk,
      fromStatus: 'booked',
      toStatus: 'cancelled',
      reason: 'Patient called: travelling',
    });
    expect((await server.data.repos.outbox.of(b.reference)).map((m) => m.kind)).toContain('cancelled');
    expect(
      (await server.post({ ...validPayload(), preferredDate: b.payload.preferredDate, preferredTime: b.payload.preferredTime })).status,
    ).toBe(201);
  });

  it('reschedules to a free slot (audit from and to), and refuses a taken one', async () => {
    const a = await book();
    const taken = await book();
    const target = { date: dateInDays(5), time: '13:15' };
    const moved = await desk.post(`/api/staff/appointments/${a.reference}/reschedule`, target);
    expect(moved.status).toBe(200);
    expect(moved.body.appointment).toMatchObject({ reference: a.reference, date: target.date, time: target.time, status: 'booked' });
    expect((await history(a.reference)).at(-1)).toMatchObject({
      ...byDesk,
      action: 'reschedule',
      fromSlot: `${a.payload.preferredDate} ${a.payload.preferredTime} dr-karthik-varma`,
      toSlot: `${target.date} ${target.time} dr-karthik-varma`,
    });
    expect((await server.data.repos.outbox.of(a.reference)).map((m) => m.kind)).toContain('rescheduled');
    const clash = await desk.post(`/api/staff/appointments/${a.reference}/reschedule`, {
      date: taken.payload.preferredDate,
      time: taken.payload.preferredTime,
    });
    expect(clash.status).toBe(409);
    expect((await desk.post(`/api/staff/appointments/${a.reference}/reschedule`, { date: target.date, time: '13:07' })).status).toBe(400);
    expect((await desk.post('/api/staff/appointments/ASH-0000-0000/confirm', {})).status).toBe(404);
  });

  it('a doctor completes and marks no-shows on their own list only, and may not confirm', async () => {
    const mine = await book();
    await standAt(mine.payload.preferredDate, mine.payload.preferredTime);
    await desk.post(`/api/staff/appointments/${mine.reference}/check-in`, {});
    const doctor = await signedIn(server.url, 'doctor');
    expect((await doctor.post(`/api/staff/appointments/${mine.reference}/complete`, {})).status).toBe(200);
    clock.real();
    const other = await server.post({ ...validPayload(), service: 'Cardiology & Heart Care', doctor: 'dr-venkatesh-iyer' });
    const refused = await doctor.post(`/api/staff/appointments/${String(other.body.appointmentId)}/no-show`, {});
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This appointment is not on your list.');
    expect((await doctor.post(`/api/staff/appointments/${mine.reference}/confirm`, {})).status).toBe(403);
  });
});

describe('guard rails: each action only when it can be true', () => {
  let server: RunningServer;
  let desk: StaffClient;
  const clock = testClock();
  beforeEach(async () => void ({ server, desk } = await deskOnClock(clock, { ...ENV, STAFF_CHECK_IN_OPENS_MINUTES: '45' })));
  afterEach(() => server.stop());

  const standAt = async (date: string, time: string, minutes = 0) => {
    clock.at(date, time, minutes);
    desk = await signedIn(server.url, 'desk');
  };

  /** A booking of Dr. Karthik Varma at 08:15 on a day whose first session (always-open schedule) starts at 00:00. */
  const bookAt = async (time: string) => {
    clock.real();
    const payload = { ...validPayload(), preferredDate: dateInDays(4), preferredTime: time };
    const reply = await server.post(payload);
    expect(reply.status).toBe(201);
    return { reference: reply.body.appointmentId as string, date: payload.preferredDate };
  };
  const act = (reference: string, action: string) => desk.post(`/api/staff/appointments/${reference}/${action}`, {});

  it('no-show only once the appointment’s time has passed: an 08:15 patient is not a no-show at 03:50, nor at 08:14', async () => {
    const { reference, date } = await bookAt('08:15');
    await standAt(date, '03:50');
    const early = await act(reference, 'no-show');
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(
      /^A no-show can be marked only after the appointment’s time has passed: from 8:15 am on \w+day \d+ \w+ \d{4}\.$/,
    );
    await standAt(date, '08:14');
    expect((await act(reference, 'no-show')).status).toBe(409);
    expect((await desk.get(`/api/staff/appointments/${reference}`)).body.appointment).toMatchObject({
      status: 'booked',
      actions: expect.not.arrayContaining(['no-show']),
    });
    await standAt(date, '08:15');
    expect((await act(reference, 'no-show')).status).toBe(200);
  });

  it('check-in only on the appointment’s day, from the configured time before the doctor’s first session', async () => {
    const { reference, date } = await bookAt('10:00');
    await standAt(date, '10:00', -24 * 60);
    const dayBefore = await act(reference, 'check-in');
    expect(dayBefore.status).toBe(409);
    expect(dayBefore.body.message).toMatch(/^Check-in is only on the appointment’s day: this appointment is on /);
    await standAt(date, '10:00', 24 * 60);
    expect((await act(reference, 'check-in')).body.message).toMatch(/this appointment was on /);
    await standAt(date, '00:10');
    expect((await act(reference, 'check-in')).status).toBe(200);
  });

  it('check-in opens STAFF_CHECK_IN_OPENS_MINUTES before the first session of that doctor’s day', async () => {
    // Dr. Karthik Varma's first session on that day becomes 09:00 (the admin sets his week).
    const admin = await signedIn(server.url, 'admin');
    const { reference, date } = await bookAt('23:00');
    const week = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [{ start: '09:00', end: '24:00' }]]));
    expect(
      (await admin.post('/api/staff/schedule', { change: 'week', doctor: 'dr-karthik-varma', slotMinutes: 15, capacity: 1, weekly: week }))
        .status,
    ).toBe(200);
    await standAt(date, '08:14');
    const early = await act(reference, 'check-in');
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Check-in opens at 8:15 am, 45 minutes before the doctor’s first session.');
    // The day's list says why, in the same words: the desk shows the reason instead of a missing button.
    const listed = (await desk.get(`/api/staff/appointments?date=${date}`)).body.appointments as Array<Record<string, unknown>>;
    const row = listed.find((a) => a.reference === reference);
    expect(row?.actions).not.toContain('check-in');
    expect(row?.notYet).toEqual(
      expect.arrayContaining([
        { action: 'check-in', reason: 'Check-in opens at 8:15 am, 45 minutes before the doctor’s first session.' },
        { action: 'complete', reason: 'Only a checked-in patient can be marked completed: check the patient in first.' },
      ]),
    );
    await standAt(date, '08:15');
    expect((await act(reference, 'check-in')).status).toBe(200);
  });

  it('a walk-in is at the counter: checked in on its day before check-in opens for booked patients', async () => {
    const admin = await signedIn(server.url, 'admin');
    const { reference, date } = await bookAt('09:30');
    const week = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [{ start: '09:00', end: '13:00' }]]));
    expect(
      (await admin.post('/api/staff/schedule', { change: 'week', doctor: 'dr-karthik-varma', slotMinutes: 15, capacity: 1, weekly: week }))
        .status,
    ).toBe(200);
    await standAt(date, '07:00');
    expect((await act(reference, 'check-in')).body.message).toBe(
      'Check-in opens at 8:15 am, 45 minutes before the doctor’s first session.',
    );
    const walkIn = await desk.post('/api/staff/walk-ins', {
      fullName: 'Ravi Teja',
      age: 40,
      gender: 'Male',
      phone: '9000000011',
      service: 'Orthopaedics & Trauma Care',
      doctor: 'dr-karthik-varma',
      time: '09:00',
    });
    expect(walkIn.status).toBe(201);
    expect((await desk.get(`/api/staff/appointments/${String(walkIn.body.reference)}`)).body.appointment).toMatchObject({
      status: 'checked_in',
      channel: 'walk_in',
      date,
    });
  });

  it('completed only after check-in, whatever the time', async () => {
    const { reference, date } = await bookAt('09:00');
    await standAt(date, '12:00');
    const refused = await act(reference, 'complete');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Only a checked-in patient can be marked completed: check the patient in first.');
  });
});

describe('undo within 10 minutes, by the same desk', () => {
  let server: RunningServer;
  let desk: StaffClient;
  const clock = testClock();
  beforeEach(async () => void ({ server, desk } = await deskOnClock(clock, ENV)));
  afterEach(() => server.stop());

  const standAt = async (date: string, time: string, minutes = 0) => {
    clock.at(date, time, minutes);
    desk = await signedIn(server.url, 'desk');
  };
  const wait = async (minutes: number) => {
    clock.later(minutes);
    desk = await signedIn(server.url, 'desk');
  };

  const book = async (overrides: Record<string, string> = {}) => {
    clock.real();
    const payload = { ...validPayload(), ...overrides };
    const reply = await server.post(payload);
    expect(reply.status).toBe(201);
    return { reference: reply.body.appointmentId as string, payload };
  };
  const undo = (reference: string, client = desk) => client.post(`/api/staff/appointments/${reference}/undo`);

  it('a no-show undone: booked again, the seat taken again, audited as an undo of that row', async () => {
    const { reference, payload } = await book();
    await standAt(payload.preferredDate, payload.preferredTime, 5);
    const marked = await desk.post(`/api/staff/appointments/${reference}/no-show`, {});
    expect(marked.body.undo).toMatchObject({ what: 'the no-show' });
    await wait(9);
    const undone = await undo(reference);
    expect(undone.status).toBe(200);
    expect(undone.body.appointment).toMatchObject({ status: 'booked' });
    const detail = await desk.get(`/api/staff/appointments/${reference}`);
    expect(detail.body.history).toEqual([
      expect.objectContaining({ action: 'book' }),
      expect.objectContaining({ toStatus: 'no_show', undone: true }),
      expect.objectContaining({
        actor: { kind: 'staff', id: ACCOUNTS.desk.username },
        fromStatus: 'no_show',
        toStatus: 'booked',
        reason: 'Undo of the no-show',
        undone: false,
      }),
    ]);
    // The seat is held again: nobody else books it.
    clock.real();
    expect(
      (await server.post({ ...validPayload(), preferredDate: payload.preferredDate, preferredTime: payload.preferredTime })).status,
    ).toBe(409);
    // Undone once: nothing more to undo.
    expect((await undo(reference)).body.message).toBe('The last change was an undo: there is nothing more to undo.');
  });

  it('refused after 10 minutes, to another staff member, and when the freed seat was taken meanwhile', async () => {
    const a = await book();
    await desk.post(`/api/staff/appointments/${a.reference}/confirm`, {});
    await wait(11);
    const late = await undo(a.reference);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('A change can be undone only within 10 minutes.');

    const b = await book();
    await desk.post(`/api/staff/appointments/${b.reference}/cancel`, { reason: 'Duplicate call' });
    const admin = await signedIn(server.url, 'admin');
    expect((await undo(b.reference, admin)).body.message).toBe('Only the staff member who made the last change can undo it.');
    const taker = await server.post({ ...validPayload(), preferredDate: b.payload.preferredDate, preferredTime: b.payload.preferredTime });
    expect(taker.status).toBe(201);
    const seatGone = await undo(b.reference);
    expect(seatGone.status).toBe(409);
    expect(seatGone.body.message).toMatch(/has been taken by another booking since/);
    expect((await desk.get(`/api/staff/appointments/${b.reference}`)).body.appointment).toMatchObject({ status: 'cancelled' });
  });

  it('a cancellation undone before its message went: the message is not sent, the reminder is back', async () => {
    const { reference } = await book();
    await desk.post(`/api/staff/appointments/${reference}/cancel`, { reason: 'Wrong patient' });
    expect((await undo(reference)).status).toBe(200);
    const messages = await server.data.repos.outbox.of(reference);
    expect(messages.filter((m) => m.kind === 'cancelled').every((m) => m.droppedAt !== null)).toBe(true);
    expect(messages.filter((m) => m.kind === 'reminder' && m.droppedAt === null)).toHaveLength(1);
    expect(messages.map((m) => m.kind)).not.toContain('reinstated');
  });

  it('a cancellation undone after the patient was told: they are told it stands', async () => {
    const { reference } = await book();
    await desk.post(`/api/staff/appointments/${reference}/cancel`, { reason: 'Wrong patient' });
    for (const m of await server.data.repos.outbox.of(reference))
      if (m.kind === 'cancelled') await server.data.repos.outbox.markSent(m.seq, new Date());
    expect((await undo(reference)).status).toBe(200);
    expect((await server.data.repos.outbox.of(reference)).filter((m) => m.kind === 'reinstated')).toHaveLength(1);
  });

  it('a move undone: back to the earlier time', async () => {
    const { reference, payload } = await book();
    await desk.post(`/api/staff/appointments/${reference}/reschedule`, { date: dateInDays(6), time: '10:00' });
    const undone = await undo(reference);
    expect(undone.status).toBe(200);
    expect(undone.body.appointment).toMatchObject({ date: payload.preferredDate, time: payload.preferredTime, status: 'booked' });
  });
});

describe('walk-ins', () => {
  let server: RunningServer;
  let desk: StaffClient;
  beforeEach(async () => {
    server = await startServer({ env: ENV });
    await addAccounts(server.data.repos.staff);
    desk = await signedIn(server.url, 'desk');
  });
  afterEach(() => server.stop());

  const walkIn = (time: string, extra: boolean, phone: string) =>
    desk.post('/api/staff/walk-ins', {
      fullName: 'Lakshmi Devi',
      age: 67,
      gender: 'Female',
      phone,
      service: 'Orthopaedics & Trauma Care',
      doctor: 'dr-karthik-varma',
      time,
      extra,
    });

  it('takes a free slot today, checked in; when the slot is full, only as an extra beyond capacity, marked so', async () => {
    const today = hospitalToday(new Date());
    const first = await walkIn('23:30', false, '9000000001');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ success: true, extra: false });
    const full = await walkIn('23:30', false, '9000000002');
    expect(full.status).toBe(409);
    expect(full.body.message).toMatch(/Every place at that time is taken/);
    const extra = await walkIn('23:30', true, '9000000002');
    expect(extra.status).toBe(201);
    expect(extra.body).toMatchObject({ extra: true });

    const day = (await desk.get(`/api/staff/appointments?date=${today}`)).body.appointments as Array<{
      reference: string;
      status: string;
      extra: boolean;
      time: string;
      channel: string;
    }>;
    expect(day.filter((a) => a.time === '23:30')).toEqual([
      expect.objectContaining({ reference: first.body.reference, status: 'checked_in', extra: false, channel: 'walk_in' }),
      expect.objectContaining({ reference: extra.body.reference, status: 'checked_in', extra: true, channel: 'walk_in' }),
    ]);
    // The extra is checked in through the lifecycle, like every walk-in: its check-in is audited and can be undone.
    const history = (await desk.get(`/api/staff/appointments/${String(extra.body.reference)}/history`)).body.history;
    expect(history).toEqual([
      expect.objectContaining({
        actor: { kind: 'staff', id: ACCOUNTS.desk.username },
        action: 'book',
        toStatus: 'booked',
        reason: 'walk-in beyond capacity',
      }),
      expect.objectContaining({ action: 'status', fromStatus: 'booked', toStatus: 'checked_in', reason: 'walk-in' }),
    ]);
    const undone = await desk.post(`/api/staff/appointments/${String(extra.body.reference)}/undo`);
    expect(undone.body.appointment).toMatchObject({ status: 'booked', extra: true });
    // The extra holds no seat: the slot counts one booking, and the database still lets nobody else in.
    expect(await server.data.repos.appointments.bookedCounts({ doctors: ['dr-karthik-varma'], from: today, to: today })).toContainEqual({
      doctor: 'dr-karthik-varma',
      date: today,
      time: '23:30',
      count: 1,
    });
    const raced = await createBookingService(storageOf(server.data)).book({
      payload: { ...validPayload(), preferredDate: today, preferredTime: '23:30' },
      candidates: [{ doctor: 'dr-karthik-varma', capacity: 1 }],
      newReference: () => 'ASH-TEST-0001',
    });
    expect(raced.kind).toBe('slot-taken');
  });

  it('books and checks in in one transaction: when the check-in cannot be written, nothing is booked, the extra neither', async () => {
    // The database refuses every check-in's audit row, as a failing disk or a lost connection would midway.
    const { db, dialect } = server.data.database;
    if (dialect.kind === 'postgres') {
      await sql`CREATE FUNCTION refuse_check_in() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$ LANGUAGE plpgsql`.execute(
        db,
      );
      await sql`CREATE TRIGGER refuse_check_in BEFORE INSERT ON appointment_audit FOR EACH ROW WHEN (NEW.to_status = 'checked_in') EXECUTE FUNCTION refuse_check_in()`.execute(
        db,
      );
    } else {
      await sql`CREATE TRIGGER refuse_check_in BEFORE INSERT ON appointment_audit WHEN NEW.to_status = 'checked_in' BEGIN SELECT RAISE(ABORT, 'refused'); END`.execute(
        db,
      );
    }
    expect((await walkIn('23:15', false, '9000000021')).status).toBe(500);
    expect((await walkIn('23:15', true, '9000000022')).status).toBe(500);
    const today = hospitalToday(new Date());
    const day = (await desk.get(`/api/staff/appointments?date=${today}`)).body.appointments as Array<{ phone: string }>;
    expect(day.filter((a) => a.phone === '9000000021' || a.phone === '9000000022')).toEqual([]);
  });

  it('refuses a time that is not one of the doctor’s slots, and bad patient details, in its own words', async () => {
    expect((await walkIn('23:31', false, '9000000003')).status).toBe(400);
    const noName = await desk.post('/api/staff/walk-ins', {
      fullName: '',
      age: 5,
      gender: 'Male',
      phone: '9000000004',
      service: 'Orthopaedics & Trauma Care',
      doctor: 'dr-karthik-varma',
      time: '22:00',
    });
    expect(noName.body).toMatchObject({ success: false, message: 'Full name is required', field: 'fullName' });
    const badPhone = await desk.post('/api/staff/walk-ins', {
      fullName: 'A',
      age: 5,
      gender: 'Male',
      phone: '12',
      service: 'Orthopaedics & Trauma Care',
      doctor: 'dr-karthik-varma',
      time: '22:00',
    });
    expect(badPhone.body).toMatchObject({ message: 'Phone must be a 10-digit mobile number', field: 'phone' });
    const textAge = await desk.post('/api/staff/walk-ins', {
      fullName: 'A',
      age: 'five',
      gender: 'Male',
      phone: '9000000004',
      service: 'Orthopaedics & Trauma Care',
      doctor: 'dr-karthik-varma',
      time: '22:00',
    });
    expect(textAge.body).toMatchObject({ message: 'Age must be a whole number from 0 to 120', field: 'age' });
    const doctor = await signedIn(server.url, 'doctor');
    expect((await doctor.post('/api/staff/walk-ins', {})).status).toBe(403);
  });
});
