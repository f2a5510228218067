// `npm start` runs this beside the API when no payment gateway is configured: the local stand-in for
// Razorpay (features/payments/stand-in), so Pay Now works end to end on a laptop and in the browser tests.
// Loopback only; its keys are made up by the starter for this run and given to the API as RAZORPAY_*.
import { createStandInGateway } from '../features/payments/stand-in/gateway';

async function main() {
  const { PAYMENT_STAND_IN_PORT, RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET, PAYMENT_STAND_IN_WEBHOOK_URL } =
    process.env;
  if (!RAZORPAY_KEY_ID || !RAZORPAY_KEY_SECRET || !RAZORPAY_WEBHOOK_SECRET)
    throw new Error('the stand-in needs the keys it checks (RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET)');
  const gateway = createStandInGateway({
    port: Number(PAYMENT_STAND_IN_PORT ?? 8083),
    host: '127.0.0.1',
    keyId: RAZORPAY_KEY_ID,
    keySecret: RAZORPAY_KEY_SECRET,
    webhookSecret: RAZORPAY_WEBHOOK_SECRET,
    webhookUrl: PAYMENT_STAND_IN_WEBHOOK_URL,
    log: (line) => console.error(line),
  });
  const url = await gateway.listen();
  // The starter waits for this line.
  console.log(`payment stand-in ready on ${url}`);
  const stop = () => void gateway.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error('The payment stand-in could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
