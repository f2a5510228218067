// What a payment gateway reports (payments, refunds, webhook events) and how it refuses a request. One
// gateway today (Razorpay, features/payments/razorpay.ts); the use cases name it as a port (ports.ts).
import { refusedForGood } from './work-failure';

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
