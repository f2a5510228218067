// Fees and online payment, as the booking API, the form and the desk read them. Amounts are whole rupees
// everywhere a person reads them; a gateway counts paise, so only the payment handed to its checkout is in paise.

/** `POST { reference, razorpay_order_id, razorpay_payment_id, razorpay_signature }`: the checkout's success, checked on the server. */
export const PAYMENT_VERIFY_PATH = '/api/appointments/payments/verify';
/** The gateway's events (Razorpay webhooks), signed over the raw body. */
export const PAYMENT_WEBHOOK_PATH = '/api/payments/webhook';

/** A held Pay Now booking stays this long unpaid before its seat is offered again, unless configured. */
export const DEFAULT_PAYMENT_HOLD_MINUTES = 15;

export const PAYMENT_PROVIDERS = ['razorpay'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * Where an appointment's money stands, as the desk and the CSV show it: nothing paid yet (Pay at Hospital,
 * or a Pay Now hold that ran out), an online payment awaited, paid (online or at the counter), a refund on
 * its way, a refund the gateway could not make (the hospital settles it by hand), refunded.
 */
export const PAYMENT_STATES = ['unpaid', 'pending', 'paid', 'refund_pending', 'refund_failed', 'refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const PAYMENT_STATE_LABELS: Readonly<Record<PaymentState, string>> = {
  unpaid: 'Not paid',
  pending: 'Awaiting payment',
  paid: 'Paid',
  refund_pending: 'Refund pending',
  refund_failed: 'Refund failed: call the patient',
  refunded: 'Refunded',
};

/** An appointment's payment as the desk sees it. */
export interface PaymentSummary {
  state: PaymentState;
  /** The fee due (rupees): the doctor's consultation fee or the package's price when booked. */
  fee: number | null;
  /** What was paid (rupees), by whom: the gateway, or the desk at the counter. */
  paid: { amount: number; via: 'online' | 'counter'; paymentId: string | null; method: string | null; at: string } | null;
  refund: { amount: number; refundId: string | null; at: string | null } | null;
}

/** How a payment method reads in a receipt (the gateway's names). */
export const PAYMENT_METHOD_NAMES: Readonly<Record<string, string>> = {
  upi: 'UPI',
  card: 'Card',
  netbanking: 'Net banking',
  wallet: 'Wallet',
  emi: 'EMI',
  cash: 'Cash',
};

export const rupeesToPaise = (rupees: number): number => Math.round(rupees * 100);

/** The fees of a department's doctors as one phrase's values: one amount, or the lowest and highest. */
export function feeRange(fees: readonly number[]): { from: number; to: number } | null {
  if (fees.length === 0) return null;
  return { from: Math.min(...fees), to: Math.max(...fees) };
}
