// The API with online payment, against the local stand-in gateway (features/payments/stand-in): what the
// payment tests share.
import { createStandInGateway, type StandInGateway } from '../features/payments/stand-in/gateway';
import { startServer, tempDataDir, validPayload, type Reply, type RunningServer } from './harness';

export const KEYS = { keyId: 'rzp_test_standin0001', keySecret: 'test-key-secret-8d1c', webhookSecret: 'test-webhook-secret-2b7e' };

/** The settings that point the API at a stand-in gateway. */
export const paymentEnv = (gateway: StandInGateway): Record<string, string> => ({
  RAZORPAY_KEY_ID: KEYS.keyId,
  RAZORPAY_KEY_SECRET: KEYS.keySecret,
  RAZORPAY_WEBHOOK_SECRET: KEYS.webhookSecret,
  RAZORPAY_API_URL: gateway.url,
  RAZORPAY_CHECKOUT_URL: `${gateway.url}/v1/checkout.js`,
});

export interface PaidStack {
  gateway: StandInGateway;
  server: RunningServer;
  /** The clock the API reads; tests move it to run holds out. */
  clock: { offsetMs: number };
  stop(): Promise<void>;
}

/** A stand-in gateway, and the API on a fresh database sending its webhooks there. */
export async function startPaidStack(
  options: { dataDir?: string; env?: Record<string, string>; webhooks?: boolean; clock?: { offsetMs: number } } = {},
): Promise<PaidStack> {
  const gateway = createStandInGateway({ ...KEYS });
  await gateway.listen();
  const clock = options.clock ?? { offsetMs: 0 };
  const server = await startServer({
    dataDir: options.dataDir ?? tempDataDir(),
    env: { ...paymentEnv(gateway), ...options.env },
    now: () => new Date(Date.now() + clock.offsetMs),
  });
  if (options.webhooks !== false) gateway.setWebhookUrl(`${server.url}/api/payments/webhook`);
  return {
    gateway,
    server,
    clock,
    async stop() {
      await server.stop();
      await gateway.close();
    },
  };
}

export const payNowPayload = (overrides: Record<string, unknown> = {}) => ({
  ...validPayload(),
  paymentMethod: 'pay_now' as const,
  ...overrides,
});

export interface HeldBooking {
  reference: string;
  orderId: string;
  amount: number;
  token: string;
  reply: Reply;
}

/** Books with Pay Now and checks the hold's answer. */
export async function bookHeld(server: RunningServer, payload: Record<string, unknown> = payNowPayload()): Promise<HeldBooking> {
  const reply = await server.post(payload);
  if (reply.status !== 201 || reply.body.status !== 'payment_pending')
    throw new Error(`not held: ${reply.status} ${JSON.stringify(reply.body)}`);
  const payment = reply.body.payment as { orderId: string; amount: number };
  return {
    reference: String(reply.body.appointmentId),
    orderId: payment.orderId,
    amount: payment.amount,
    token: String(reply.body.manageUrl).split('/').pop() ?? '',
    reply,
  };
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Reply> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** The checkout's success handed to our verify route, as the booking page does. */
export const verify = (
  server: RunningServer,
  reference: string,
  fields: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
) => postJson(`${server.url}/api/appointments/payments/verify`, { reference, ...fields });
