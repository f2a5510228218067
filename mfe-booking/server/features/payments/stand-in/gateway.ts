// A local stand-in for Razorpay, for `npm start` and the tests (like the mail catcher for e-mail): the
// endpoints the booking API calls, answered as Razorpay's documentation describes, and every request
// checked as the real service would check it: Basic auth with the key pair, amounts in whole paise (at
// least 100), currency INR, a receipt of at most 40 characters used once, refunds no larger than what is
// left, each refund with an X-Refund-Idempotency key (the same key and body answer the same refund; the
// stand-in insists on the key, which Razorpay only allows). A refused request is answered as Razorpay
// answers it ({ error: { code, description } }) and kept in `problems`, which the tests read. Payments are
// made through the checkout page it serves (./browser.ts) or, in tests, `pay()`; each success or failure
// is signed as the gateway signs it and sent to the webhook address as the gateway's events.
import { randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkoutSignature, webhookSignature } from '../signatures';
import { checkoutPage, checkoutScript } from './browser';

export interface StandInOptions {
  port?: number;
  host?: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Where events are sent (the booking API's /api/payments/webhook, through the site); none: no webhooks. */
  webhookUrl?: string | undefined;
  /** `manual`: payments stay authorised until captured (accounts without automatic capture). */
  capture?: 'automatic' | 'manual';
  log?: (line: string) => void;
}

export interface StandInOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
  status: 'created' | 'attempted' | 'paid';
  createdAt: number;
}

export interface StandInPayment {
  id: string;
  orderId: string;
  amount: number;
  currency: string;
  status: 'authorized' | 'captured' | 'failed' | 'refunded';
  method: string;
  amountRefunded: number;
  createdAt: number;
}

export interface StandInRefund {
  id: string;
  paymentId: string;
  amount: number;
  receipt: string | null;
  /** Razorpay's: pending (accepted, not made yet), processed (made), failed (not made; the money stays). */
  status: 'pending' | 'processed' | 'failed';
  idempotencyKey: string;
  body: string;
}

/** What the tests can change while it runs. */
export interface StandInBehaviour {
  /** The next this many refund calls answer 500 (a gateway outage). */
  failRefunds: number;
  /** Refund calls wait this long before answering (a slow gateway: a worker's lease may run out meanwhile). */
  refundDelayMs: number;
  /** off: events are not sent (the API must not rely on them); twice: every event is delivered two times. */
  webhooks: 'on' | 'off' | 'twice';
  /** Events are sent this long after the payment (a browser that comes back first). */
  webhookDelayMs: number;
  /** What the next refunds are when made: processed at once, pending (until `settleRefund`), or failed at once. */
  refundStatus: StandInRefund['status'];
}

export interface SentEvent {
  id: string;
  event: string;
  body: string;
  status: number | null;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(7).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;
const REFUND_KEY = /^[A-Za-z0-9_-]{10,}$/;

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
    readonly field?: string,
  ) {
    super(description);
  }
}

export function createStandInGateway(options: StandInOptions) {
  const orders = new Map<string, StandInOrder>();
  const payments = new Map<string, StandInPayment>();
  const refunds: StandInRefund[] = [];
  const receipts = new Set<string>();
  const events: SentEvent[] = [];
  /** Requests the stand-in refused, as the tests check what the API sent. */
  const problems: string[] = [];
  /** Every API call, in order (method, path, status). */
  const calls: Array<{ method: string; path: string; status: number }> = [];
  const behaviour: StandInBehaviour = { failRefunds: 0, refundDelayMs: 0, webhooks: 'on', webhookDelayMs: 0, refundStatus: 'processed' };
  const log = options.log ?? (() => undefined);
  let origin = '';

  const authorised = (request: IncomingMessage) => {
    const expected = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
    return request.headers.authorization === expected;
  };

  const paymentEntity = (p: StandInPayment) => ({
    id: p.id,
    entity: 'payment',
    amount: p.amount,
    currency: p.currency,
    status: p.status,
    order_id: p.orderId,
    method: p.method,
    amount_refunded: p.amountRefunded,
    refund_status: p.amountRefunded === 0 ? null : p.amountRefunded === p.amount ? 'full' : 'partial',
    captured: p.status === 'captured' || p.status === 'refunded',
    vpa: p.method === 'upi' ? 'patient@upi' : null,
    error_code: p.status === 'failed' ? 'BAD_REQUEST_ERROR' : null,
    error_description: p.status === 'failed' ? 'Payment failed' : null,
    created_at: Math.floor(p.createdAt / 1000),
  });
  const orderEntity = (o: StandInOrder) => ({
    id: o.id,
    entity: 'order',
    amount: o.amount,
    amount_paid: o.status === 'paid' ? o.amount : 0,
    amount_due: o.status === 'paid' ? 0 : o.amount,
    currency: o.currency,
    receipt: o.receipt,
    status: o.status,
    attempts: [...payments.values()].filter((p) => p.orderId === o.id).length,
    notes: o.notes,
    created_at: Math.floor(o.createdAt / 1000),
  });
  const refundEntity = (r: StandInRefund) => ({
    id: r.id,
    entity: 'refund',
    amount: r.amount,
    currency: 'INR',
    payment_id: r.paymentId,
    receipt: r.receipt,
    status: r.status,
    speed_processed: 'normal',
  });

  const deliver = async (event: SentEvent) => {
    if (!options.webhookUrl) return;
    try {
      const response = await fetch(options.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': webhookSignature(event.body, options.webhookSecret),
          'x-razorpay-event-id': event.id,
        },
        body: event.body,
        signal: AbortSignal.timeout(10_000),
      });
      event.status = response.status;
      await response.arrayBuffer();
    } catch (error) {
      log(`stand-in gateway: webhook ${event.event} not delivered: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  /** Sends an event as Razorpay does: signed raw body, a unique event id; resolves once delivered. */
  const emit = async (name: string, payload: Record<string, unknown>) => {
    const event: SentEvent = {
      id: newId('evt'),
      event: name,
      body: JSON.stringify({
        entity: 'event',
        account_id: 'acc_standin',
        event: name,
        contains: Object.keys(payload),
        payload,
        created_at: Math.floor(Date.now() / 1000),
      }),
      status: null,
    };
    events.push(event);
    if (behaviour.webhooks === 'off' || !options.webhookUrl) return;
    if (behaviour.webhookDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, behaviour.webhookDelayMs));
    await deliver(event);
    if (behaviour.webhooks === 'twice') await deliver({ ...event, status: null });
  };

  /** A payment of an order as the checkout would make it; the handler's fields on success. */
  function pay(orderId: string, { method = 'upi', outcome = 'success' }: { method?: string; outcome?: 'success' | 'failure' } = {}) {
    const order = orders.get(orderId);
    if (!order) throw new Refusal(400, 'The id provided does not exist', 'order_id');
    if (order.status === 'paid') throw new Refusal(400, 'Order is already paid', 'order_id');
    const payment: StandInPayment = {
      id: newId('pay'),
      orderId,
      amount: order.amount,
      currency: order.currency,
      status: outcome === 'failure' ? 'failed' : options.capture === 'manual' ? 'authorized' : 'captured',
      method,
      amountRefunded: 0,
      createdAt: Date.now(),
    };
    payments.set(payment.id, payment);
    order.status = payment.status === 'captured' ? 'paid' : 'attempted';
    let delivered: Promise<void>;
    if (outcome === 'failure') {
      delivered = emit('payment.failed', { payment: { entity: paymentEntity(payment) } });
      return {
        failure: {
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: 'Payment failed',
            source: 'customer',
            step: 'payment_authentication',
            reason: 'payment_failed',
            metadata: { order_id: orderId, payment_id: payment.id },
          },
        },
        payment,
        delivered,
      };
    }
    delivered = (async () => {
      await emit('payment.authorized', { payment: { entity: paymentEntity({ ...payment, status: 'authorized' }) } });
      if (payment.status === 'captured') {
        await emit('payment.captured', { payment: { entity: paymentEntity(payment) } });
        await emit('order.paid', { payment: { entity: paymentEntity(payment) }, order: { entity: orderEntity(order) } });
      }
    })();
    const success = {
      razorpay_payment_id: payment.id,
      razorpay_order_id: orderId,
      razorpay_signature: checkoutSignature(orderId, payment.id, options.keySecret),
    };
    return { success, payment, delivered };
  }

  const readBody = (request: IncomingMessage): Promise<string> =>
    new Promise((resolve, reject) => {
      let text = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => {
        text += chunk;
        if (text.length > 100_000) request.destroy();
      });
      request.on('end', () => resolve(text));
      request.on('error', reject);
    });

  const json = (body: string): Record<string, unknown> => {
    try {
      const value: unknown = body ? JSON.parse(body) : {};
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // falls through
    }
    throw new Refusal(400, 'The request body is not a JSON object');
  };

  const checkAmount = (value: unknown) => {
    if (typeof value !== 'number' || !Number.isInteger(value)) throw new Refusal(400, 'The amount must be an integer (paise)', 'amount');
    if (value < 100) throw new Refusal(400, 'The amount must be at least INR 1.00', 'amount');
    return value;
  };
  const checkNotes = (value: unknown): Record<string, string> => {
    if (value === undefined) return {};
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Refusal(400, 'notes must be an object', 'notes');
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length > 15) throw new Refusal(400, 'notes may have at most 15 keys', 'notes');
    for (const [key, note] of entries)
      if (typeof note !== 'string' || note.length > 256)
        throw new Refusal(400, `notes.${key} must be text of at most 256 characters`, 'notes');
    return value as Record<string, string>;
  };
  const unknownFields = (body: Record<string, unknown>, allowed: readonly string[]) => {
    const extra = Object.keys(body).filter((key) => !allowed.includes(key));
    if (extra.length > 0) throw new Refusal(400, `${extra.join(', ')} is/are not required and should not be sent`);
  };

  const api = async (request: IncomingMessage, path: string, body: string): Promise<[number, unknown]> => {
    if (!authorised(request)) throw new Refusal(401, 'Authentication failed');
    const method = request.method ?? 'GET';
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/orders') {
      const input = json(body);
      unknownFields(input, ['amount', 'currency', 'receipt', 'notes', 'partial_payment']);
      const amount = checkAmount(input.amount);
      if (input.currency !== 'INR') throw new Refusal(400, 'The currency must be INR', 'currency');
      const receipt = input.receipt;
      if (typeof receipt !== 'string' || receipt.length === 0 || receipt.length > 40)
        throw new Refusal(400, 'The receipt must be text of at most 40 characters', 'receipt');
      if (receipts.has(receipt)) throw new Refusal(400, 'The receipt has already been used for another order', 'receipt');
      const order: StandInOrder = {
        id: newId('order'),
        amount,
        currency: 'INR',
        receipt,
        notes: checkNotes(input.notes),
        status: 'created',
        createdAt: Date.now(),
      };
      receipts.add(receipt);
      orders.set(order.id, order);
      return [200, orderEntity(order)];
    }
    if (method === 'GET' && (match = /^\/v1\/orders\/([\w]+)$/.exec(path))) {
      const order = orders.get(match[1] ?? '');
      if (!order) throw new Refusal(400, 'The id provided does not exist');
      return [200, orderEntity(order)];
    }
    if (method === 'GET' && (match = /^\/v1\/orders\/([\w]+)\/payments$/.exec(path))) {
      if (!orders.has(match[1] ?? '')) throw new Refusal(400, 'The id provided does not exist');
      const items = [...payments.values()]
        .filter((p) => p.orderId === match?.[1])
        .sort((a, b) => b.createdAt - a.createdAt)
        .map(paymentEntity);
      return [200, { entity: 'collection', count: items.length, items }];
    }
    if (method === 'GET' && (match = /^\/v1\/payments\/([\w]+)\/refunds\/([\w]+)$/.exec(path))) {
      const payment = payments.get(match[1] ?? '');
      if (!payment) throw new Refusal(400, 'The id provided does not exist');
      // Razorpay answers only for a refund of the payment named in the path.
      const refund = refunds.find((r) => r.id === match?.[2] && r.paymentId === payment.id);
      if (!refund) throw new Refusal(400, 'The id provided does not exist');
      return [200, refundEntity(refund)];
    }
    if (method === 'GET' && (match = /^\/v1\/payments\/([\w]+)$/.exec(path))) {
      const payment = payments.get(match[1] ?? '');
      if (!payment) throw new Refusal(400, 'The id provided does not exist');
      return [200, paymentEntity(payment)];
    }
    if (method === 'POST' && (match = /^\/v1\/payments\/([\w]+)\/capture$/.exec(path))) {
      const payment = payments.get(match[1] ?? '');
      if (!payment) throw new Refusal(400, 'The id provided does not exist');
      const input = json(body);
      unknownFields(input, ['amount', 'currency']);
      if (checkAmount(input.amount) !== payment.amount)
        throw new Refusal(400, 'Capture amount must be equal to the amount authorized', 'amount');
      if (input.currency !== 'INR') throw new Refusal(400, 'The currency must be INR', 'currency');
      if (payment.status !== 'authorized') throw new Refusal(400, 'This payment has already been captured');
      payment.status = 'captured';
      const order = orders.get(payment.orderId);
      if (order) order.status = 'paid';
      void emit('payment.captured', { payment: { entity: paymentEntity(payment) } });
      return [200, paymentEntity(payment)];
    }
    if (method === 'POST' && (match = /^\/v1\/payments\/([\w]+)\/refund$/.exec(path))) {
      const key = request.headers['x-refund-idempotency'];
      if (typeof key !== 'string' || !REFUND_KEY.test(key)) {
        throw new Refusal(400, 'stand-in: every refund must carry an X-Refund-Idempotency key of at least 10 letters, digits, - or _');
      }
      const seen = refunds.find((r) => r.idempotencyKey === key);
      if (seen) {
        if (seen.body !== body) throw new Refusal(400, 'Different request with the same idempotency key has already been processed.');
        return [200, refundEntity(seen)];
      }
      if (behaviour.refundDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, behaviour.refundDelayMs));
      if (behaviour.failRefunds > 0) {
        behaviour.failRefunds -= 1;
        return [500, { error: { code: 'SERVER_ERROR', description: 'The stand-in gateway is down (as asked by a test)' } }];
      }
      // A retry that arrived while the first was still waiting must not refund twice.
      const raced = refunds.find((r) => r.idempotencyKey === key);
      if (raced) return [200, refundEntity(raced)];
      const payment = payments.get(match[1] ?? '');
      if (!payment) throw new Refusal(400, `${match[1] ?? ''} is not a valid id`);
      if (payment.status !== 'captured' && payment.status !== 'refunded')
        throw new Refusal(400, 'The payment has not been captured, so it cannot be refunded');
      const input = json(body);
      unknownFields(input, ['amount', 'speed', 'notes', 'receipt']);
      const amount = input.amount === undefined ? payment.amount - payment.amountRefunded : checkAmount(input.amount);
      if (payment.amountRefunded >= payment.amount) throw new Refusal(400, 'The payment has been fully refunded already.');
      if (amount > payment.amount - payment.amountRefunded)
        throw new Refusal(400, 'The refund amount provided is greater than amount captured.', 'amount');
      const receipt = input.receipt === undefined ? null : String(input.receipt);
      if (receipt !== null && receipt.length > 40) throw new Refusal(400, 'The receipt must be at most 40 characters', 'receipt');
      checkNotes(input.notes);
      const refund: StandInRefund = {
        id: newId('rfnd'),
        paymentId: payment.id,
        amount,
        receipt,
        status: behaviour.refundStatus,
        idempotencyKey: key,
        body,
      };
      refunds.push(refund);
      if (refund.status !== 'failed') payment.amountRefunded += amount;
      if (payment.amountRefunded === payment.amount) payment.status = 'refunded';
      if (refund.status !== 'pending')
        void emit(`refund.${refund.status}`, { refund: { entity: refundEntity(refund) }, payment: { entity: paymentEntity(payment) } });
      return [200, refundEntity(refund)];
    }
    throw new Refusal(400, 'The requested URL was not found on the server.');
  };

  const send = (response: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}) => {
    response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers });
    response.end(body);
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    const body = await readBody(request);
    if (request.method === 'GET' && path === '/v1/checkout.js') {
      send(response, 200, 'text/javascript; charset=utf-8', checkoutScript(origin), {
        'access-control-allow-origin': '*',
        'cross-origin-resource-policy': 'cross-origin',
      });
      return;
    }
    if (request.method === 'GET' && path === '/checkout/frame') {
      const order = orders.get(url.searchParams.get('order_id') ?? '');
      const keyId = url.searchParams.get('key_id') ?? '';
      const parentOrigin = url.searchParams.get('origin') ?? '';
      const amount = url.searchParams.get('amount');
      let page: string;
      if (!order || keyId !== options.keyId)
        page = checkoutPage({ error: keyId !== options.keyId ? 'The key does not belong to this account.' : 'No such order.' });
      else if (order.status === 'paid') page = checkoutPage({ error: 'This order is already paid.' });
      else if (amount && Number(amount) !== order.amount)
        page = checkoutPage({ error: `The amount ${amount} is not the order's (${order.amount} paise).` });
      else if (!/^https?:\/\/[^/]+$/.test(parentOrigin))
        page = checkoutPage({ error: 'The page that opened the checkout did not say its origin.' });
      else {
        const rupees = `₹${(order.amount / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;
        page = checkoutPage({
          id: order.id,
          amountText: rupees,
          name: url.searchParams.get('name') ?? '',
          description: url.searchParams.get('description') ?? '',
          keyId,
          parentOrigin,
        });
      }
      // Framed only by the page that opened it.
      send(response, 200, 'text/html; charset=utf-8', page, {
        'content-security-policy': `frame-ancestors ${/^https?:\/\/[^/\s;]+$/.test(parentOrigin) ? parentOrigin : "'none'"}`,
      });
      return;
    }
    if (request.method === 'POST' && path === '/checkout/pay') {
      try {
        const input = json(body);
        if (input.key_id !== options.keyId) throw new Refusal(400, 'The key does not belong to this account.');
        const outcome = input.outcome === 'failure' ? 'failure' : 'success';
        const made = pay(String(input.order_id ?? ''), { method: typeof input.method === 'string' ? input.method : 'upi', outcome });
        send(response, 200, 'application/json', JSON.stringify(made.success ?? made.failure));
      } catch (error) {
        const refusal = error instanceof Refusal ? error : new Refusal(500, 'stand-in fault');
        send(
          response,
          refusal.status,
          'application/json',
          JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: refusal.description } }),
        );
      }
      return;
    }
    try {
      const [status, answer] = await api(request, path, body);
      calls.push({ method: request.method ?? 'GET', path, status });
      send(response, status, 'application/json', JSON.stringify(answer));
    } catch (error) {
      const refusal = error instanceof Refusal ? error : new Refusal(500, error instanceof Error ? error.message : 'stand-in fault');
      calls.push({ method: request.method ?? 'GET', path, status: refusal.status });
      problems.push(`${request.method ?? 'GET'} ${path}: ${refusal.description}`);
      log(`stand-in gateway refused ${request.method ?? 'GET'} ${path}: ${refusal.description}`);
      send(
        response,
        refusal.status,
        'application/json',
        JSON.stringify({
          error: {
            code: refusal.status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR',
            description: refusal.description,
            source: 'business',
            step: 'payment_initiation',
            reason: 'input_validation_failed',
            metadata: {},
            ...(refusal.field ? { field: refusal.field } : {}),
          },
        }),
      );
    }
  };

  const server = http.createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent)
        send(response, 500, 'application/json', '{"error":{"code":"SERVER_ERROR","description":"stand-in fault"}}');
    });
  });

  return {
    orders,
    payments,
    refunds,
    events,
    problems,
    calls,
    behaviour,
    /** The stand-in's address once listening, e.g. http://127.0.0.1:13190. */
    get url() {
      return origin;
    },
    /** Pays an order as the checkout would (tests); `delivered` settles once its webhooks were sent. */
    pay,
    /** A pending refund made (processed) or given up (failed: the money stays with the hospital), and its event sent. */
    async settleRefund(refundId: string, outcome: 'processed' | 'failed') {
      const refund = refunds.find((r) => r.id === refundId);
      if (refund?.status !== 'pending') throw new Error(`No pending refund ${refundId}`);
      refund.status = outcome;
      const payment = payments.get(refund.paymentId);
      if (!payment) throw new Error(`No payment ${refund.paymentId}`);
      if (outcome === 'failed') {
        payment.amountRefunded -= refund.amount;
        payment.status = 'captured';
      }
      await emit(`refund.${outcome}`, { refund: { entity: refundEntity(refund) }, payment: { entity: paymentEntity(payment) } });
    },
    /** Sends one event again, as the gateway retries a delivery (same id, same body, same signature). */
    async redeliver(eventId: string) {
      const event = events.find((e) => e.id === eventId);
      if (!event) throw new Error(`No event ${eventId}`);
      await deliver({ ...event, status: null });
    },
    setWebhookUrl(url: string | undefined) {
      options.webhookUrl = url;
    },
    async listen(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      const host = options.host ?? '127.0.0.1';
      origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
      return origin;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type StandInGateway = ReturnType<typeof createStandInGateway>;
