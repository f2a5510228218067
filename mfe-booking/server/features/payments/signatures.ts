// Razorpay's two signatures, as its documentation defines them: the checkout's success callback is
// HMAC-SHA256("<order_id>|<payment_id>") keyed with the key secret; a webhook is HMAC-SHA256 of the raw
// request body keyed with the webhook secret (header X-Razorpay-Signature). Both hex. The stand-in gateway
// signs with the same functions, so a mistake here fails its tests too.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const checkoutSignature = (orderId: string, paymentId: string, keySecret: string): string =>
  createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');

export const webhookSignature = (rawBody: Buffer | string, webhookSecret: string): string =>
  createHmac('sha256', webhookSecret).update(rawBody).digest('hex');

/** Constant time; false for anything that is not a hex signature of the right length. */
export function signatureMatches(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]+$/i.test(given) || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given.toLowerCase(), 'hex'));
}
