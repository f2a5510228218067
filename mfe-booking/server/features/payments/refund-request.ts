// A refund is sent through the outbox like a message: written in the transaction that decides it (a
// cancellation, a payment that came too late), sent by the worker, retried with backoff until the gateway
// has made it. Its idempotency key is fixed by the appointment and the payment, so a retry, or a second
// worker whose lease ran out, can never refund the payment twice.
import type { NewOutboxMessage } from '../outbox/repository';

export interface RefundPayload {
  appointmentId: string;
  paymentId: string;
  /** Paise: the whole payment. */
  amount: number;
  /** Razorpay's X-Refund-Idempotency: at least 10 letters, digits, - or _. */
  idempotencyKey: string;
}

export function refundRequest({ appointmentId, paymentId, amount, at }: { appointmentId: string; paymentId: string; amount: number; at: Date; second?: boolean }): NewOutboxMessage {
  const payload: RefundPayload = { appointmentId, paymentId, amount, idempotencyKey: `refund_${appointmentId}_${paymentId}`.replace(/[^A-Za-z0-9_-]/g, '-') };
  return { kind: 'refund', channel: 'payment', payload, dueAt: at };
}
