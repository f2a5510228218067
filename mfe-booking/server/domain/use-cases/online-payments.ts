// Online payment around the lifecycle, over a gateway port: the gateway order of a held Pay Now booking
// (for the amount the server computed, the booking reference as receipt), the checkout's success checked
// on the server, the gateway's webhook events (the truth when the browser never comes back), the holds
// that run out, and the refunds the outbox sends. Status changes are the lifecycle's (payment-changes.ts).
import type { AuditActor, BookingPayment } from '@hospital/booking-contract';
import { GatewayRefusal, type GatewayPayment } from '../gateway';
import type { StoredPayment } from '../payment';
import type { PaymentGateway } from '../ports';
import { refundRequest, type RefundPayload } from '../refund-request';
import type { Sender } from '../sender';
import type { Storage, UseCaseRepositories } from '../storage';
import type { Lifecycle } from './appointment-changes';
import type { CapturedPayment, SettleResult } from './payment-changes';

export interface PaymentServiceOptions {
  storage: Storage;
  provider: PaymentGateway;
  lifecycle: Pick<Lifecycle, 'settlePayment' | 'expireHold'>;
  now: () => Date;
  /** How long a refund the gateway accepted may stay pending before the gateway is asked about it. */
  refundCheckAfterMs?: number;
  /** Errors worth an operator's eye, without personal data. */
  warn?: (message: string) => void;
}

export type VerifyOutcome = SettleResult | { kind: 'bad-signature' } | { kind: 'not-captured'; status: string };

export type PaymentService = ReturnType<typeof createPaymentService>;

const captured = (payment: GatewayPayment) => payment.status === 'captured';

export function createPaymentService({
  storage,
  provider,
  lifecycle,
  now,
  refundCheckAfterMs = 5 * 60_000,
  warn = () => undefined,
}: PaymentServiceOptions) {
  /** The handed-over payment of a held booking, for the browser's checkout. */
  const checkoutOf = (payment: StoredPayment): BookingPayment | null =>
    payment.state === 'pending' && payment.orderId && payment.holdUntil
      ? {
          provider: 'razorpay',
          orderId: payment.orderId,
          amount: payment.amount,
          currency: 'INR',
          keyId: provider.keyId,
          checkoutUrl: provider.checkoutUrl,
          holdUntil: payment.holdUntil,
        }
      : null;

  /** A captured payment, or (an account that captures by hand) the authorised one captured now. */
  const capturedPayment = async (payment: GatewayPayment): Promise<GatewayPayment> => {
    if (payment.status !== 'authorized') return payment;
    try {
      return await provider.capture(payment.id, payment.amount);
    } catch (error) {
      // Captured meanwhile (automatic capture, or another instance): the gateway's word now.
      if (error instanceof GatewayRefusal) return provider.fetchPayment(payment.id);
      throw error;
    }
  };

  // Recorded with the bookings that commit with it (SQLite's group commit: one fsync for many).
  const recordOrder = storage.grouped(
    async (
      { repos: tx },
      { appointmentId, orderId, amount, at }: { appointmentId: string; orderId: string; amount: number; at: string },
    ) => {
      await tx.payments.setOrder(appointmentId, orderId, at);
      await tx.payments.log(appointmentId, { at, actor: { kind: 'system' }, action: 'order', amount, detail: orderId });
    },
  );

  /**
   * What the gateway said of a refund of the appointment's payment (its answer to our request, or a refund
   * event), in the caller's transaction: made (refunded), accepted but not made yet (its id kept, still
   * pending), or given up (the money stayed with us: owed again, asked anew under the next key, once per
   * failed refund however often the gateway says so). Null when it changes nothing.
   */
  const refundAnswered = async (
    tx: UseCaseRepositories,
    {
      appointmentId,
      paymentId,
      refundId,
      amount,
      status,
      at,
    }: {
      appointmentId: string;
      paymentId: string;
      refundId: string;
      amount: number;
      status: 'pending' | 'processed' | 'failed';
      at: string;
    },
  ): Promise<string | null> => {
    const row = await tx.payments.of(appointmentId, { lock: true });
    // A refund of another payment (a second payment of a paid order) leaves this one as it is.
    if (!row || row.paymentId !== paymentId) return null;
    if (status === 'processed') {
      if (!(await tx.payments.markRefunded(appointmentId, { refundId, at }))) return null;
      await tx.payments.log(appointmentId, { at, actor: { kind: 'gateway' }, action: 'refunded', amount, detail: refundId });
      return 'refunded';
    }
    const history = await tx.payments.history(appointmentId);
    const failedBefore = history.some((entry) => entry.action === 'refund_failed' && entry.detail === refundId);
    if (status === 'pending') {
      // Its failure may have come first (the event before our request's answer).
      if (failedBefore || !(await tx.payments.recordRefund(appointmentId, { refundId, at }))) return null;
      await tx.payments.log(appointmentId, { at, actor: { kind: 'gateway' }, action: 'refund_accepted', amount, detail: refundId });
      return 'refund accepted';
    }
    if (failedBefore) return null;
    if (row.state !== 'refund_pending' && row.state !== 'refunded') return null;
    if (row.refundId !== null && row.refundId !== refundId) return null;
    const attempt = history.filter((entry) => entry.action === 'refund_failed').length + 1;
    await tx.payments.reopenRefund(appointmentId, at);
    await tx.payments.log(appointmentId, { at, actor: { kind: 'gateway' }, action: 'refund_failed', amount, detail: refundId });
    await tx.payments.log(appointmentId, {
      at,
      actor: { kind: 'system' },
      action: 'refund_requested',
      amount: row.amount,
      detail: `again, the gateway gave up refund ${refundId}`,
    });
    await tx.outbox.enqueue(appointmentId, at, [refundRequest({ appointmentId, paymentId, amount: row.amount, at: now(), attempt })]);
    return 'refund asked again';
  };

  const settle = (appointmentId: string, payment: GatewayPayment, actor: AuditActor, event?: { id: string; event: string }) => {
    const settled: CapturedPayment = { id: payment.id, orderId: payment.orderId ?? '', amount: payment.amount, method: payment.method };
    return lifecycle.settlePayment({ appointmentId, payment: settled, actor, ...(event ? { event } : {}) });
  };

  return {
    provider,
    checkoutOf,

    /**
     * The gateway order of a booking just held: the amount the server computed, the reference as receipt.
     * Its id is stored with the payment; the checkout the browser opens names it.
     */
    async openOrder(appointmentId: string, { amount, holdUntil }: { amount: number; holdUntil: string }): Promise<BookingPayment> {
      const order = await provider.createOrder({
        amount,
        currency: 'INR',
        receipt: appointmentId.slice(0, 40),
        notes: { reference: appointmentId },
      });
      await recordOrder({ appointmentId, orderId: order.id, amount, at: now().toISOString() });
      return {
        provider: 'razorpay',
        orderId: order.id,
        amount,
        currency: 'INR',
        keyId: provider.keyId,
        checkoutUrl: provider.checkoutUrl,
        holdUntil,
      };
    },

    /**
     * The checkout's success callback, from the browser: believed only when its signature is the gateway's
     * and the gateway says the payment is captured (captured now if the account captures by hand).
     */
    async verify({
      reference,
      orderId,
      paymentId,
      signature,
    }: {
      reference: string;
      orderId: string;
      paymentId: string;
      signature: string;
    }): Promise<VerifyOutcome> {
      const payment = await storage.repos.payments.of(reference);
      if (!payment || payment.orderId !== orderId) return { kind: 'bad-signature' };
      if (!provider.verifyCheckout({ orderId, paymentId, signature })) return { kind: 'bad-signature' };
      const made = await capturedPayment(await provider.fetchPayment(paymentId));
      if (made.orderId !== orderId) return { kind: 'bad-signature' };
      if (!captured(made)) return { kind: 'not-captured', status: made.status };
      return settle(reference, made, { kind: 'patient' });
    },

    /**
     * One webhook delivery. `null`: the signature is not the gateway's (nothing is done). Handled once per
     * event id, whichever instance gets it, whatever order events come in: a failure never undoes a payment,
     * a payment already recorded is not recorded again.
     */
    async webhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<{ handled: string } | null> {
      const event = provider.readWebhook(rawBody, headers);
      if (!event) return null;
      const at = now().toISOString();
      const once = { id: event.id, event: event.event };
      if (
        (event.event === 'payment.captured' || event.event === 'order.paid' || event.event === 'payment.authorized') &&
        event.payment?.orderId
      ) {
        const row = await storage.repos.payments.byOrder(event.payment.orderId);
        if (!row) return { handled: 'not our order' };
        // An authorised payment's event is a snapshot: it may be captured by now (automatic capture), so ask first.
        const payment =
          event.event === 'payment.authorized' ? await capturedPayment(await provider.fetchPayment(event.payment.id)) : event.payment;
        if (!captured(payment)) return { handled: `payment ${payment.status}` };
        const result = await settle(row.appointmentId, payment, { kind: 'system' }, once);
        return { handled: result.kind };
      }
      if (event.event === 'payment.failed' && event.payment?.orderId) {
        const row = await storage.repos.payments.byOrder(event.payment.orderId);
        if (!row) return { handled: 'not our order' };
        // The patient may try again on the same order until the hold runs out; a later capture still counts.
        const fresh = await storage.transaction(async ({ repos: tx }) => {
          if (!(await tx.payments.claimEvent(event.id, event.event, row.appointmentId, at))) return false;
          await tx.payments.log(row.appointmentId, {
            at,
            actor: { kind: 'gateway' },
            action: 'failed',
            amount: event.payment?.amount ?? null,
            detail: event.payment?.id ?? '',
          });
          return true;
        });
        return { handled: fresh ? 'failure noted' : 'duplicate-event' };
      }
      if ((event.event === 'refund.processed' || event.event === 'refund.failed') && event.refund) {
        const refund = event.refund;
        const row = await storage.transaction(async ({ repos: tx }) => {
          if (!(await tx.payments.claimEvent(event.id, event.event, null, at))) return 'duplicate-event';
          const appointmentId = await tx.payments.appointmentOfPayment(refund.paymentId);
          if (!appointmentId) return 'not our payment';
          const outcome = event.event === 'refund.processed' ? 'processed' : 'failed';
          return (
            (await refundAnswered(tx, {
              appointmentId,
              paymentId: refund.paymentId,
              refundId: refund.id,
              amount: refund.amount,
              status: outcome,
              at,
            })) ?? 'refund noted'
          );
        });
        return { handled: row };
      }
      return { handled: 'ignored' };
    },

    /**
     * Holds whose time ran out: each is first checked with the gateway (a payment may have come while its
     * webhook is on the way), then released. The number released.
     */
    async releaseExpiredHolds(limit = 50): Promise<number> {
      let released = 0;
      for (const appointmentId of await storage.repos.payments.expiredHolds(now().toISOString(), limit)) {
        const payment = await storage.repos.payments.of(appointmentId);
        if (payment?.orderId) {
          try {
            const paid = (await provider.orderPayments(payment.orderId)).find((p) => p.status === 'captured' || p.status === 'authorized');
            if (paid) {
              const made = await capturedPayment(paid);
              if (captured(made)) {
                await settle(appointmentId, made, { kind: 'system' });
                continue;
              }
            }
          } catch (error) {
            // The gateway is down: release anyway; a payment that comes later is still honoured or refunded.
            warn(`could not ask the gateway about a hold before releasing it: ${error instanceof Error ? error.message : String(error)}`);
          }
        }
        const result = await lifecycle.expireHold({ appointmentId, reason: 'not paid in time' });
        if (result.kind === 'expired') released += 1;
      }
      return released;
    },

    /**
     * Refunds accepted as pending that no webhook has settled for a while: the gateway is asked, and a made
     * or given-up refund is recorded as its event would be (once, however many workers ask). The number
     * recorded.
     */
    async reconcileRefunds(limit = 50): Promise<number> {
      let recorded = 0;
      const before = new Date(now().getTime() - refundCheckAfterMs).toISOString();
      for (const { appointmentId, paymentId, refundId } of await storage.repos.payments.quietRefunds(before, limit)) {
        let refund;
        try {
          refund = await provider.fetchRefund(paymentId, refundId);
        } catch (error) {
          warn(`could not ask the gateway about a pending refund: ${error instanceof Error ? error.message : String(error)}`);
          continue;
        }
        const at = now().toISOString();
        if (refund.status !== 'processed' && refund.status !== 'failed') {
          await storage.repos.payments.refundChecked(appointmentId, refundId, at);
          continue;
        }
        const status = refund.status;
        const outcome = await storage.transaction(({ repos: tx }) =>
          refundAnswered(tx, { appointmentId, paymentId, refundId, amount: refund.amount, status, at }),
        );
        if (outcome) recorded += 1;
      }
      return recorded;
    },

    /** The outbox's sender of refunds: the gateway refunds (once per key), then the payment is recorded refunded. */
    refundSender(): Sender<RefundPayload> {
      return {
        async send(request) {
          const refund = await provider.refund({
            paymentId: request.paymentId,
            amount: request.amount,
            idempotencyKey: request.idempotencyKey,
            receipt: request.appointmentId.slice(0, 40),
            notes: { reference: request.appointmentId },
          });
          const at = now().toISOString();
          const status = refund.status === 'processed' || refund.status === 'failed' ? refund.status : 'pending';
          await storage.transaction(({ repos: tx }) =>
            refundAnswered(tx, {
              appointmentId: request.appointmentId,
              paymentId: request.paymentId,
              refundId: refund.id,
              amount: refund.amount,
              status,
              at,
            }),
          );
        },
      };
    },
  };
}
