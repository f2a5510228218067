// Pay Now under races and disorder: the browser's verify and the gateway's webhooks arriving together,
// events in the reverse order, and two API instances' workers releasing the same hold at once.
import { servicesOf } from '../../app';
import { createHoldsWorker } from './holds-worker';
import { startServer, tempDataDir } from '../../test/harness';
import { STORAGE } from '../../test/storage';
import { KEYS, bookHeld, payNowPayload, paymentEnv, postJson, startPaidStack, verify, type PaidStack } from '../../test/payments';
import type { RunningServer } from '../../test/harness';
import type { SentEvent } from './stand-in/gateway';
import { webhookSignature } from './signatures';

jest.setTimeout(60_000);

const HOLD_MS = 15 * 60_000;

/** An event delivered as the gateway delivers it (its id, its raw body signed), and the API's answer. */
const deliver = (server: RunningServer, event: SentEvent) =>
  postJson(`${server.url}/api/payments/webhook`, event.body, {
    'x-razorpay-signature': webhookSignature(event.body, KEYS.webhookSecret),
    'x-razorpay-event-id': event.id,
  });

describe(`Pay Now races (${STORAGE})`, () => {
  let stack: PaidStack;
  beforeAll(async () => {
    stack = await startPaidStack();
  });
  afterAll(() => stack.stop());
  beforeEach(() => {
    stack.gateway.behaviour.webhooks = 'off';
    stack.clock.offsetMs = 0;
  });

  /** What the patient and the desk can see changed: statuses, the money's log, the messages due. */
  const traces = async (reference: string) => {
    const { repos } = stack.server.data;
    const outbox = await repos.outbox.of(reference);
    return {
      statuses: (await repos.audit.history(reference)).map((row) => row.toStatus),
      money: (await repos.payments.history(reference)).map((entry) => entry.action),
      // Messages that will be sent (a held confirmation released once, one reminder per channel).
      due: outbox
        .filter((m) => m.droppedAt === null)
        .map((m) => `${m.channel}:${m.kind}`)
        .sort(),
    };
  };
  const eventsOf = (orderId: string) => stack.gateway.events.filter((e) => e.body.includes(orderId));

  it('the browser’s verify and every webhook of the payment at once: paid once, one receipt, every caller told it is booked', async () => {
    const held = await bookHeld(stack.server);
    const made = stack.gateway.pay(held.orderId, { method: 'upi' });
    await made.delivered;
    const success = made.success as NonNullable<typeof made.success>;
    const events = eventsOf(held.orderId);
    expect(events.map((e) => e.event)).toEqual(['payment.authorized', 'payment.captured', 'order.paid']);
    const [browser, webhooks, again] = await Promise.all([
      verify(stack.server, held.reference, success),
      Promise.all(events.map((event) => deliver(stack.server, event))),
      verify(stack.server, held.reference, success),
    ]);
    for (const reply of [browser, again]) {
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ success: true, appointment: { reference: held.reference, status: 'booked' } });
    }
    expect(webhooks.map((reply) => reply.status)).toEqual([200, 200, 200]);
    const after = await traces(held.reference);
    expect(after.statuses).toEqual(['payment_pending', 'booked']);
    expect(after.money).toEqual(['held', 'order', 'paid']);
    expect(after.due).toEqual(['email:booked', 'email:reminder']);
    expect(await stack.server.data.repos.payments.of(held.reference)).toMatchObject({
      state: 'paid',
      paymentId: made.payment.id,
      method: 'upi',
    });
  });

  it('events in the reverse order (order.paid before payment.captured before payment.authorized): paid once', async () => {
    const held = await bookHeld(stack.server);
    const made = stack.gateway.pay(held.orderId, { method: 'card' });
    await made.delivered;
    const handled = [];
    for (const event of eventsOf(held.orderId).reverse()) handled.push([event.event, (await deliver(stack.server, event)).body.handled]);
    expect(handled).toEqual([
      ['order.paid', 'paid'],
      ['payment.captured', 'already'],
      ['payment.authorized', 'already'],
    ]);
    const after = await traces(held.reference);
    expect(after.statuses).toEqual(['payment_pending', 'booked']);
    expect(after.money).toEqual(['held', 'order', 'paid']);
    expect(after.due).toEqual(['email:booked', 'email:reminder']);
    // The browser coming back last is told the same.
    expect((await verify(stack.server, held.reference, made.success as NonNullable<typeof made.success>)).body).toMatchObject({
      appointment: { status: 'booked' },
    });
  });
});

describe(`hold release on two API instances (${STORAGE})`, () => {
  it('two instances’ workers releasing the same expired holds at once release each once, and the seats are free', async () => {
    const dataDir = tempDataDir();
    const clock = { offsetMs: 0 };
    const a = await startPaidStack({ dataDir, clock, webhooks: false });
    const b = await startServer({ dataDir, env: paymentEnv(a.gateway), now: () => new Date(Date.now() + clock.offsetMs) });
    try {
      const payloads = [payNowPayload(), payNowPayload(), payNowPayload()];
      const held = [await bookHeld(a.server, payloads[0]), await bookHeld(b, payloads[1]), await bookHeld(a.server, payloads[2])];
      clock.offsetMs = HOLD_MS + 60_000;
      const release = (server: RunningServer) => servicesOf(server.app).payments?.releaseExpiredHolds() ?? Promise.resolve(0);
      const released = await Promise.all([release(a.server), release(b), release(a.server), release(b)]);
      expect(released.reduce((sum, n) => sum + n, 0)).toBe(held.length);
      for (const [i, { reference }] of held.entries()) {
        expect((await a.server.data.repos.audit.history(reference)).map((row) => row.toStatus)).toEqual(['payment_pending', 'expired']);
        expect((await a.server.data.repos.payments.history(reference)).filter((entry) => entry.action === 'expired')).toHaveLength(1);
        const { service, preferredDate, preferredTime } = payloads[i] as ReturnType<typeof payNowPayload>;
        const slots = await b.get(`/api/appointments/slots?service=${encodeURIComponent(service)}&date=${preferredDate}`);
        expect((slots.body.slots as Array<{ time: string }>).map((s) => s.time)).toContain(preferredTime);
      }
      expect(a.gateway.problems).toEqual([]);
    } finally {
      await b.stop();
      await a.stop();
    }
  });

  it('the worker each API process runs releases a hold once its time is up, and not before', async () => {
    const clock = { offsetMs: 0 };
    const stack = await startPaidStack({ clock, webhooks: false });
    const payments = servicesOf(stack.server.app).payments;
    if (!payments) throw new Error('no payments');
    const worker = createHoldsWorker({ payments, pollMs: 20 });
    try {
      const held = await bookHeld(stack.server);
      worker.start();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await stack.server.data.repos.appointments.findById(held.reference)).toMatchObject({ status: 'payment_pending' });
      clock.offsetMs = HOLD_MS + 1_000;
      const statusOf = async () => (await stack.server.data.repos.appointments.findById(held.reference))?.status;
      for (let waited = 0; waited < 10_000 && (await statusOf()) !== 'expired'; waited += 50)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await statusOf()).toBe('expired');
      expect((await stack.server.data.repos.payments.history(held.reference)).map((entry) => entry.action)).toEqual([
        'held',
        'order',
        'expired',
      ]);
    } finally {
      await worker.stop();
      await stack.stop();
    }
  });
});
