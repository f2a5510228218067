// The stand-in checks what it is sent as Razorpay would, and signs as Razorpay signs: the Razorpay
// client (../razorpay.ts) is tested against it, and it against requests the client would never send.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRazorpay } from '../razorpay';
import { GatewayRefusal } from '../../../domain/gateway';
import { checkoutSignature, webhookSignature } from '../signatures';
import { createStandInGateway, type StandInGateway } from './gateway';

const KEYS = { keyId: 'rzp_test_unit0001', keySecret: 'unit-secret', webhookSecret: 'unit-webhook' };

let gateway: StandInGateway;
let received: Array<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>;
let hook: http.Server;

beforeAll(async () => {
  received = [];
  hook = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks) });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  const port = (hook.address() as AddressInfo).port;
  gateway = createStandInGateway({ ...KEYS, webhookUrl: `http://127.0.0.1:${port}/hook` });
  await gateway.listen();
});
afterAll(async () => {
  await gateway.close();
  await new Promise((resolve) => hook.close(resolve));
});

const client = (keySecret = KEYS.keySecret) =>
  createRazorpay({ ...KEYS, keySecret, apiUrl: gateway.url, checkoutUrl: `${gateway.url}/v1/checkout.js`, timeoutMs: 5_000 });
const raw = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${gateway.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`${KEYS.keyId}:${KEYS.keySecret}`).toString('base64')}`,
      ...headers,
    },
    body: JSON.stringify(body),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as { error?: { description: string } } }));

describe('the stand-in gateway', () => {
  it('creates an order for the Razorpay client and refuses the wrong key pair', async () => {
    const order = await client().createOrder({
      amount: 80000,
      currency: 'INR',
      receipt: 'ASH-UNIT-0001',
      notes: { reference: 'ASH-UNIT-0001' },
    });
    expect(order).toMatchObject({ id: expect.stringMatching(/^order_/), amount: 80000, currency: 'INR', status: 'created' });
    await expect(client('wrong').createOrder({ amount: 80000, currency: 'INR', receipt: 'ASH-UNIT-0002', notes: {} })).rejects.toThrow(
      GatewayRefusal,
    );
  });

  it('checks amounts (whole paise, at least ₹1), currency, receipts (40 characters, used once) and fields', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ amount: 800.5, currency: 'INR', receipt: 'r-1' }, /integer/],
      [{ amount: '80000', currency: 'INR', receipt: 'r-2' }, /integer/],
      [{ amount: 99, currency: 'INR', receipt: 'r-3' }, /at least INR 1.00/],
      [{ amount: 80000, currency: 'USD', receipt: 'r-4' }, /INR/],
      [{ amount: 80000, currency: 'INR', receipt: 'x'.repeat(41) }, /40 characters/],
      [{ amount: 80000, currency: 'INR', receipt: 'ASH-UNIT-0001' }, /already been used/],
      [{ amount: 80000, currency: 'INR', receipt: 'r-5', price: 1 }, /price is\/are not required/],
    ];
    for (const [body, message] of cases) {
      const reply = await raw('/v1/orders', body);
      expect(reply.status).toBe(400);
      expect(reply.body.error?.description).toMatch(message);
    }
  });

  it('signs the checkout’s success and its webhooks as Razorpay does', async () => {
    const order = await client().createOrder({ amount: 50000, currency: 'INR', receipt: 'ASH-UNIT-0003', notes: {} });
    received.length = 0;
    const made = gateway.pay(order.id, { method: 'card' });
    await made.delivered;
    expect(made.success?.razorpay_signature).toBe(checkoutSignature(order.id, made.payment.id, KEYS.keySecret));
    expect(
      client().verifyCheckout({ orderId: order.id, paymentId: made.payment.id, signature: made.success?.razorpay_signature ?? '' }),
    ).toBe(true);
    expect(client().verifyCheckout({ orderId: order.id, paymentId: 'pay_other', signature: made.success?.razorpay_signature ?? '' })).toBe(
      false,
    );
    expect(received.map((r) => JSON.parse(r.body.toString()).event)).toEqual(['payment.authorized', 'payment.captured', 'order.paid']);
    for (const delivery of received) {
      expect(delivery.headers['x-razorpay-signature']).toBe(webhookSignature(delivery.body, KEYS.webhookSecret));
      expect(client().readWebhook(delivery.body, delivery.headers)).toMatchObject({
        payment: { id: made.payment.id, orderId: order.id, amount: 50000, method: 'card' },
      });
    }
    expect(new Set(received.map((r) => r.headers['x-razorpay-event-id'])).size).toBe(3);
    expect(
      client().readWebhook(received[0]?.body ?? Buffer.from(''), {
        'x-razorpay-signature': webhookSignature(received[0]?.body ?? '', 'guess'),
      }),
    ).toBeNull();
  });

  it('refunds once per idempotency key, never more than was paid, and insists on the key', async () => {
    const order = await client().createOrder({ amount: 60000, currency: 'INR', receipt: 'ASH-UNIT-0004', notes: {} });
    const { payment } = gateway.pay(order.id);
    const refund = { paymentId: payment.id, amount: 60000, idempotencyKey: 'refund_ASH-UNIT-0004', receipt: 'ASH-UNIT-0004', notes: {} };
    const first = await client().refund(refund);
    const again = await client().refund(refund);
    expect(again.id).toBe(first.id);
    await expect(client().refund({ ...refund, amount: 100 })).rejects.toThrow(/Different request with the same idempotency key/);
    await expect(client().refund({ ...refund, idempotencyKey: 'another-key-0001' })).rejects.toThrow(/fully refunded already/);
    const noKey = await raw(`/v1/payments/${payment.id}/refund`, { amount: 100 });
    expect(noKey.status).toBe(400);
    expect(gateway.refunds.filter((r) => r.paymentId === payment.id)).toHaveLength(1);
  });

  it('tells the Razorpay client about a refund of the payment it names, to the right key pair only', async () => {
    const order = await client().createOrder({ amount: 50000, currency: 'INR', receipt: 'ASH-UNIT-0010', notes: {} });
    const { payment } = gateway.pay(order.id);
    const other = gateway.pay(
      (await client().createOrder({ amount: 50000, currency: 'INR', receipt: 'ASH-UNIT-0011', notes: {} })).id,
    ).payment;
    gateway.behaviour.refundStatus = 'pending';
    const made = await client().refund({
      paymentId: payment.id,
      amount: 50000,
      idempotencyKey: 'refund_ASH-UNIT-0010',
      receipt: 'ASH-UNIT-0010',
      notes: {},
    });
    gateway.behaviour.refundStatus = 'processed';
    expect(await client().fetchRefund(payment.id, made.id)).toEqual({
      id: made.id,
      paymentId: payment.id,
      amount: 50000,
      status: 'pending',
    });
    await gateway.settleRefund(made.id, 'processed');
    expect(await client().fetchRefund(payment.id, made.id)).toMatchObject({ status: 'processed' });
    await expect(client().fetchRefund(other.id, made.id)).rejects.toThrow(/does not exist/);
    await expect(client('wrong').fetchRefund(payment.id, made.id)).rejects.toThrow(GatewayRefusal);
  });

  it('captures an authorised payment for its whole amount only (accounts that capture by hand)', async () => {
    const manual = createStandInGateway({ ...KEYS, capture: 'manual' });
    await manual.listen();
    try {
      const razorpay = createRazorpay({ ...KEYS, apiUrl: manual.url, checkoutUrl: '', timeoutMs: 5_000 });
      const order = await razorpay.createOrder({ amount: 70000, currency: 'INR', receipt: 'ASH-UNIT-0005', notes: {} });
      const { payment } = manual.pay(order.id);
      expect((await razorpay.fetchPayment(payment.id)).status).toBe('authorized');
      await expect(razorpay.capture(payment.id, 100)).rejects.toThrow(/equal to the amount authorized/);
      expect(await razorpay.capture(payment.id, 70000)).toMatchObject({ status: 'captured', orderId: order.id });
      expect((await razorpay.orderPayments(order.id)).map((p) => p.status)).toEqual(['captured']);
    } finally {
      await manual.close();
    }
  });

  it('serves a checkout script with Razorpay’s browser API and a payment page that only its opener may frame', async () => {
    const script = await (await fetch(`${gateway.url}/v1/checkout.js`)).text();
    expect(script).toContain('window.Razorpay = Razorpay');
    expect(script).toContain("'payment.failed'");
    const order = await client().createOrder({ amount: 80000, currency: 'INR', receipt: 'ASH-UNIT-0006', notes: {} });
    const page = await fetch(
      `${gateway.url}/checkout/frame?key_id=${KEYS.keyId}&order_id=${order.id}&amount=80000&origin=http://localhost:8080`,
    );
    expect(page.headers.get('content-security-policy')).toBe('frame-ancestors http://localhost:8080');
    expect(await page.text()).toContain('Pay ₹800');
    const wrongAmount = await (
      await fetch(`${gateway.url}/checkout/frame?key_id=${KEYS.keyId}&order_id=${order.id}&amount=100&origin=http://localhost:8080`)
    ).text();
    expect(wrongAmount).toContain('is not the order');
  });
});
