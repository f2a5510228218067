// The desk and its CSV show where each appointment's money stands, and the desk records money taken at
// the counter (never over an online payment).
import { paymentText } from '@hospital/booking-contract';
import { STORAGE } from '../../test/storage';
import { validPayload } from '../../test/harness';
import { addAccounts, signedIn, type StaffClient } from '../../test/staff';
import { bookHeld, payNowPayload, postJson, startPaidStack, type PaidStack } from '../../test/payments';
import { servicesOf } from '../../app';
import { createOutboxWorker } from '../outbox/worker';

jest.setTimeout(60_000);

describe(`payments at the desk (${STORAGE})`, () => {
  let stack: PaidStack;
  let desk: StaffClient;
  beforeAll(async () => {
    stack = await startPaidStack();
    await addAccounts(stack.server.data.repos.staff);
    desk = await signedIn(stack.server.url, 'desk');
  });
  afterAll(() => stack.stop());

  const rowOf = async (reference: string) => {
    const page = await desk.get(`/api/staff/appointments/${reference}`);
    expect(page.status).toBe(200);
    return page.body as {
      appointment: { payment: Parameters<typeof paymentText>[0]; actions: string[]; fee: number | null };
      payments: Array<{ action: string; amount: number | null; actor: { kind: string; id?: string } }>;
    };
  };
  /** One CSV record's cells (RFC 4180: quoted cells may hold commas and doubled quotes). */
  const cells = (line: string) =>
    [...line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)].map((m) => (m[1] !== undefined ? m[1].replace(/""/g, '"') : (m[2] ?? '')));
  const csvLine = async (date: string, reference: string) => {
    const csv = await desk.get(`/api/staff/appointments.csv?date=${date}`);
    const [header = '', ...lines] = csv.text.replace(/^\uFEFF/, '').split('\r\n');
    const columns = cells(header);
    return Object.fromEntries(cells(lines.find((l) => l.startsWith(reference)) ?? '').map((cell, i) => [columns[i], cell]));
  };

  it('a Pay at Hospital appointment shows its fee due, and money taken at the counter is recorded once, audited', async () => {
    const payload = validPayload();
    const booked = await stack.server.post(payload);
    const reference = String(booked.body.appointmentId);
    const before = await rowOf(reference);
    expect(before.appointment.payment).toEqual({ state: 'unpaid', fee: 800, paid: null, refund: null });
    expect(paymentText(before.appointment.payment)).toBe('Not paid: ₹800 due at the hospital');
    expect(before.appointment.actions).toContain('paid-at-counter');

    const paid = await desk.post(`/api/staff/appointments/${reference}/paid-at-counter`, { method: 'card' });
    expect(paid.status).toBe(200);
    const after = await rowOf(reference);
    expect(paymentText(after.appointment.payment)).toBe('Paid ₹800 at the counter (Card)');
    expect(after.appointment.actions).not.toContain('paid-at-counter');
    expect(after.payments.at(-1)).toMatchObject({ action: 'paid_at_counter', amount: 800, actor: { kind: 'staff', id: 'desk.priya' } });
    const again = await desk.post(`/api/staff/appointments/${reference}/paid-at-counter`, { method: 'cash' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('₹800 was already taken at the counter for this appointment.');
    expect(await csvLine(payload.preferredDate, reference)).toMatchObject({
      Payment: 'Pay at hospital',
      'Fee (₹)': '800',
      'Payment state': 'Paid',
      'Paid (₹)': '800',
      'Paid by': 'At the counter (Card)',
    });
  });

  it('an online payment shows its amount and id; nothing is taken at the counter over it; its refund shows too', async () => {
    const held = await bookHeld(stack.server);
    const made = stack.gateway.pay(held.orderId, { method: 'upi' });
    await made.delivered;
    const paid = await rowOf(held.reference);
    expect(paymentText(paid.appointment.payment)).toBe(`Paid ₹800 online (UPI, ${made.payment.id})`);
    expect(paid.appointment.actions).not.toContain('paid-at-counter');
    expect(paid.payments.map((p) => p.action)).toEqual(['held', 'order', 'paid']);
    const counter = await desk.post(`/api/staff/appointments/${held.reference}/paid-at-counter`, { method: 'cash' });
    expect(counter.status).toBe(409);
    expect(counter.body.message).toBe('This appointment was paid online (₹800); take nothing at the counter.');

    const date = String(held.reply.body.date);
    expect(await csvLine(date, held.reference)).toMatchObject({
      Payment: 'Pay now',
      'Payment state': 'Paid',
      'Paid (₹)': '800',
      'Paid by': 'Online (UPI)',
      'Payment ID': made.payment.id,
    });

    expect((await postJson(`${stack.server.url}/api/appointments/manage/${held.token}/cancel`, {})).status).toBe(200);
    expect(paymentText((await rowOf(held.reference)).appointment.payment)).toBe('Refund of ₹800 pending');
    const { payments } = servicesOf(stack.server.app);
    await createOutboxWorker({ outbox: stack.server.data.repos.outbox, senders: { payment: payments!.refundSender() } }).runOnce();
    const refunded = (await rowOf(held.reference)).appointment.payment;
    expect(paymentText(refunded)).toMatch(/^Refunded ₹800 \(rfnd_/);
    expect(await csvLine(date, held.reference)).toMatchObject({ 'Payment state': 'Refunded', 'Refund ID': refunded.refund?.refundId });
  });

  it('a held booking shows as awaiting payment, and the desk may cancel the hold', async () => {
    const held = await bookHeld(stack.server);
    const row = await rowOf(held.reference);
    expect(paymentText(row.appointment.payment)).toBe('Awaiting online payment of ₹800');
    expect(row.appointment.actions).toEqual(['cancel']);
  });

  it('an admin sets a doctor’s fee in the week form: the booking config, the next order and the desk quote it; a booking made before keeps its own', async () => {
    const before = await bookHeld(stack.server);
    const admin = await signedIn(stack.server.url, 'admin');
    const allDay = [{ start: '00:00', end: '24:00' }];
    const week = (fee: unknown) => ({
      change: 'week',
      doctor: 'dr-karthik-varma',
      slotMinutes: 15,
      capacity: 1,
      fee,
      weekly: Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, allDay])),
    });
    expect((await desk.post('/api/staff/schedule', week(950))).status).toBe(403);
    const refused = await admin.post('/api/staff/schedule', week(0));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/fee/);
    const set = await admin.post('/api/staff/schedule', week(950));
    expect(set.status).toBe(200);
    expect(set.body.summary).toContain('fee ₹950');
    const read = await admin.get('/api/staff/schedule');
    expect(
      (read.body.schedule as { doctors: Array<{ doctor: string; fee?: number | null }> }).doctors.find(
        (d) => d.doctor === 'dr-karthik-varma',
      ),
    ).toMatchObject({ fee: 950 });
    expect((await stack.server.get('/api/appointments/config')).body.fees).toMatchObject({ 'dr-karthik-varma': 950 });

    const after = await bookHeld(stack.server);
    expect(after.reply.body.fee).toBe(950);
    expect(stack.gateway.orders.get(after.orderId)?.amount).toBe(95000);
    expect(paymentText((await rowOf(after.reference)).appointment.payment)).toBe('Awaiting online payment of ₹950');
    expect(paymentText((await rowOf(before.reference)).appointment.payment)).toBe('Awaiting online payment of ₹800');

    // No fee: nothing to take online, so Pay Now is booked as Pay at Hospital.
    expect((await admin.post('/api/staff/schedule', week(null))).status).toBe(200);
    expect((await stack.server.get('/api/appointments/config')).body.fees).not.toHaveProperty('dr-karthik-varma');
    const free = await stack.server.post(payNowPayload());
    expect(free.body).toMatchObject({
      status: 'booked',
      paymentMethod: 'pay_at_hospital',
      fee: null,
      message: 'Appointment booked. This doctor’s fee is not taken online: please pay at the hospital.',
    });
    expect((await admin.post('/api/staff/schedule', week(800))).status).toBe(200);
  });
});
