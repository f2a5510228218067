// A refund is sent through the outbox like a message: written in the transaction that decides it (a
// cancellation, a payment that came too late), sent by the worker, retried with backoff until the gateway
// has made it. Its idempotency key is fixed by the appointment and the payment, so a retry, or a second
// worker whose lease ran out, can never refund the payment twice.
import type { NewOutboxMessage } from './outbox-message';

export interface RefundPayload {
  appointmentId: string;
  paymentId: string;
  /** Paise: the whole payment. */
  amount: number;
  /** Razorpay's X-Refund-Idempotency: at least 10 letters, digits, - or _. */
  idempotencyKey: string;
}

/**
 * `attempt`: how many refunds of this payment the gateway gave up before (refund.failed); each new try has
 * its own key, asked only once the one before it has failed.
 */
export function refundRequest({
  appointmentId,
  paymentId,
  amount,
  at,
  attempt = 0,
}: {
  appointmentId: string;
  paymentId: string;
  amount: number;
  at: Date;
  attempt?: number;
}): NewOutboxMessage {
  const key = `refund_${appointmentId}_${paymentId}${attempt > 0 ? `_${attempt}` : ''}`;
  const payload: RefundPayload = { appointmentId, paymentId, amount, idempotencyKey: key.replace(/[^A-Za-z0-9_-]/g, '-') };
  return { kind: 'refund', channel: 'payment', payload, dueAt: at };
}
