import type { GatewayEvent, GatewayPayment, GatewayRefund } from '../gateway';
import type { NewOutboxMessage } from '../outbox-message';
import type { PaymentLogEntry, StoredPayment } from '../payment';
import type { PaymentGateway } from '../ports';
import type { RefundPayload } from '../refund-request';
import type { Storage, Transaction, UseCaseRepositories } from '../storage';
import type { CapturedPayment, SettleResult } from './payment-changes';
import { createPaymentService } from './online-payments';

// Online payment without HTTP, a database or a gateway: the payment rows, their log, the claimed events and
// the outbox in memory, a gateway that answers what each test says, and the lifecycle's settling recorded.
const NOW = new Date('2026-11-29T04:00:00Z');
const REF = 'ASH-PAY-0001';
const ORDER = 'order_1';
const PAID = 'pay_1';

const payment = (patch: Partial<StoredPayment> = {}): StoredPayment => ({
  appointmentId: REF,
  provider: 'razorpay',
  orderId: ORDER,
  amount: 80_000,
  currency: 'INR',
  state: 'pending',
  holdUntil: '2026-11-29T03:50:00.000Z',
  paymentId: null,
  method: null,
  paidAt: null,
  recordedBy: null,
  refundId: null,
  refundRequestedAt: null,
  refundedAt: null,
  refundFailedAt: null,
  createdAt: '2026-11-29T03:35:00.000Z',
  ...patch,
});

const gatewayPayment = (patch: Partial<GatewayPayment> = {}): GatewayPayment => ({
  id: PAID,
  orderId: ORDER,
  amount: 80_000,
  currency: 'INR',
  status: 'captured',
  method: 'upi',
  ...patch,
});

function setUp({ row = payment(), paid = gatewayPayment() }: { row?: StoredPayment; paid?: GatewayPayment } = {}) {
  const rows = new Map<string, StoredPayment>([[row.appointmentId, row]]);
  const log: PaymentLogEntry[] = [];
  const events = new Set<string>();
  const outbox: NewOutboxMessage[] = [];
  const update = (id: string, patch: Partial<StoredPayment>) => {
    const found = rows.get(id);
    if (found) rows.set(id, { ...found, ...patch });
  };
  const payments: Partial<UseCaseRepositories['payments']> = {
    of: async (id) => rows.get(id) ?? null,
    byOrder: async (orderId) => [...rows.values()].find((r) => r.orderId === orderId) ?? null,
    appointmentOfPayment: async (id) => [...rows.values()].find((r) => r.paymentId === id)?.appointmentId ?? null,
    setOrder: async (id, orderId) => update(id, { orderId }),
    expiredHolds: async (at) =>
      [...rows.values()].filter((r) => r.state === 'pending' && (r.holdUntil ?? '') <= at).map((r) => r.appointmentId),
    quietRefunds: async () => [],
    refundChecked: async () => undefined,
    claimEvent: async (id) => !events.has(id) && Boolean(events.add(id)),
    markRefunded: async (id, { refundId, at }) => {
      const r = rows.get(id);
      if (r?.state !== 'refund_pending' || (r.refundId !== null && r.refundId !== refundId)) return false;
      update(id, { state: 'refunded', refundId, refundedAt: at });
      return true;
    },
    recordRefund: async (id, { refundId }) => {
      const r = rows.get(id);
      if (r?.state !== 'refund_pending' || r.refundId !== null) return false;
      update(id, { refundId });
      return true;
    },
    reopenRefund: async (id) => update(id, { state: 'refund_pending', refundId: null, refundedAt: null }),
    log: async (_id, entry) => void log.push(entry),
    history: async () => [...log],
  };
  // Only what online payment reads and writes: a use that strays elsewhere fails on the missing method.
  const repos = {
    payments,
    outbox: { enqueue: async (_id: string, _at: string, messages: readonly NewOutboxMessage[]) => void outbox.push(...messages) },
  } as unknown as UseCaseRepositories;
  const tx: Transaction = { repos, unlessUniqueViolation: async () => true, lockIdempotencyKey: async () => undefined };
  const storage: Storage = {
    repos,
    transaction: (work) => work(tx),
    grouped: (work) => (arg) => work(tx, arg),
  };
  const settled: Array<{ appointmentId: string; payment: CapturedPayment }> = [];
  const captures: string[] = [];
  const expired: string[] = [];
  const gateway = {
    signed: true,
    event: null as GatewayEvent | null,
    orderPayments: [] as GatewayPayment[],
    refund: { id: 'rfnd_1', paymentId: PAID, amount: 80_000, status: 'pending' } as GatewayRefund,
  };
  const provider: PaymentGateway = {
    name: 'razorpay',
    keyId: 'rzp_test',
    checkoutUrl: 'https://checkout.example/v1.js',
    createOrder: async ({ amount, currency }) => ({ id: ORDER, amount, currency, status: 'created' }),
    verifyCheckout: () => gateway.signed,
    fetchPayment: async () => paid,
    orderPayments: async () => gateway.orderPayments,
    capture: async (id) => {
      captures.push(id);
      return { ...paid, status: 'captured' };
    },
    refund: async () => gateway.refund,
    fetchRefund: async () => gateway.refund,
    readWebhook: () => gateway.event,
  };
  const service = createPaymentService({
    storage,
    provider,
    lifecycle: {
      settlePayment: async ({ appointmentId, payment: made }) => {
        settled.push({ appointmentId, payment: made });
        return { kind: 'paid' } as SettleResult;
      },
      expireHold: async ({ appointmentId }) => {
        expired.push(appointmentId);
        return { kind: 'expired' as const };
      },
    },
    now: () => NOW,
  });
  return { service, gateway, rows, log, outbox, settled, captures, expired };
}

const checkout = { reference: REF, orderId: ORDER, paymentId: PAID, signature: 'a'.repeat(64) };
const refundEvent = (id: string, event: 'refund.failed' | 'refund.processed', refundId = 'rfnd_1'): GatewayEvent => ({
  id,
  event,
  payment: null,
  refund: { id: refundId, paymentId: PAID, amount: 80_000, status: event === 'refund.failed' ? 'failed' : 'processed' },
});
const beingRefunded = () => payment({ state: 'refund_pending', paymentId: PAID, refundId: 'rfnd_1', paidAt: '2026-11-29T03:40:00.000Z' });

describe('online payment, as a use case over a gateway', () => {
  it('settles a checkout the gateway signed and captured', async () => {
    const { service, settled } = setUp();
    expect(await service.verify(checkout)).toEqual({ kind: 'paid' });
    expect(settled).toEqual([{ appointmentId: REF, payment: { id: PAID, orderId: ORDER, amount: 80_000, method: 'upi' } }]);
  });

  it('settles nothing when the checkout is not signed by the gateway', async () => {
    const { service, gateway, settled } = setUp();
    gateway.signed = false;
    expect(await service.verify(checkout)).toEqual({ kind: 'bad-signature' });
    expect(settled).toEqual([]);
  });

  it('settles nothing when the order is not the appointment’s', async () => {
    // A real, signed payment, of another order.
    const { service, settled } = setUp({ paid: gatewayPayment({ orderId: 'order_other' }) });
    expect(await service.verify({ ...checkout, orderId: 'order_other' })).toEqual({ kind: 'bad-signature' });
    expect(settled).toEqual([]);
  });

  it('captures an authorised payment before settling it, and settles none the gateway has not captured', async () => {
    const authorised = setUp({ paid: gatewayPayment({ status: 'authorized' }) });
    expect(await authorised.service.verify(checkout)).toEqual({ kind: 'paid' });
    expect(authorised.captures).toEqual([PAID]);
    const failed = setUp({ paid: gatewayPayment({ status: 'failed' }) });
    expect(await failed.service.verify(checkout)).toEqual({ kind: 'not-captured', status: 'failed' });
    expect(failed.settled).toEqual([]);
  });

  it('records a gateway order with the payment, and hands the checkout what it needs', async () => {
    const { service, rows, log } = setUp({ row: payment({ orderId: null }) });
    const made = await service.openOrder(REF, { amount: 80_000, holdUntil: '2026-11-29T04:15:00.000Z' });
    expect(made).toMatchObject({ orderId: ORDER, amount: 80_000, keyId: 'rzp_test' });
    expect(rows.get(REF)?.orderId).toBe(ORDER);
    expect(log).toEqual([expect.objectContaining({ action: 'order', detail: ORDER })]);
  });

  it('asks a refund the gateway gave up anew, under the next key, once however often it is told', async () => {
    const { service, gateway, rows, outbox } = setUp({ row: beingRefunded() });
    gateway.event = refundEvent('evt_1', 'refund.failed');
    expect(await service.webhook(Buffer.from('{}'), {})).toEqual({ handled: 'refund asked again' });
    expect(rows.get(REF)).toMatchObject({ state: 'refund_pending', refundId: null });
    expect(outbox.map((m) => (m.payload as RefundPayload).idempotencyKey)).toEqual([`refund_${REF}_${PAID}_1`]);
    gateway.event = refundEvent('evt_2', 'refund.failed');
    expect(await service.webhook(Buffer.from('{}'), {})).toEqual({ handled: 'refund noted' });
    expect(outbox).toHaveLength(1);
  });

  it('handles an event once, however often it is delivered', async () => {
    const { service, gateway, rows } = setUp({ row: beingRefunded() });
    gateway.event = refundEvent('evt_1', 'refund.processed');
    expect(await service.webhook(Buffer.from('{}'), {})).toEqual({ handled: 'refunded' });
    expect(rows.get(REF)?.state).toBe('refunded');
    expect(await service.webhook(Buffer.from('{}'), {})).toEqual({ handled: 'duplicate-event' });
  });

  it('does nothing with a webhook whose signature is not the gateway’s', async () => {
    const { service, settled } = setUp();
    expect(await service.webhook(Buffer.from('{}'), {})).toBeNull();
    expect(settled).toEqual([]);
  });

  it('settles a hold that was paid while it ran out, and releases one that was not', async () => {
    const paidMeanwhile = setUp();
    paidMeanwhile.gateway.orderPayments = [gatewayPayment()];
    expect(await paidMeanwhile.service.releaseExpiredHolds()).toBe(0);
    expect(paidMeanwhile.settled.map((s) => s.appointmentId)).toEqual([REF]);
    expect(paidMeanwhile.expired).toEqual([]);
    const unpaid = setUp();
    expect(await unpaid.service.releaseExpiredHolds()).toBe(1);
    expect(unpaid.expired).toEqual([REF]);
  });
});
