// Razorpay over plain HTTPS, from its public API documentation: Orders (POST /v1/orders), Payments
// (GET /v1/payments/:id, POST …/capture), an order's payments (GET /v1/orders/:id/payments), Refunds
// (POST /v1/payments/:id/refund with X-Refund-Idempotency, GET /v1/payments/:id/refunds/:refund_id),
// webhooks signed over the raw body. Basic auth with the key id and secret; amounts in paise. Plain fetch
// rather than the `razorpay` SDK: the calls are a few lines each, the tests run them against the stand-in
// gateway exactly as sent, and the SDK would add its HTTP client and typings for nothing we use.
import type { RazorpayConfig } from '../../config';
import { GatewayRefusal, type GatewayEvent, type GatewayPayment, type GatewayRefund } from '../../domain/gateway';
import type { PaymentGateway } from '../../domain/ports';
import { checkoutSignature, signatureMatches, webhookSignature } from './signatures';

type Json = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const amountOf = (value: unknown): number => (typeof value === 'number' && Number.isInteger(value) ? value : Number.NaN);

/** A payment entity as Razorpay writes it (webhooks and the Payments API). */
export const paymentOf = (entity: Json): GatewayPayment => ({
  id: String(entity.id ?? ''),
  orderId: text(entity.order_id),
  amount: amountOf(entity.amount),
  currency: String(entity.currency ?? ''),
  status: String(entity.status ?? ''),
  method: text(entity.method),
});

/** A refund entity as Razorpay writes it (webhooks and the Refunds API). */
const refundOf = (entity: Json): GatewayRefund => ({
  id: String(entity.id ?? ''),
  paymentId: String(entity.payment_id ?? ''),
  amount: amountOf(entity.amount),
  status: String(entity.status ?? ''),
});

const headerOf = (headers: Record<string, string | string[] | undefined>, name: string): string | undefined => {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

export function createRazorpay(config: RazorpayConfig, fetchImpl: typeof fetch = fetch): PaymentGateway {
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;

  const call = async (method: 'GET' | 'POST', path: string, body?: Json, headers: Record<string, string> = {}): Promise<Json> => {
    let response: Response;
    try {
      response = await fetchImpl(`${config.apiUrl}${path}`, {
        method,
        headers: { authorization, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      throw new Error(
        `The payment gateway did not answer ${method} ${path.replace(/\/(pay|order|rfnd)_\w+/g, '/$1_…')}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const raw = await response.text();
    let answer: Json = {};
    try {
      answer = raw ? (JSON.parse(raw) as Json) : {};
    } catch {
      // An HTML error page from a proxy: the status says enough.
    }
    if (response.ok) return answer;
    const description = String(((answer.error ?? {}) as Json).description ?? raw.slice(0, 200));
    const message = `The payment gateway answered ${response.status} to ${method} ${path.split('/').slice(0, 3).join('/')}: ${description}`;
    // 4xx: our request is wrong or refused, and the same request will be again (409 is a request still in progress).
    if (response.status >= 400 && response.status < 500 && response.status !== 409 && response.status !== 429)
      throw new GatewayRefusal(response.status, message);
    throw new Error(message);
  };

  return {
    name: 'razorpay',
    keyId: config.keyId,
    checkoutUrl: config.checkoutUrl,

    async createOrder({ amount, currency, receipt, notes }) {
      const order = await call('POST', '/v1/orders', { amount, currency, receipt, notes });
      const id = text(order.id);
      if (!id || order.amount !== amount) throw new Error('The payment gateway answered an order we did not ask for');
      return { id, amount, currency: String(order.currency), status: String(order.status) };
    },

    verifyCheckout({ orderId, paymentId, signature }) {
      return signatureMatches(checkoutSignature(orderId, paymentId, config.keySecret), signature);
    },

    async fetchPayment(paymentId) {
      return paymentOf(await call('GET', `/v1/payments/${encodeURIComponent(paymentId)}`));
    },

    async orderPayments(orderId) {
      const answer = await call('GET', `/v1/orders/${encodeURIComponent(orderId)}/payments`);
      const items = Array.isArray(answer.items) ? (answer.items as Json[]) : [];
      return items.map(paymentOf);
    },

    async capture(paymentId, amount) {
      return paymentOf(await call('POST', `/v1/payments/${encodeURIComponent(paymentId)}/capture`, { amount, currency: 'INR' }));
    },

    async refund({ paymentId, amount, idempotencyKey, receipt, notes }) {
      const refund = await call(
        'POST',
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount, receipt, notes },
        { 'X-Refund-Idempotency': idempotencyKey },
      );
      const id = text(refund.id);
      if (!id) throw new Error('The payment gateway answered a refund without an id');
      return { id, status: String(refund.status ?? ''), amount: amountOf(refund.amount) };
    },

    async fetchRefund(paymentId, refundId) {
      const refund = refundOf(await call('GET', `/v1/payments/${encodeURIComponent(paymentId)}/refunds/${encodeURIComponent(refundId)}`));
      if (refund.id !== refundId || refund.paymentId !== paymentId)
        throw new Error('The payment gateway answered a refund we did not ask about');
      return refund;
    },

    readWebhook(rawBody, headers) {
      if (!signatureMatches(webhookSignature(rawBody, config.webhookSecret), headerOf(headers, 'x-razorpay-signature'))) return null;
      let event: Json;
      try {
        event = JSON.parse(rawBody.toString('utf8')) as Json;
      } catch {
        return null;
      }
      const payload = (event.payload ?? {}) as Json;
      const entityOf = (name: string) => ((payload[name] as Json | undefined)?.entity as Json | undefined) ?? null;
      const payment = entityOf('payment');
      const refund = entityOf('refund');
      const name = String(event.event ?? '');
      // The header is unique per event; a body without it (never from Razorpay) still gets a stable id.
      const id =
        headerOf(headers, 'x-razorpay-event-id') ?? `${name}:${String(payment?.id ?? refund?.id ?? '')}:${String(event.created_at ?? '')}`;
      const result: GatewayEvent = {
        id,
        event: name,
        payment: payment ? paymentOf(payment) : null,
        refund: refund ? refundOf(refund) : null,
      };
      return result;
    },
  };
}
