// Pay Now against the stand-in gateway, over real HTTP: the hold, the order the server computes, the
// checkout verified on the server, webhooks (once per event, the truth when the browser never comes back),
// holds running out, late payments, switching to Pay at Hospital.
import SwaggerParser from '@apidevtools/swagger-parser';
import { servicesOf } from '../../app';
import { loadConfig } from '../../config';
import { renderEmail } from '../messages/render';
import type { MessagePayload } from '../../domain/patient-messages';
import { ALWAYS_OPEN_FILE } from '../../test/schedules';
import { startServer, tempDataDir, validPayload } from '../../test/harness';
import { STORAGE } from '../../test/storage';
import { KEYS, bookHeld, paymentEnv, payNowPayload, postJson, startPaidStack, verify, type PaidStack } from '../../test/payments';
import { webhookSignature } from './signatures';

jest.setTimeout(60_000);

const HOLD_MS = 15 * 60_000;

/** One counter of the booking metric as monitoring reads it from the instance's /metrics (0 when absent). */
const bookingsCounted = async (url: string, outcome: string, reason: string) => {
  const line = (await (await fetch(`${url}/metrics`)).text())
    .split('\n')
    .find((l) => l.startsWith(`booking_appointments_total{outcome="${outcome}",reason="${reason}"} `));
  return Number(line?.split(' ')[1] ?? 0);
};

describe(`Pay Now (${STORAGE})`, () => {
  let stack: PaidStack;
  beforeAll(async () => {
    stack = await startPaidStack();
  });
  afterAll(() => stack.stop());
  beforeEach(() => {
    stack.gateway.behaviour.webhooks = 'on';
    stack.gateway.problems.length = 0;
    stack.clock.offsetMs = 0;
  });

  const appointment = (reference: string) => stack.server.data.repos.appointments.findById(reference);
  const payment = (reference: string) => stack.server.data.repos.payments.of(reference);
  const mails = async (reference: string) =>
    (await stack.server.data.repos.outbox.of(reference)).filter((m) => m.channel === 'email' && m.dueAt < '9999');

  it('holds the seat, and the gateway order is for the fee the server computed, with the reference as receipt', async () => {
    const payload = payNowPayload();
    const held = await bookHeld(stack.server, payload);
    expect(held.reply.body).toMatchObject({
      status: 'payment_pending',
      paymentMethod: 'pay_now',
      fee: 800,
      message: 'Your time is held for you. Pay now to complete the booking.',
      payment: {
        provider: 'razorpay',
        amount: 80000,
        currency: 'INR',
        keyId: KEYS.keyId,
        checkoutUrl: `${stack.gateway.url}/v1/checkout.js`,
      },
    });
    const order = stack.gateway.orders.get(held.orderId);
    expect(order).toMatchObject({ amount: 80000, currency: 'INR', receipt: held.reference, notes: { reference: held.reference } });
    expect(stack.gateway.problems).toEqual([]);
    // Before the payment the patient is told only what is held until when: the confirmation waits.
    expect((await mails(held.reference)).map((m) => m.kind)).toEqual(['payment_held']);

    // The seat is not offered to anyone else while held.
    const other = await stack.server.post({
      ...validPayload(),
      preferredDate: payload.preferredDate,
      preferredTime: payload.preferredTime,
    });
    expect(other.status).toBe(409);
    const slots = await stack.server.get(
      `/api/appointments/slots?service=${encodeURIComponent(payload.service)}&date=${payload.preferredDate}`,
    );
    expect((slots.body.slots as Array<{ time: string }>).map((s) => s.time)).not.toContain(payload.preferredTime);
    // Monitoring tells held bookings from booked ones.
    expect(await bookingsCounted(stack.server.url, 'held', '')).toBe(1);
  });

  it('tells the patient once per hold what is held until when and how to finish, in their language', async () => {
    const payload = payNowPayload();
    const key = { 'Idempotency-Key': 'held-notice-once-0001', 'Accept-Language': 'te' };
    const first = await stack.server.post(payload, key);
    expect(first.status).toBe(201);
    const reference = String(first.body.appointmentId);
    // The same booking sent again (a lost answer, a double tap) is the same hold: no second notice.
    const again = await stack.server.post(payload, key);
    expect(again.body.appointmentId).toBe(reference);
    const held = (await mails(reference)).filter((m) => m.kind === 'payment_held');
    expect(held).toHaveLength(1);
    const body = held[0]?.payload as MessagePayload;
    expect(body.holdUntil).toBe(first.body.payment && (await payment(reference))?.holdUntil);
    const mail = renderEmail(body);
    expect(mail.subject).toContain(reference);
    expect(mail.subject).toMatch(/వరకు ఉంచాం/);
    expect(mail.text).toContain(String(first.body.manageUrl).split('/').pop());
    expect(mail.text).toMatch(/ఇప్పుడే చెల్లించండి/);
    expect(mail.text).toMatch(/ఆసుపత్రిలో చెల్లించండి/);
    expect(mail.ics).toBe('');
    // Paid later: the confirmation follows, and the notice is not written again.
    const made = stack.gateway.pay(String((first.body.payment as { orderId: string }).orderId));
    expect((await verify(stack.server, reference, made.success as NonNullable<typeof made.success>)).status).toBe(200);
    const after = await stack.server.data.repos.outbox.of(reference);
    expect(after.filter((m) => m.kind === 'payment_held')).toHaveLength(1);
    expect(after.filter((m) => m.kind === 'booked')).toHaveLength(1);
  });

  it('is never charged at an amount from the browser: an amount in the booking is refused', async () => {
    const reply = await stack.server.post({ ...payNowPayload(), amount: 100 });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(/Unknown field "amount"/);
  });

  it('charges a health package its price', async () => {
    const payload = { ...payNowPayload(), service: 'Cardiology & Heart Care', healthPackage: 'healthy-heart' };
    const held = await bookHeld(stack.server, payload);
    expect(held.reply.body.fee).toBe(4999);
    expect(stack.gateway.orders.get(held.orderId)?.amount).toBe(499900);
  });

  it('is paid when the checkout’s signature verifies on the server, and the e-mail is the receipt', async () => {
    stack.gateway.behaviour.webhooks = 'off';
    const held = await bookHeld(stack.server);
    const made = stack.gateway.pay(held.orderId, { method: 'upi' });
    const reply = await verify(stack.server, held.reference, made.success as NonNullable<typeof made.success>);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      success: true,
      message: 'Payment received. Your appointment is booked.',
      appointment: { reference: held.reference, status: 'booked', fee: 800 },
    });
    expect(await payment(held.reference)).toMatchObject({ state: 'paid', paymentId: made.payment.id, method: 'upi', amount: 80000 });
    const [booked] = (await mails(held.reference)).filter((m) => m.kind === 'booked');
    const mail = renderEmail(booked?.payload as MessagePayload);
    expect(mail.text).toContain('Your appointment is booked and paid.');
    expect(mail.text).toContain(`Paid: ₹800 online by UPI (payment ${made.payment.id})`);
    expect(mail.text).toMatch(/appoinment\/manage\/[A-Za-z0-9_-]{43}/);
    expect(mail.ics.replace(/\r\n[ \t]/g, '').replace(/\\(.)/g, '$1')).toContain(`Paid: ₹800 online by UPI (payment ${made.payment.id})`);
    // The browser and a webhook both telling us changes nothing the second time.
    expect((await verify(stack.server, held.reference, made.success as NonNullable<typeof made.success>)).status).toBe(200);
    expect((await mails(held.reference)).filter((m) => m.kind === 'booked')).toHaveLength(1);
  });

  it('refuses a forged or tampered signature, and nothing changes', async () => {
    stack.gateway.behaviour.webhooks = 'off';
    const held = await bookHeld(stack.server);
    const made = stack.gateway.pay(held.orderId);
    const success = made.success as NonNullable<typeof made.success>;
    const tampered = { ...success, razorpay_signature: success.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) };
    const otherPayment = stack.gateway.pay((await bookHeld(stack.server)).orderId).success as NonNullable<typeof made.success>;
    const attempts = [
      tampered,
      { ...success, razorpay_payment_id: otherPayment.razorpay_payment_id },
      { ...otherPayment },
      { ...success, razorpay_signature: '0'.repeat(64) },
    ];
    for (const fields of attempts) {
      const reply = await verify(stack.server, held.reference, fields);
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ success: false, message: expect.stringMatching(/^We could not confirm this payment/) });
    }
    const bad = await verify(stack.server, held.reference, { ...success, razorpay_signature: 'not-hex' });
    expect(bad.status).toBe(400);
    expect(await appointment(held.reference)).toMatchObject({ status: 'payment_pending' });
    expect(await payment(held.reference)).toMatchObject({ state: 'pending', paymentId: null });
  });

  it('is paid by the webhook alone when the browser never comes back', async () => {
    const held = await bookHeld(stack.server);
    await stack.gateway.pay(held.orderId, { method: 'card' }).delivered;
    expect(await appointment(held.reference)).toMatchObject({ status: 'booked' });
    expect(await payment(held.reference)).toMatchObject({ state: 'paid', method: 'card' });
    expect(stack.gateway.events.filter((e) => e.body.includes(held.orderId)).map((e) => [e.event, e.status])).toEqual([
      ['payment.authorized', 200],
      ['payment.captured', 200],
      ['order.paid', 200],
    ]);
  });

  it('handles a webhook delivered twice once', async () => {
    stack.gateway.behaviour.webhooks = 'twice';
    const held = await bookHeld(stack.server);
    await stack.gateway.pay(held.orderId).delivered;
    const log = await stack.server.data.repos.payments.history(held.reference);
    expect(log.filter((entry) => entry.action === 'paid')).toHaveLength(1);
    expect((await mails(held.reference)).filter((m) => m.kind === 'booked')).toHaveLength(1);
    expect((await stack.server.data.repos.audit.history(held.reference)).map((a) => a.toStatus)).toEqual(['payment_pending', 'booked']);
  });

  it('refuses a webhook whose signature is not the gateway’s', async () => {
    const held = await bookHeld(stack.server);
    stack.gateway.behaviour.webhooks = 'off';
    await stack.gateway.pay(held.orderId).delivered;
    const event = stack.gateway.events.find((e) => e.event === 'payment.captured' && e.body.includes(held.orderId));
    const send = (signature: string) =>
      postJson(`${stack.server.url}/api/payments/webhook`, event?.body ?? '', {
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': event?.id ?? '',
      });
    expect((await send(webhookSignature(event?.body ?? '', 'a guess'))).status).toBe(400);
    expect((await send('')).status).toBe(400);
    expect(await appointment(held.reference)).toMatchObject({ status: 'payment_pending' });
    // The same body, signed as the gateway signs it, is taken.
    expect((await send(webhookSignature(event?.body ?? '', KEYS.webhookSecret))).status).toBe(200);
    expect(await appointment(held.reference)).toMatchObject({ status: 'booked' });
  });

  it('a failure then a capture of the same order (a UPI retry): the failure never undoes the payment', async () => {
    const held = await bookHeld(stack.server);
    await stack.gateway.pay(held.orderId, { outcome: 'failure' }).delivered;
    expect(await appointment(held.reference)).toMatchObject({ status: 'payment_pending' });
    const made = stack.gateway.pay(held.orderId);
    await made.delivered;
    expect(await appointment(held.reference)).toMatchObject({ status: 'booked' });
    // A failure event arriving after the capture changes nothing.
    const failed = stack.gateway.events.find((e) => e.event === 'payment.failed' && e.body.includes(held.orderId));
    await stack.gateway.redeliver(failed?.id ?? '');
    expect(await payment(held.reference)).toMatchObject({ state: 'paid', paymentId: made.payment.id });
  });

  it('releases a hold that ran out unpaid, and the seat is free again', async () => {
    const payload = payNowPayload();
    // The form sends each booking with its own idempotency key, and the same key when it retries.
    const formKey = { 'Idempotency-Key': 'form-key-of-a-held-booking' };
    const heldReply = await stack.server.post(payload, formKey);
    expect(heldReply.body.status).toBe('payment_pending');
    const held = { reference: String(heldReply.body.appointmentId) };
    const { payments } = servicesOf(stack.server.app);
    expect(await payments?.releaseExpiredHolds()).toBe(0);
    stack.clock.offsetMs = HOLD_MS + 60_000;
    expect(await payments?.releaseExpiredHolds()).toBeGreaterThanOrEqual(1);
    expect(await appointment(held.reference)).toMatchObject({ status: 'expired' });
    expect(await payment(held.reference)).toMatchObject({ state: 'expired' });
    // Its held confirmation is dropped (its link blanked), never sent; so is its notice, if still unsent.
    expect(
      (await stack.server.data.repos.outbox.of(held.reference))
        .filter((m) => m.kind === 'booked')
        .map((m) => [m.kind, m.droppedAt !== null, (m.payload as MessagePayload).manageUrl]),
    ).toEqual([['booked', true, null]]);
    const notice = (await stack.server.data.repos.outbox.of(held.reference)).find((m) => m.kind === 'payment_held');
    expect(notice?.sentAt ?? notice?.droppedAt).toBeTruthy();
    const taker = await stack.server.post({
      ...validPayload(),
      preferredDate: payload.preferredDate,
      preferredTime: payload.preferredTime,
    });
    expect(taker.status).toBe(201);
    // A new booking of that time is refused: the taker has it.
    expect((await stack.server.post(payload, { 'Idempotency-Key': 'never-used-before-1' })).status).toBe(409);
    // The form's retry of the same booking (its key) is told the hold ran out, and monitoring counts it so.
    const again = await stack.server.post(payload, formKey);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      success: false,
      message:
        'The time held for this booking ran out before it was paid, so it was released. Your details are still in the form: book again.',
    });
    expect(await bookingsCounted(stack.server.url, 'refused', 'hold_expired')).toBe(1);
  });

  it('a payment after the hold ran out and the seat was taken is refunded in full, and the patient told', async () => {
    const payload = payNowPayload();
    const held = await bookHeld(stack.server, payload);
    stack.clock.offsetMs = HOLD_MS + 60_000;
    stack.gateway.behaviour.webhooks = 'off';
    await servicesOf(stack.server.app).payments?.releaseExpiredHolds();
    expect(
      (await stack.server.post({ ...validPayload(), preferredDate: payload.preferredDate, preferredTime: payload.preferredTime })).status,
    ).toBe(201);
    stack.gateway.behaviour.webhooks = 'on';
    const made = stack.gateway.pay(held.orderId);
    await made.delivered;
    expect(await appointment(held.reference)).toMatchObject({ status: 'expired' });
    expect(await payment(held.reference)).toMatchObject({ state: 'refund_pending', paymentId: made.payment.id });
    const outbox = await stack.server.data.repos.outbox.of(held.reference);
    expect(outbox.find((m) => m.channel === 'payment')).toMatchObject({
      kind: 'refund',
      payload: { paymentId: made.payment.id, amount: 80000 },
    });
    const late = outbox.find((m) => m.kind === 'payment_late');
    expect(renderEmail(late?.payload as MessagePayload).text).toContain(
      'another patient has booked that time since. We are refunding ₹800 in full',
    );
    // The browser's verify says so too.
    const reply = await verify(stack.server, held.reference, made.success as NonNullable<typeof made.success>);
    expect(reply.status).toBe(409);
    expect(reply.body.message).toMatch(/refunding it in full/);
  });

  it('a payment after the hold ran out while the seat is still free books it again', async () => {
    const held = await bookHeld(stack.server);
    stack.clock.offsetMs = HOLD_MS + 60_000;
    stack.gateway.behaviour.webhooks = 'off';
    await servicesOf(stack.server.app).payments?.releaseExpiredHolds();
    stack.gateway.behaviour.webhooks = 'on';
    await stack.gateway.pay(held.orderId).delivered;
    expect(await appointment(held.reference)).toMatchObject({ status: 'booked' });
    expect(await payment(held.reference)).toMatchObject({ state: 'paid' });
    const booked = (await mails(held.reference)).filter((m) => m.kind === 'booked' && m.droppedAt === null);
    expect(renderEmail(booked[0]?.payload as MessagePayload).text).toContain('Paid: ₹800 online by UPI');
  });

  it('a hold about to be released asks the gateway first: a payment whose webhook is late still books', async () => {
    stack.gateway.behaviour.webhooks = 'off';
    const held = await bookHeld(stack.server);
    stack.gateway.pay(held.orderId);
    stack.clock.offsetMs = HOLD_MS + 60_000;
    await servicesOf(stack.server.app).payments?.releaseExpiredHolds();
    expect(await appointment(held.reference)).toMatchObject({ status: 'booked' });
  });

  it('switches to Pay at Hospital without retyping: booked, confirmation sent, a later payment still counted', async () => {
    stack.gateway.behaviour.webhooks = 'off';
    const held = await bookHeld(stack.server);
    const reply = await postJson(`${stack.server.url}/api/appointments/manage/${held.token}/pay-at-hospital`, {});
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      message: 'Your appointment is booked. Please pay at the hospital.',
      appointment: { status: 'booked', paymentMethod: 'pay_at_hospital', payment: 'unpaid', fee: 800 },
    });
    const booked = (await mails(held.reference)).find((m) => m.kind === 'booked');
    expect(renderEmail(booked?.payload as MessagePayload).text).toContain('Fee: ₹800, to be paid at the hospital');
    expect((await postJson(`${stack.server.url}/api/appointments/manage/${held.token}/pay-at-hospital`, {})).status).toBe(409);
  });

  it('tells the manage page what the checkout needs while the booking is held', async () => {
    const held = await bookHeld(stack.server);
    const reply = await stack.server.get(`/api/appointments/manage/${held.token}`);
    expect(reply.body.appointment).toMatchObject({
      status: 'payment_pending',
      payment: 'pending',
      fee: 800,
      pendingPayment: { orderId: held.orderId, amount: 80000, keyId: KEYS.keyId },
    });
  });

  it('says in its config that Pay Now takes the fee online, and each doctor’s fee', async () => {
    const reply = await stack.server.get('/api/appointments/config');
    expect(reply.body).toMatchObject({
      onlinePayment: true,
      paymentHoldMinutes: 15,
      fees: { 'dr-karthik-varma': 800, 'dr-venkatesh-iyer': 900, 'dr-anitha-raghavan': 1000 },
    });
  });

  it('describes its payment routes in the API’s OpenAPI document, which stays valid', async () => {
    const document = (await stack.server.get('/api/openapi.json')).body as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/appointments/payments/verify',
        '/api/payments/webhook',
        '/api/appointments/manage/{token}/pay-at-hospital',
      ]),
    );
    expect(Object.keys(document.paths['/api/appointments/payments/verify']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '409']),
    );
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
  });

  it('the stand-in found nothing wrong in any request the API sent', () => {
    expect(stack.gateway.problems).toEqual([]);
    expect(stack.gateway.calls.length).toBeGreaterThan(10);
  });
});

describe(`held seats under races (${STORAGE})`, () => {
  it('a held seat and other bookings of it at once: one seat, one holder', async () => {
    const stack = await startPaidStack({ webhooks: false });
    try {
      const slot = validPayload();
      const replies = await Promise.all(
        Array.from({ length: 20 }, (_x, i) =>
          stack.server.post({
            ...validPayload(),
            preferredDate: slot.preferredDate,
            preferredTime: slot.preferredTime,
            paymentMethod: i % 2 ? 'pay_now' : 'pay_at_hospital',
          }),
        ),
      );
      expect(replies.filter((r) => r.status === 201)).toHaveLength(1);
      expect(replies.filter((r) => r.status === 409)).toHaveLength(19);
      expect(stack.gateway.orders.size).toBeLessThanOrEqual(1);
    } finally {
      await stack.stop();
    }
  });

  it('two API instances given the same webhook at once handle it once', async () => {
    const dataDir = tempDataDir();
    const a = await startPaidStack({ dataDir, webhooks: false });
    const b = await startServer({ dataDir, env: paymentEnv(a.gateway) });
    try {
      const held = await bookHeld(a.server);
      await a.gateway.pay(held.orderId).delivered;
      const captured = a.gateway.events.find((e) => e.event === 'payment.captured' && e.body.includes(held.orderId));
      const headers = {
        'x-razorpay-signature': webhookSignature(captured?.body ?? '', KEYS.webhookSecret),
        'x-razorpay-event-id': captured?.id ?? '',
      };
      const replies = await Promise.all(
        [a.server, b, a.server, b].map((server) => postJson(`${server.url}/api/payments/webhook`, captured?.body ?? '', headers)),
      );
      expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      expect(replies.filter((r) => r.body.handled === 'paid')).toHaveLength(1);
      const log = await a.server.data.repos.payments.history(held.reference);
      expect(log.filter((entry) => entry.action === 'paid')).toHaveLength(1);
      expect((await a.server.data.repos.audit.history(held.reference)).map((row) => row.toStatus)).toEqual(['payment_pending', 'booked']);
    } finally {
      await b.stop();
      await a.stop();
    }
  });
});

describe('without a payment gateway', () => {
  it('does not take Pay Now as if it worked: booked as Pay at Hospital, and the config says so', async () => {
    const server = await startServer();
    try {
      const reply = await server.post(payNowPayload());
      expect(reply.status).toBe(201);
      expect(reply.body).toMatchObject({
        status: 'booked',
        paymentMethod: 'pay_at_hospital',
        fee: 800,
        message: 'Appointment booked successfully!',
      });
      expect(reply.body).not.toHaveProperty('payment');
      expect((await server.get('/api/appointments/config')).body).toMatchObject({
        onlinePayment: false,
        fees: { 'dr-karthik-varma': 800 },
      });
      expect((await postJson(`${server.url}/api/appointments/payments/verify`, {})).status).toBe(404);
      expect((await postJson(`${server.url}/api/payments/webhook`, {})).status).toBe(404);
    } finally {
      await server.stop();
    }
  });

  it('refuses half a configuration at start', () => {
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_x', RAZORPAY_KEY_SECRET: 's' }, tempDataDir(), ALWAYS_OPEN_FILE)).toThrow(
      'Online payment needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET (or none of them); RAZORPAY_WEBHOOK_SECRET is missing',
    );
    expect(() => loadConfig({ RAZORPAY_WEBHOOK_SECRET: 'w' }, tempDataDir(), ALWAYS_OPEN_FILE)).toThrow(
      /RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are missing/,
    );
  });
});

describe('when the gateway cannot take the order', () => {
  it('books nothing, frees the seat and says so in the patient’s words', async () => {
    const server = await startServer({
      env: {
        RAZORPAY_KEY_ID: KEYS.keyId,
        RAZORPAY_KEY_SECRET: KEYS.keySecret,
        RAZORPAY_WEBHOOK_SECRET: KEYS.webhookSecret,
        RAZORPAY_API_URL: 'http://127.0.0.1:9',
        RAZORPAY_TIMEOUT_MS: '1000',
      },
    });
    try {
      const payload = payNowPayload();
      const reply = await server.post(payload);
      expect(reply.status).toBe(503);
      expect(reply.body).toEqual({
        success: false,
        message: expect.stringMatching(/^Online payment is not available just now, so nothing was booked/),
      });
      const after = await server.post({ ...payload, paymentMethod: 'pay_at_hospital' });
      expect(after.status).toBe(201);
      expect(await bookingsCounted(server.url, 'failed', 'gateway')).toBe(1);
      expect(await bookingsCounted(server.url, 'booked', '')).toBe(1);
    } finally {
      await server.stop();
    }
  });
});
