import { hospitalToday } from '@hospital/shared-types';
import { dateInDays, startServer, validPayload, type RunningServer } from '../../test/harness';
import { ACCOUNTS, addAccounts, signedIn, type StaffClient } from '../../test/staff';
import { createBookingService } from '../booking/service';

const ENV = { STAFF_SLOW_AFTER: '0', STAFF_RATE_LIMIT_MAX: '0' };

describe('the desk’s actions on an appointment', () => {
  let server: RunningServer;
  let desk: StaffClient;
  beforeEach(async () => {
    server = await startServer({ env: ENV });
    await addAccounts(server.data.repos.staff);
    desk = await signedIn(server.url, 'desk');
  });
  afterEach(() => server.stop());

  const book = async () => {
    const payload = validPayload();
    const reply = await server.post(payload);
    expect(reply.status).toBe(201);
    return { reference: reply.body.appointmentId as string, payload };
  };
  const history = async (reference: string) => (await desk.get(`/api/staff/appointments/${reference}/history`)).body.history as Array<Record<string, unknown>>;
  const byDesk = { actor: { kind: 'staff', id: ACCOUNTS.desk.username } };

  it('confirm, check in and complete: each writes its audit row, by the staff member', async () => {
    const { reference } = await book();
    for (const [action, status] of [['confirm', 'confirmed'], ['check-in', 'checked_in'], ['complete', 'completed']] as const) {
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

  it('no-show, and cancel with a reason (required) that frees the slot', async () => {
    const a = await book();
    expect((await desk.post(`/api/staff/appointments/${a.reference}/no-show`, {})).status).toBe(200);
    expect((await history(a.reference)).at(-1)).toMatchObject({ ...byDesk, fromStatus: 'booked', toStatus: 'no_show' });

    const b = await book();
    const noReason = await desk.post(`/api/staff/appointments/${b.reference}/cancel`, {});
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('Please give the reason for the cancellation.');
    const cancelled = await desk.post(`/api/staff/appointments/${b.reference}/cancel`, { reason: 'Patient called: travelling' });
    expect(cancelled.status).toBe(200);
    expect((await history(b.reference)).at(-1)).toMatchObject({ ...byDesk, fromStatus: 'booked', toStatus: 'cancelled', reason: 'Patient called: travelling' });
    // The patient is told, as the manage issue defines: the cancellation message is in the outbox.
    expect((await server.data.repos.outbox.of(b.reference)).map((m) => m.kind)).toContain('cancelled');
    // Its seat is free again: the same slot books.
    expect((await server.post({ ...validPayload(), preferredDate: b.payload.preferredDate, preferredTime: b.payload.preferredTime })).status).toBe(201);
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
    const clash = await desk.post(`/api/staff/appointments/${a.reference}/reschedule`, { date: taken.payload.preferredDate, time: taken.payload.preferredTime });
    expect(clash.status).toBe(409);
    expect((await desk.post(`/api/staff/appointments/${a.reference}/reschedule`, { date: target.date, time: '13:07' })).status).toBe(400);
    expect((await desk.post('/api/staff/appointments/ASH-0000-0000/confirm', {})).status).toBe(404);
  });

  it('a doctor completes and marks no-shows on their own list only, and may not confirm', async () => {
    const mine = await book();
    await desk.post(`/api/staff/appointments/${mine.reference}/check-in`, {});
    const doctor = await signedIn(server.url, 'doctor');
    expect((await doctor.post(`/api/staff/appointments/${mine.reference}/complete`, {})).status).toBe(200);
    const other = await server.post({ ...validPayload(), service: 'Cardiology & Heart Care', doctor: 'dr-venkatesh-iyer' });
    const refused = await doctor.post(`/api/staff/appointments/${String(other.body.appointmentId)}/no-show`, {});
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This appointment is not on your list.');
    expect((await doctor.post(`/api/staff/appointments/${mine.reference}/confirm`, {})).status).toBe(403);
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
    desk.post('/api/staff/walk-ins', { fullName: 'Lakshmi Devi', age: 67, gender: 'Female', phone, service: 'Orthopaedics & Trauma Care', doctor: 'dr-karthik-varma', time, extra });

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

    const day = (await desk.get(`/api/staff/appointments?date=${today}`)).body.appointments as Array<{ reference: string; status: string; extra: boolean; time: string }>;
    expect(day.filter((a) => a.time === '23:30')).toEqual([
      expect.objectContaining({ reference: first.body.reference, status: 'checked_in', extra: false }),
      expect.objectContaining({ reference: extra.body.reference, status: 'checked_in', extra: true }),
    ]);
    const history = (await desk.get(`/api/staff/appointments/${String(extra.body.reference)}/history`)).body.history;
    expect(history).toEqual([
      expect.objectContaining({ actor: { kind: 'staff', id: ACCOUNTS.desk.username }, action: 'book', toStatus: 'booked', reason: 'walk-in beyond capacity' }),
      expect.objectContaining({ action: 'status', fromStatus: 'booked', toStatus: 'checked_in' }),
    ]);
    // The extra holds no seat: the slot counts one booking, and the database still lets nobody else in.
    expect(await server.data.repos.appointments.bookedCounts({ doctors: ['dr-karthik-varma'], from: today, to: today })).toContainEqual({ doctor: 'dr-karthik-varma', date: today, time: '23:30', count: 1 });
    const raced = await createBookingService(server.data).book({
      payload: { ...validPayload(), preferredDate: today, preferredTime: '23:30' },
      candidates: [{ doctor: 'dr-karthik-varma', capacity: 1 }],
      newReference: () => 'ASH-TEST-0001',
    });
    expect(raced.kind).toBe('slot-taken');
  });

  it('refuses a time that is not one of the doctor’s slots, and bad patient details', async () => {
    expect((await walkIn('23:31', false, '9000000003')).status).toBe(400);
    expect((await desk.post('/api/staff/walk-ins', { fullName: '', age: 5, gender: 'Male', phone: '9000000004', service: 'Orthopaedics & Trauma Care', doctor: 'dr-karthik-varma', time: '22:00' })).status).toBe(400);
    expect((await desk.post('/api/staff/walk-ins', { fullName: 'A', age: 5, gender: 'Male', phone: '12', service: 'Orthopaedics & Trauma Care', doctor: 'dr-karthik-varma', time: '22:00' })).status).toBe(400);
    const doctor = await signedIn(server.url, 'doctor');
    expect((await doctor.post('/api/staff/walk-ins', {})).status).toBe(403);
  });
});
