// A refund the gateway refuses for good (it no longer knows the payment: refunded from its dashboard, or a
// restarted stand-in) is not retried: it goes to the admin's failed work, the patient is told the hospital
// will call, and neither server's readiness turns red.
import { paymentText, type FailedWorkAnswer, type PaymentSummary } from '@hospital/booking-contract';
import { servicesOf } from '../../app';
import { createOutboxWorker } from '../outbox/worker';
import { renderEmail } from '../messages/render';
import type { MessagePayload } from '../../domain/patient-messages';
import { STORAGE } from '../../test/storage';
import { bookHeld, payNowPayload, postJson, startPaidStack, type PaidStack } from '../../test/payments';
import { ACCOUNTS, addAccounts, signedIn } from '../../test/staff';

jest.setTimeout(60_000);

describe(`a refund refused for good (${STORAGE})`, () => {
  let stack: PaidStack;
  beforeAll(async () => {
    stack = await startPaidStack();
    await addAccounts(stack.server.data.repos.staff);
  });
  afterAll(() => stack.stop());

  const given: Array<{ channel: string; refused: boolean }> = [];
  const worker = () => {
    const { payments, lifecycle } = servicesOf(stack.server.app);
    if (!payments) throw new Error('no payments');
    return createOutboxWorker({
      outbox: stack.server.data.repos.outbox,
      senders: { payment: payments.refundSender() },
      baseBackoffMs: 10,
      maxBackoffMs: 10,
      giveUp: (message, _at, reason) => lifecycle.giveUpWork({ message, reason }),
      onGaveUp: ({ channel, refused }) => given.push({ channel, refused }),
    });
  };
  const untilDue = () => new Promise((resolve) => setTimeout(resolve, 30));

  /** Paid with Pay Now, cancelled by the patient, and the gateway no longer knowing the payment. */
  const cancelledAndForgotten = async () => {
    const held = await bookHeld(stack.server, payNowPayload());
    const made = stack.gateway.pay(held.orderId);
    await made.delivered;
    expect((await postJson(`${stack.server.url}/api/appointments/manage/${held.token}/cancel`, { reason: 'Feeling better' })).status).toBe(
      200,
    );
    const known = stack.gateway.payments.get(made.payment.id);
    stack.gateway.payments.delete(made.payment.id);
    return { ...held, paymentId: made.payment.id, restore: () => known && stack.gateway.payments.set(made.payment.id, known) };
  };
  const refundCalls = () => stack.gateway.calls.filter((call) => call.method === 'POST' && call.path.endsWith('/refund'));

  it('is tried once, lands in the admin’s failed work, tells the patient the hospital will call, and leaves /readyz green', async () => {
    given.length = 0;
    const booking = await cancelledAndForgotten();
    const before = refundCalls().length;
    const run = worker();
    for (let i = 0; i < 3; i++) {
      await run.runOnce();
      await untilDue();
    }
    // Asked once: the gateway's 400 is final, however often the worker runs.
    expect(refundCalls().length - before).toBe(1);
    expect(refundCalls().at(-1)?.status).toBe(400);
    expect(given).toEqual([{ channel: 'payment', refused: true }]);
    const refund = (await stack.server.data.repos.outbox.of(booking.reference)).find((m) => m.channel === 'payment');
    expect(refund).toMatchObject({
      attempts: 1,
      sentAt: null,
      failedAt: expect.any(String),
      lastError: expect.stringMatching(/answered 400.*not a valid id/),
    });

    // The patient's page and a new e-mail say the hospital will call; nothing says the refund is on its way.
    const manage = (await (await fetch(`${stack.server.url}/api/appointments/manage/${booking.token}`)).json()) as {
      appointment: { payment: string };
    };
    expect(manage.appointment.payment).toBe('refund_failed');
    const told = (await stack.server.data.repos.outbox.of(booking.reference)).find((m) => m.kind === 'refund_failed');
    const mail = renderEmail(told?.payload as MessagePayload);
    expect(mail.subject).toBe(`We could not refund your payment for ${booking.reference}`);
    expect(mail.text).toContain('someone from the hospital will call you');
    expect(mail.text).not.toMatch(/refunding|within 5 to 7 working days/);

    // Both answers of readiness stay green: the given-up refund is not a backlog.
    const ready = await fetch(`${stack.server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(((await ready.json()) as { checks: Record<string, unknown> }).checks.outbox).toEqual({
      ok: true,
      detail: expect.stringMatching(/^\d+ due$/),
    });

    // The admin sees it, with the patient to call and the amount owed; the desk's row says so.
    const admin = await signedIn(stack.server.url, 'admin');
    const list = await admin.get('/api/staff/failed-work');
    expect(list.status).toBe(200);
    const item = (list.body as unknown as FailedWorkAnswer).work.find((work) => work.reference === booking.reference);
    expect(item).toMatchObject({
      kind: 'refund',
      channel: 'payment',
      amount: booking.amount / 100,
      reason: expect.stringMatching(/not a valid id/),
      patient: { fullName: expect.any(String), phone: expect.stringMatching(/^\d{10}$/), email: expect.stringContaining('@') },
      log: [{ actor: { kind: 'system' }, action: 'given_up', detail: expect.stringMatching(/not a valid id/) }],
    });
    const detail = await admin.get(`/api/staff/appointments/${booking.reference}`);
    const payment = (detail.body.appointment as { payment: PaymentSummary }).payment;
    expect(payment.state).toBe('refund_failed');
    expect(paymentText(payment)).toMatch(/^Refund of ₹[\d,]+ failed: call the patient/);

    // Refunded in cash at the counter, with a note: recorded refunded, audited, off the list.
    const settled = await admin.post(`/api/staff/failed-work/${item?.seq}/settle`, {
      note: 'Refunded in cash at the counter, receipt 1182',
    });
    expect(settled.status).toBe(200);
    expect((settled.body as unknown as FailedWorkAnswer).work.map((work) => work.reference)).not.toContain(booking.reference);
    expect(await stack.server.data.repos.payments.of(booking.reference)).toMatchObject({ state: 'refunded', refundFailedAt: null });
    const history = await stack.server.data.repos.payments.history(booking.reference);
    expect(history.at(-1)).toMatchObject({
      actor: { kind: 'staff', id: ACCOUNTS.admin.username },
      action: 'refunded',
      detail: 'by hand: Refunded in cash at the counter, receipt 1182',
    });
    const again = await admin.post(`/api/staff/failed-work/${item?.seq}/settle`, { note: 'twice' });
    expect(again.status).toBe(409);
  });

  it('tried again by the admin, it is on its way again, and made once the gateway knows the payment', async () => {
    const booking = await cancelledAndForgotten();
    const run = worker();
    await run.runOnce();
    const admin = await signedIn(stack.server.url, 'admin');
    const item = ((await admin.get('/api/staff/failed-work')).body as unknown as FailedWorkAnswer).work.find(
      (work) => work.reference === booking.reference,
    );
    expect(item?.channel).toBe('payment');

    // The desk and the doctor cannot see or act on failed work.
    for (const role of ['desk', 'doctor'] as const) {
      const other = await signedIn(stack.server.url, role);
      expect((await other.get('/api/staff/failed-work')).status).toBe(403);
      expect((await other.post(`/api/staff/failed-work/${item?.seq}/retry`, {})).status).toBe(403);
    }
    // A note is required to settle; an unknown number is refused.
    expect((await admin.post(`/api/staff/failed-work/${item?.seq}/settle`, { note: '  ' })).body.message).toMatch(/Write what was done/);
    expect((await admin.post('/api/staff/failed-work/99999999/retry', {})).status).toBe(409);

    // The gateway knows the payment again (its refund had been refused while it was disputed, say): retried.
    booking.restore();
    const retried = await admin.post(`/api/staff/failed-work/${item?.seq}/retry`, {});
    expect(retried.status).toBe(200);
    expect((retried.body as unknown as FailedWorkAnswer).work.map((work) => work.reference)).not.toContain(booking.reference);
    const manage = (await (await fetch(`${stack.server.url}/api/appointments/manage/${booking.token}`)).json()) as {
      appointment: { payment: string };
    };
    expect(manage.appointment.payment).toBe('refund_pending');
    const refund = (await stack.server.data.repos.outbox.of(booking.reference)).find((m) => m.channel === 'payment');
    expect(refund).toMatchObject({ attempts: 0, failedAt: null });
    await run.runOnce();
    expect(stack.gateway.refunds.filter((r) => r.paymentId === booking.paymentId)).toHaveLength(1);
    expect(await stack.server.data.repos.payments.of(booking.reference)).toMatchObject({ state: 'refunded', refundFailedAt: null });
    const actions = (await stack.server.data.repos.payments.history(booking.reference)).map((entry) => entry.action);
    expect(actions.slice(-3)).toEqual(['refund_given_up', 'refund_retried', 'refunded']);
  });
});
