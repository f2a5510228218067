import type { FeeNote } from './patient-messages';
import type { StoredPayment } from './payment';

/** What a message says of the fee: due, paid (online, with the receipt's details, or at the counter), being refunded, or owed after a failed refund. */
export function feeNoteOf(fee: number | null, payment: StoredPayment | null): FeeNote | null {
  const amount = (paise: number) => Math.round(paise) / 100;
  if (payment?.state === 'paid') {
    return payment.provider === 'counter'
      ? { amount: amount(payment.amount), status: 'paid_counter' }
      : { amount: amount(payment.amount), status: 'paid', paymentId: payment.paymentId, method: payment.method };
  }
  if (payment?.state === 'refund_pending' && payment.refundFailedAt) return { amount: amount(payment.amount), status: 'refund_failed' };
  if (payment?.state === 'refund_pending' || payment?.state === 'refunded') return { amount: amount(payment.amount), status: 'refund' };
  return fee === null ? null : { amount: fee, status: 'due' };
}
