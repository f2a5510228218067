// The booking API as a process: `npm start` and `npm run serve` run its build (dist/main.js, `npm run build`).
import { installJsonConsole, SettingsRefusal } from '@hospital/server-kit';
import { apiMetricsOf, buildApp, servicesOf } from './app';
import { checkBookingSettings, configFor } from './config';
import { openConfiguredData } from './data';
import { loadCheckoutEnv } from './operator';
import type { Sender } from './domain/sender';
import { createEmailSender } from './features/messages/email';
import { createWhatsappSender } from './features/messages/whatsapp';
import { createOutboxWorker } from './features/outbox/worker';
import { createHoldsWorker } from './features/payments/holds-worker';
import { createRetentionWorker } from './features/retention/worker';
import type { RefundPayload } from './domain/refund-request';

async function main() {
  // Started alone (`npm run serve:api`) it reads the checkout's .env as every command does; under serve it is read already.
  loadCheckoutEnv(import.meta.dirname);
  if (process.env.NODE_ENV === 'production') installJsonConsole();
  const config = configFor(process.env, import.meta.dirname);
  const data = await openConfiguredData(config);
  const metrics = apiMetricsOf(data);
  const app = await buildApp({ data, config, metrics });
  for (const warning of checkBookingSettings(process.env).warnings) app.log.warn(warning);

  // The outbox worker sends what bookings wrote; without SMTP_URL e-mails wait in the outbox, unsent.
  const senders: { email?: Sender; whatsapp?: Sender; payment?: Sender<RefundPayload> } = {};
  if (config.smtpUrl) senders.email = createEmailSender({ smtpUrl: config.smtpUrl, from: config.mailFrom });
  if (config.whatsapp) senders.whatsapp = createWhatsappSender(config.whatsapp);
  // Refunds go through the outbox too: retried until the gateway has made them, never twice (one key each).
  const { payments, lifecycle } = servicesOf(app);
  if (payments) senders.payment = payments.refundSender();
  const worker = createOutboxWorker({
    outbox: data.repos.outbox,
    senders,
    pollMs: config.outboxPollMs,
    onError: (error) => {
      metrics.messagesFailed.inc({ channel: error.channel });
      app.log.warn(error, 'message not sent; it will be tried again');
    },
    onSent: ({ channel }) => metrics.messagesSent.inc({ channel }),
    giveUp: (message, _at, reason) => lifecycle.giveUpWork({ message, reason }),
    onGaveUp: ({ channel, kind, attempts, refused }) => {
      metrics.workGivenUp.inc({ channel, why: refused ? 'refused' : 'tries' });
      app.log.warn({ channel, kind, attempts, refused }, 'outbox work given up: it waits for a person in the desk’s failed work');
    },
  });
  // Pay Now holds that ran out unpaid are released by the same processes that send.
  const holds = payments
    ? createHoldsWorker({
        payments,
        pollMs: config.outboxPollMs,
        onError: (error) =>
          app.log.warn(
            { err: error instanceof Error ? error.message : String(error) },
            'payment holds or pending refunds not handled; trying again',
          ),
      })
    : null;
  // Personal data past its retention period is erased by the same processes: a count per pass, never whose.
  const retention = createRetentionWorker({
    retention: data.repos.retention,
    policy: config.retention,
    onPass: (pass) => {
      metrics.retentionErased.inc({ what: 'messages' }, pass.messages);
      metrics.retentionErased.inc({ what: 'appointments' }, pass.appointments);
      app.log.info({ erased: pass, policyDays: config.retention }, 'retention pass');
    },
    onError: (error) =>
      app.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'retention pass failed; trying again at the next'),
  });
  if (config.outboxWorker) {
    worker.start();
    holds?.start();
    retention.start();
  }
  if (!payments)
    app.log.info(
      'No payment gateway configured (RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET): Pay Now is booked as Pay at Hospital',
    );
  if (!config.smtpUrl) app.log.warn('SMTP_URL is not set: booking e-mails wait in the outbox and are not sent');

  // A stop that cannot finish (a request that holds the loop, a database that does not answer) ends the
  // process anyway, before its supervisor (the site's booking-api.ts) sends SIGKILL 10 s after SIGTERM.
  const STOP_DEADLINE_MS = 8_000;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => {
      app.log.error({ signal }, 'booking API did not stop in time; exiting');
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    app.log.info({ signal }, 'booking API stopping');
    await worker.stop();
    await holds?.stop();
    await retention.stop();
    await app.close();
    await data.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  // Started by the site's supervisor: when it is gone (killed, even with -9), nobody routes to this instance.
  if (process.channel) process.on('disconnect', () => void stop('the site server that started it is gone'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof SettingsRefusal) console.error(error.message);
  else console.error('The booking API could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
