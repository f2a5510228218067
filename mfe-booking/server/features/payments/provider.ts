// What the booking API needs from a payment gateway. One implementation today (Razorpay, ./razorpay.ts);
// the local stand-in (./stand-in/) speaks Razorpay's protocol, so the same implementation is tested against it.
import type { PaymentProviderName } from '@hospital/booking-contract';
import { refusedForGood } from '../../domain/work-failure';

/** A payment as the gateway reports it. Amounts in paise. */
export interface GatewayPayment {
  id: string;
  orderId: string | null;
  amount: number;
  currency: string;
  /** created, authorized, captured, refunded, failed. */
  status: string;
  /** upi, card, netbanking, wallet… */
  method: string | null;
}

/** A refund as the gateway reports it. Amounts in paise. */
export interface GatewayRefund {
  id: string;
  paymentId: string;
  amount: number;
  /** pending (accepted, not made yet), processed (made), failed (given up: the money stayed with us). */
  status: string;
}

/** A webhook event, once its signature checked out. */
export interface GatewayEvent {
  /** Unique per event (Razorpay: the X-Razorpay-Event-Id header): a retried delivery repeats it. */
  id: string;
  /** payment.captured, payment.authorized, payment.failed, order.paid, refund.processed… */
  event: string;
  payment: GatewayPayment | null;
  refund: GatewayRefund | null;
}

/** The gateway refused our request (4xx): trying the same again will not help, unless our keys were refused. */
export class GatewayRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }

  /** For the outbox: a refund refused for good goes to a person (messages/failure.ts). */
  get permanent(): boolean {
    return refusedForGood(this.status);
  }
}

export interface PaymentProvider {
  name: PaymentProviderName;
  /** The public key the browser's checkout is opened with. */
  keyId: string;
  /** The gateway's checkout script, for the browser. */
  checkoutUrl: string;
  createOrder(order: {
    amount: number;
    currency: 'INR';
    receipt: string;
    notes: Record<string, string>;
  }): Promise<{ id: string; amount: number; currency: string; status: string }>;
  /** True when the checkout's success callback is the gateway's: its signature over order and payment id. */
  verifyCheckout(answer: { orderId: string; paymentId: string; signature: string }): boolean;
  fetchPayment(paymentId: string): Promise<GatewayPayment>;
  /** The order's payments, newest first (a hold about to be released asks whether one came meanwhile). */
  orderPayments(orderId: string): Promise<GatewayPayment[]>;
  /** Captures an authorised payment (accounts that do not capture automatically). */
  capture(paymentId: string, amount: number): Promise<GatewayPayment>;
  /** A full or partial refund; the same key never refunds twice. */
  refund(request: {
    paymentId: string;
    amount: number;
    idempotencyKey: string;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<{ id: string; status: string; amount: number }>;
  /** A refund asked for before, as the gateway has it now (its webhook may never have come). */
  fetchRefund(paymentId: string, refundId: string): Promise<GatewayRefund>;
  /** The event a webhook delivered, or null when its signature is not the gateway's. */
  readWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): GatewayEvent | null;
}
