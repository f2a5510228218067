// Refunds go through the outbox: a paid appointment cancelled (by the patient before the cut-off, or the
// desk) is refunded in full, retried through a failing gateway, and refunded once, whatever the workers do.
import { paymentText, type PaymentSummary } from '@hospital/booking-contract';
import { servicesOf } from '../../app';
import { createOutboxWorker } from '../outbox/worker';
import { createHoldsWorker } from './holds-worker';
import { renderEmail } from '../messages/render';
import type { MessagePayload } from '../../domain/patient-messages';
import { STORAGE } from '../../test/storage';
import { dateInDays } from '../../test/harness';
import { bookHeld, payNowPayload, postJson, startPaidStack, type PaidStack } from '../../test/payments';
import { addAccounts, signedIn } from '../../test/staff';

jest.setTimeout(60_000);

describe(`refunds (${STORAGE})`, () => {
  let stack: PaidStack;
  beforeAll(async () => {
    stack = await startPaidStack();
    await addAccounts(stack.server.data.repos.staff);
  });
  afterAll(() => stack.stop());
  beforeEach(() => {
    Object.assign(stack.gateway.behaviour, { failRefunds: 0, refundDelayMs: 0, webhooks: 'on', refundStatus: 'processed' });
    stack.clock.offsetMs = 0;
  });
  afterAll(() => {
    stack.clock.offsetMs = 0;
  });

  /** A Pay Now booking paid through the checkout and its webhooks. */
  const paid = async (payload = payNowPayload()) => {
    const held = await bookHeld(stack.server, payload);
    const made = stack.gateway.pay(held.orderId);
    await made.delivered;
    return { ...held, paymentId: made.payment.id };
  };
  const worker = (options: { leaseMs?: number; now?: () => Date } = {}) => {
    const { payments } = servicesOf(stack.server.app);
    if (!payments) throw new Error('no payments');
    return createOutboxWorker({
      outbox: stack.server.data.repos.outbox,
      senders: { payment: payments.refundSender() },
      baseBackoffMs: 10,
      maxBackoffMs: 10,
      leaseMs: options.leaseMs ?? 60_000,
      ...(options.now ? { now: options.now } : {}),
    });
  };
  const refundsOf = (paymentId: string) => stack.gateway.refunds.filter((r) => r.paymentId === paymentId);
  const untilDue = () => new Promise((resolve) => setTimeout(resolve, 30));

  it('a patient’s cancellation of a paid appointment refunds it in full, retried through a failing gateway, once', async () => {
    const booking = await paid();
    const cancel = await postJson(`${stack.server.url}/api/appointments/manage/${booking.token}/cancel`, { reason: 'Feeling better' });
    expect(cancel.status).toBe(200);
    expect(await stack.server.data.repos.payments.of(booking.reference)).toMatchObject({ state: 'refund_pending' });
    const mail = (await stack.server.data.repos.outbox.of(booking.reference)).find((m) => m.kind === 'cancelled');
    expect(renderEmail(mail?.payload as MessagePayload).text).toContain('We are refunding your payment of ₹800 in full.');

    stack.gateway.behaviour.failRefunds = 2;
    const run = worker();
    for (let i = 0; i < 2; i++) {
      await run.runOnce();
      await untilDue();
    }
    const refund = (await stack.server.data.repos.outbox.of(booking.reference)).find((m) => m.channel === 'payment');
    expect(refund).toMatchObject({ kind: 'refund', sentAt: null, attempts: 2, lastError: expect.stringMatching(/answered 500/) });
    expect(refundsOf(booking.paymentId)).toHaveLength(0);
    await run.runOnce();
    expect(refundsOf(booking.paymentId)).toEqual([expect.objectContaining({ amount: 80000, receipt: booking.reference })]);
    expect(await stack.server.data.repos.payments.of(booking.reference)).toMatchObject({
      state: 'refunded',
      refundId: refundsOf(booking.paymentId)[0]?.id,
    });
    // Audited: who asked, and the gateway's refund.
    expect((await stack.server.data.repos.payments.history(booking.reference)).map((e) => e.action)).toEqual([
      'held',
      'order',
      'paid',
      'refund_requested',
      'refunded',
    ]);
    // Nothing more to send, and the gateway's own refund event changes nothing.
    await untilDue();
    await run.runOnce();
    expect(refundsOf(booking.paymentId)).toHaveLength(1);
    expect(stack.gateway.problems).toEqual([]);
  });

  it('two workers on one outbox, the gateway slower than a lease: the payment is refunded once', async () => {
    const booking = await paid();
    expect((await postJson(`${stack.server.url}/api/appointments/manage/${booking.token}/cancel`, {})).status).toBe(200);
    stack.gateway.behaviour.refundDelayMs = 300;
    // The first worker's lease (50 ms) runs out while the gateway is still answering: the second takes the
    // same refund and sends it again, with the same idempotency key.
    const first = worker({ leaseMs: 50 });
    const second = worker({ leaseMs: 50 });
    const one = first.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 120));
    await Promise.all([one, second.runOnce()]);
    const attempts = stack.gateway.calls.filter((c) => c.path === `/v1/payments/${booking.paymentId}/refund`);
    expect(attempts.length).toBeGreaterThanOrEqual(2);
    expect(refundsOf(booking.paymentId)).toHaveLength(1);
    expect(await stack.server.data.repos.payments.of(booking.reference)).toMatchObject({ state: 'refunded' });
    expect((await stack.server.data.repos.payments.history(booking.reference)).filter((e) => e.action === 'refunded')).toHaveLength(1);
  });

  it('the desk’s cancellation of a paid appointment refunds it, and cannot be undone once the refund is asked for', async () => {
    const booking = await paid();
    const desk = await signedIn(stack.server.url, 'desk');
    const cancel = await desk.post(`/api/staff/appointments/${booking.reference}/cancel`, { reason: 'Doctor called away' });
    expect(cancel.status).toBe(200);
    expect(await stack.server.data.repos.payments.of(booking.reference)).toMatchObject({ state: 'refund_pending' });
    const undo = await desk.post(`/api/staff/appointments/${booking.reference}/undo`, {});
    expect(undo.status).toBe(409);
    expect(undo.body.message).toMatch(/being refunded/);
    await worker().runOnce();
    expect(refundsOf(booking.paymentId)).toHaveLength(1);
  });

  it('a cancelled hold takes no money; a payment that comes anyway is refunded', async () => {
    const held = await bookHeld(stack.server);
    expect((await postJson(`${stack.server.url}/api/appointments/manage/${held.token}/cancel`, {})).status).toBe(200);
    expect(await stack.server.data.repos.payments.of(held.reference)).toMatchObject({ state: 'expired' });
    const made = stack.gateway.pay(held.orderId);
    await made.delivered;
    expect(await stack.server.data.repos.payments.of(held.reference)).toMatchObject({ state: 'refund_pending' });
    const late = (await stack.server.data.repos.outbox.of(held.reference)).find((m) => m.kind === 'payment_late');
    expect(renderEmail(late?.payload as MessagePayload).text).toContain('after this appointment had been cancelled');
    await worker().runOnce();
    expect(refundsOf(made.payment.id)).toHaveLength(1);
  });

  it('a doctor’s leave that cancels a paid appointment refunds it, once, and the patient’s message says so', async () => {
    // A day no other test books: the leave closes it for the doctor.
    const date = dateInDays(25);
    const booking = await paid(payNowPayload({ preferredDate: date, preferredTime: '10:00' }));
    const doctor = (await stack.server.data.repos.appointments.findById(booking.reference))?.doctor ?? '';
    const admin = await signedIn(stack.server.url, 'admin');
    const leave = { doctor, date, reason: 'Conference' };
    const preview = await admin.post('/api/staff/leave/preview', leave);
    expect((preview.body.patients as Array<{ appointment: { reference: string } }>).map((p) => p.appointment.reference)).toEqual([
      booking.reference,
    ]);
    const applied = await admin.post('/api/staff/leave', {
      ...leave,
      message: 'The doctor is away; please book another day',
      decisions: [{ reference: booking.reference, action: 'cancel' }],
    });
    expect(applied.status).toBe(200);
    expect(applied.body.results).toEqual([
      { reference: booking.reference, outcome: 'cancelled', message: 'Cancelled; the patient is told.' },
    ]);
    expect(await stack.server.data.repos.payments.of(booking.reference)).toMatchObject({ state: 'refund_pending' });
    const mail = (await stack.server.data.repos.outbox.of(booking.reference)).find((m) => m.kind === 'cancelled' && m.channel === 'email');
    const text = renderEmail(mail?.payload as MessagePayload).text;
    expect(text).toContain('The doctor is away; please book another day');
    expect(text).toContain('We are refunding your payment of ₹800 in full.');
    await worker().runOnce();
    await untilDue();
    await worker().runOnce();
    expect(refundsOf(booking.paymentId)).toEqual([expect.objectContaining({ amount: 80000 })]);
    expect(await stack.server.data.repos.payments.of(booking.reference)).toMatchObject({ state: 'refunded' });
    expect((await stack.server.data.repos.payments.history(booking.reference)).map((e) => [e.action, e.actor.kind])).toEqual([
      ['held', 'patient'],
      ['order', 'system'],
      ['paid', 'gateway'],
      ['refund_requested', 'system'],
      ['refunded', 'gateway'],
    ]);
  });

  it('a paid appointment moved keeps its fee and payment; marked no-show, it is not refunded (docs/product-rules.md#fees-and-refunds)', async () => {
    const booking = await paid(payNowPayload({ preferredDate: dateInDays(27), preferredTime: '10:00' }));
    const desk = await signedIn(stack.server.url, 'desk');
    const moved = await desk.post(`/api/staff/appointments/${booking.reference}/reschedule`, { date: dateInDays(28), time: '10:00' });
    expect(moved.status).toBe(200);
    expect(await stack.server.data.repos.payments.of(booking.reference)).toMatchObject({
      state: 'paid',
      amount: 80000,
      paymentId: booking.paymentId,
    });
    // The day after the new time: the patient never came.
    stack.clock.offsetMs = 30 * 24 * 60 * 60_000;
    const later = await signedIn(stack.server.url, 'desk');
    const noShow = await later.post(`/api/staff/appointments/${booking.reference}/no-show`, {});
    expect(noShow.status).toBe(200);
    await worker({ now: () => new Date(Date.now() + stack.clock.offsetMs) }).runOnce();
    expect(await stack.server.data.repos.payments.of(booking.reference)).toMatchObject({ state: 'paid', amount: 80000 });
    expect(refundsOf(booking.paymentId)).toHaveLength(0);
    expect((await stack.server.data.repos.outbox.of(booking.reference)).filter((m) => m.channel === 'payment')).toHaveLength(0);
  });

  const refundMessages = async (reference: string) =>
    (await stack.server.data.repos.outbox.of(reference)).filter((m) => m.channel === 'payment');

  it('a refund the gateway accepts as pending shows pending with its id until made; one it gives up is asked again under a new key, once, however often it says so', async () => {
    const booking = await paid();
    expect((await postJson(`${stack.server.url}/api/appointments/manage/${booking.token}/cancel`, {})).status).toBe(200);
    stack.gateway.behaviour.refundStatus = 'pending';
    await worker().runOnce();
    const [accepted] = refundsOf(booking.paymentId);
    expect(accepted).toMatchObject({ status: 'pending' });
    expect(await stack.server.data.repos.payments.of(booking.reference)).toMatchObject({ state: 'refund_pending', refundId: accepted?.id });
    const desk = await signedIn(stack.server.url, 'desk');
    const summary = async () =>
      paymentText(
        ((await desk.get(`/api/staff/appointments/${booking.reference}`)).body as { appointment: { payment: PaymentSummary } }).appointment
          .payment,
      );
    expect(await summary()).toBe(`Refund of ₹800 pending (${accepted?.id})`);

    // The gateway gives it up (the patient's bank refused it): the money is owed again and asked anew.
    await stack.gateway.settleRefund(accepted?.id ?? '', 'failed');
    const failed = stack.gateway.events.find((e) => e.event === 'refund.failed' && e.body.includes(accepted?.id ?? ''));
    expect(failed?.status).toBe(200);
    expect(await stack.server.data.repos.payments.of(booking.reference)).toMatchObject({ state: 'refund_pending', refundId: null });
    expect(await summary()).toBe('Refund of ₹800 pending');
    await stack.gateway.redeliver(failed?.id ?? '');
    expect(
      (await refundMessages(booking.reference)).map((m) => [m.sentAt !== null, (m.payload as { idempotencyKey: string }).idempotencyKey]),
    ).toEqual([
      [true, expect.not.stringMatching(/_1$/)],
      [false, expect.stringMatching(/_1$/)],
    ]);

    stack.gateway.behaviour.refundStatus = 'processed';
    await worker().runOnce();
    const made = refundsOf(booking.paymentId);
    expect(made.map((r) => r.status)).toEqual(['failed', 'processed']);
    expect(await stack.server.data.repos.payments.of(booking.reference)).toMatchObject({ state: 'refunded', refundId: made[1]?.id });
    expect(await summary()).toBe(`Refunded ₹800 (${made[1]?.id})`);
    expect((await stack.server.data.repos.payments.history(booking.reference)).map((e) => e.action)).toEqual([
      'held',
      'order',
      'paid',
      'refund_requested',
      'refund_accepted',
      'refund_failed',
      'refund_requested',
      'refunded',
    ]);
    expect(stack.gateway.problems).toEqual([]);
  });

  it('a refund failed in the gateway’s own answer is asked again once, whenever its failure event comes', async () => {
    const booking = await paid();
    expect((await postJson(`${stack.server.url}/api/appointments/manage/${booking.token}/cancel`, {})).status).toBe(200);
    stack.gateway.behaviour.refundStatus = 'failed';
    await worker().runOnce();
    // Its refund.failed event races the worker's record of the answer.
    const failedEvent = () => stack.gateway.events.find((e) => e.event === 'refund.failed' && e.body.includes(booking.paymentId));
    for (let waited = 0; waited < 5_000 && failedEvent()?.status !== 200; waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(failedEvent()?.status).toBe(200);
    expect((await refundMessages(booking.reference)).filter((m) => m.sentAt === null)).toHaveLength(1);
    stack.gateway.behaviour.refundStatus = 'processed';
    await worker().runOnce();
    await untilDue();
    await worker().runOnce();
    expect(refundsOf(booking.paymentId).map((r) => r.status)).toEqual(['failed', 'processed']);
    expect(await stack.server.data.repos.payments.of(booking.reference)).toMatchObject({ state: 'refunded' });
    expect((await stack.server.data.repos.payments.history(booking.reference)).filter((e) => e.action === 'refund_failed')).toHaveLength(1);
  });
  /** The API's worker of holds and pending refunds, as each API process runs it. */
  const chores = () => {
    const { payments } = servicesOf(stack.server.app);
    if (!payments) throw new Error('no payments');
    return createHoldsWorker({ payments, pollMs: 20 });
  };
  const refundChecks = (paymentId: string) =>
    stack.gateway.calls.filter((c) => c.method === 'GET' && c.path.startsWith(`/v1/payments/${paymentId}/refunds/`));
  /** A paid appointment cancelled, its refund accepted by the gateway as pending; no webhooks from here on. */
  const pendingRefund = async () => {
    const booking = await paid();
    expect((await postJson(`${stack.server.url}/api/appointments/manage/${booking.token}/cancel`, {})).status).toBe(200);
    stack.gateway.behaviour.refundStatus = 'pending';
    stack.gateway.behaviour.webhooks = 'off';
    for (let round = 0; round < 5 && refundsOf(booking.paymentId).length === 0; round++) await worker().runOnce();
    const [accepted] = refundsOf(booking.paymentId);
    expect(accepted).toMatchObject({ status: 'pending' });
    return { ...booking, refundId: accepted?.id ?? '' };
  };

  it('a pending refund whose webhook never comes is asked about after a few minutes and recorded made, once, by two workers at a time', async () => {
    const booking = await pendingRefund();
    await stack.gateway.settleRefund(booking.refundId, 'processed');
    // Just accepted: the gateway is not asked yet.
    await chores().runOnce();
    expect(refundChecks(booking.paymentId)).toHaveLength(0);
    expect(await stack.server.data.repos.payments.of(booking.reference)).toMatchObject({ state: 'refund_pending' });

    stack.clock.offsetMs = 6 * 60_000;
    await Promise.all([chores().runOnce(), chores().runOnce()]);
    expect(refundChecks(booking.paymentId).map((c) => [c.path, c.status])).toContainEqual([
      `/v1/payments/${booking.paymentId}/refunds/${booking.refundId}`,
      200,
    ]);
    expect(await stack.server.data.repos.payments.of(booking.reference)).toMatchObject({ state: 'refunded', refundId: booking.refundId });
    expect((await stack.server.data.repos.payments.history(booking.reference)).map((e) => [e.action, e.actor.kind])).toEqual([
      ['held', 'patient'],
      ['order', 'system'],
      ['paid', 'gateway'],
      ['refund_requested', 'system'],
      ['refund_accepted', 'gateway'],
      ['refunded', 'gateway'],
    ]);
    // Made: nobody asks again.
    const asked = refundChecks(booking.paymentId).length;
    await chores().runOnce();
    expect(refundChecks(booking.paymentId)).toHaveLength(asked);
    expect(stack.gateway.problems).toEqual([]);
  });

  it('a pending refund still pending is asked about again only after a while; one the gateway gave up is asked anew once, and made', async () => {
    const booking = await pendingRefund();
    stack.clock.offsetMs = 6 * 60_000;
    await chores().runOnce();
    expect(refundChecks(booking.paymentId)).toHaveLength(1);
    await chores().runOnce();
    expect(refundChecks(booking.paymentId)).toHaveLength(1);
    expect(await stack.server.data.repos.payments.of(booking.reference)).toMatchObject({
      state: 'refund_pending',
      refundId: booking.refundId,
    });

    await stack.gateway.settleRefund(booking.refundId, 'failed');
    stack.clock.offsetMs = 12 * 60_000;
    await Promise.all([chores().runOnce(), chores().runOnce()]);
    expect(await stack.server.data.repos.payments.of(booking.reference)).toMatchObject({ state: 'refund_pending', refundId: null });
    expect((await refundMessages(booking.reference)).filter((m) => m.sentAt === null)).toHaveLength(1);

    stack.gateway.behaviour.refundStatus = 'processed';
    await worker({ now: () => new Date(Date.now() + stack.clock.offsetMs) }).runOnce();
    expect(refundsOf(booking.paymentId).map((r) => r.status)).toEqual(['failed', 'processed']);
    expect(await stack.server.data.repos.payments.of(booking.reference)).toMatchObject({ state: 'refunded' });
    expect((await stack.server.data.repos.payments.history(booking.reference)).map((e) => e.action)).toEqual([
      'held',
      'order',
      'paid',
      'refund_requested',
      'refund_accepted',
      'refund_failed',
      'refund_requested',
      'refunded',
    ]);
    expect(stack.gateway.problems).toEqual([]);
  });
});
