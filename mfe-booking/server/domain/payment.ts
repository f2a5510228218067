// An appointment's payment as the use cases read it, and how the desk and the patient's page word it.
import type { AuditActor, PaymentSummary } from '@hospital/booking-contract';

/** Where a payment stands: held for the gateway, paid, let lapse, being refunded, refunded. */
export type PaymentRowState = 'pending' | 'paid' | 'expired' | 'refund_pending' | 'refunded';

export interface StoredPayment {
  appointmentId: string;
  provider: 'razorpay' | 'counter';
  orderId: string | null;
  /** Paise. */
  amount: number;
  currency: string;
  state: PaymentRowState;
  holdUntil: string | null;
  paymentId: string | null;
  method: string | null;
  paidAt: string | null;
  recordedBy: string | null;
  refundId: string | null;
  refundRequestedAt: string | null;
  refundedAt: string | null;
  /** The refund failed for good: still owed, a person settles it (the patient is told the hospital will call). */
  refundFailedAt: string | null;
  createdAt: string;
}

/** One line of the payment log: who did what to the money, when, how much (paise). */
export interface PaymentLogEntry {
  at: string;
  actor: AuditActor | { kind: 'gateway' };
  action: string;
  amount: number | null;
  detail: string;
}

/** The desk's words for a payment (the contract's PaymentSummary), from the fee quoted and the payment row. */
export function paymentSummary(fee: number | null, payment: StoredPayment | null): PaymentSummary {
  const rupees = (paise: number) => Math.round(paise) / 100;
  if (!payment || payment.state === 'expired') return { state: 'unpaid', fee, paid: null, refund: null };
  const paid =
    payment.paidAt !== null
      ? {
          amount: rupees(payment.amount),
          via: payment.provider === 'counter' ? ('counter' as const) : ('online' as const),
          paymentId: payment.paymentId,
          method: payment.method,
          at: payment.paidAt,
        }
      : null;
  const refund =
    payment.state === 'refund_pending' || payment.state === 'refunded'
      ? { amount: rupees(payment.amount), refundId: payment.refundId, at: payment.refundedAt }
      : null;
  return { state: payment.state === 'refund_pending' && payment.refundFailedAt ? 'refund_failed' : payment.state, fee, paid, refund };
}
