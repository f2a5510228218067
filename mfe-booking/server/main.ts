// The booking API as a process: `tsx mfe-booking/server/main.ts` (the local stack starts it this way).
import path from 'node:path';
import { buildApp, servicesOf } from './app';
import { loadConfig } from './config';
import { openConfiguredData } from './data';
import { createEmailSender, type Sender } from './features/messages/email';
import { createWhatsappSender } from './features/messages/whatsapp';
import { createOutboxWorker } from './features/outbox/worker';
import { createHoldsWorker } from './features/payments/holds-worker';
import type { RefundPayload } from './features/payments/refund-request';

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

async function main() {
  const config = loadConfig(process.env, path.join(REPO_ROOT, '.data', 'booking'), path.join(import.meta.dirname, 'features', 'schedules', 'schedule.json'));
  const data = await openConfiguredData(config);
  const app = await buildApp({ data, config });

  // The outbox worker sends what bookings wrote; without SMTP_URL e-mails wait in the outbox, unsent.
  const senders: { email?: Sender; whatsapp?: Sender; payment?: Sender<RefundPayload> } = {};
  if (config.smtpUrl) senders.email = createEmailSender({ smtpUrl: config.smtpUrl, from: config.mailFrom });
  if (config.whatsapp) senders.whatsapp = createWhatsappSender(config.whatsapp);
  // Refunds go through the outbox too: retried until the gateway has made them, never twice (one key each).
  const { payments } = servicesOf(app);
  if (payments) senders.payment = payments.refundSender();
  const worker = createOutboxWorker({
    outbox: data.repos.outbox,
    senders,
    pollMs: config.outboxPollMs,
    onError: (error) => app.log.warn(error, 'message not sent; it will be tried again'),
  });
  // Pay Now holds that ran out unpaid are released by the same processes that send.
  const holds = payments ? createHoldsWorker({ payments, pollMs: config.outboxPollMs, onError: (error) => app.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'payment holds not released; trying again') }) : null;
  if (config.outboxWorker) {
    worker.start();
    holds?.start();
  }
  if (!payments) app.log.info('No payment gateway configured (RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET): Pay Now is booked as Pay at Hospital');
  if (!config.smtpUrl) app.log.warn('SMTP_URL is not set: booking e-mails wait in the outbox and are not sent');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'booking API stopping');
    await worker.stop();
    await holds?.stop();
    await app.close();
    await data.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error('The booking API could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
