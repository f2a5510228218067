// The booking API's environment variables: the one place they are named, typed, defaulted and described
// (docs/configuration.md's table and .env.example are written from here).
import { Type } from '@sinclair/typebox';
import {
  checkTrustProxy,
  commonSettings,
  defineSettings,
  isOrigin,
  list,
  oneOf,
  text,
  url,
  whole,
  type Env,
  type Mode,
  type SettingsCheck,
} from '@hospital/server-kit';

const minutes = (value: number, description: string, minimum = 1) => whole({ default: value, minimum, description });

const originsProblems = (name: string, raw: string | undefined) =>
  list(raw)
    .filter((origin) => !isOrigin(origin))
    .map((origin) => `${name} must list origins such as https://www.example.org, separated by commas (got "${origin}")`);

function checks(env: Env, mode: Mode): SettingsCheck {
  const problems = [
    ...originsProblems('BOOKING_ALLOWED_ORIGINS', env.BOOKING_ALLOWED_ORIGINS),
    ...originsProblems('STAFF_ORIGINS', env.STAFF_ORIGINS),
  ];
  const warnings: string[] = [];
  if (Boolean(env.WHATSAPP_TOKEN) !== Boolean(env.WHATSAPP_PHONE_NUMBER_ID)) {
    problems.push('WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID go together: set both to send WhatsApp messages, or neither');
  }
  if (mode === 'production') {
    if (!env.DATABASE_URL && !env.BOOKING_DATA_DIR) {
      problems.push(
        'Neither DATABASE_URL nor BOOKING_DATA_DIR is set: name the PostgreSQL database, or the folder that keeps the SQLite file (outside the deployed code, backed up)',
      );
    }
    if (env.ADMIN_TOKEN && env.ADMIN_TOKEN.length < 32)
      problems.push('ADMIN_TOKEN must be at least 32 characters long (a random value), or unset');
    if (env.SITE_URL?.startsWith('http://'))
      warnings.push(`SITE_URL is plain HTTP: links in patients' e-mails will not be encrypted (${env.SITE_URL})`);
    if (env.SITE_URL?.startsWith('https://') && !env.TRUST_PROXY) {
      warnings.push(
        'SITE_URL is HTTPS, so TLS ends at a proxy in front of the site, but TRUST_PROXY is unset: every visitor looks like the proxy to the rate limits; set TRUST_PROXY to its address',
      );
    }
  }
  return { problems, warnings };
}

const HTTP_URL = '^https?://[^/\\s]+(/\\S*)?$';
export const RAZORPAY_KEYS = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;

/**
 * The gateway's keys go together: half of them would take money it cannot verify, or verify what it never
 * took. In production its addresses are https, and test keys are worth a warning (no money moves).
 */
function razorpayChecks(env: Env, mode: Mode): SettingsCheck {
  const set = RAZORPAY_KEYS.filter((name) => env[name]);
  if (set.length === 0) return {};
  const missing = RAZORPAY_KEYS.filter((name) => !env[name]);
  const problems =
    missing.length > 0
      ? [
          `Online payment needs ${RAZORPAY_KEYS.join(', ')} (or none of them); ${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} missing`,
        ]
      : [];
  const warnings: string[] = [];
  if (mode === 'production') {
    for (const name of ['RAZORPAY_API_URL', 'RAZORPAY_CHECKOUT_URL'] as const) {
      if (env[name]?.startsWith('http://')) problems.push(`${name} must be an https:// address in production (got "${env[name]}")`);
    }
    if (env.RAZORPAY_KEY_ID?.startsWith('rzp_test_'))
      warnings.push('RAZORPAY_KEY_ID is a test key: Pay Now works, but no real money moves');
  }
  return { problems, warnings };
}

export const bookingSettings = defineSettings({
  title: 'the booking API',
  schema: Type.Object({
    ...commonSettings({ port: 8790, host: '127.0.0.1' }),
    SITE_URL: url({
      protocols: ['https:', 'http:'],
      pattern: '^https?://[^/\\s]+(/\\S*)?$',
      expected: 'the public address of the site, such as https://www.example.org',
      requiredInProduction: true,
      defaultText: 'http://localhost:8080 (npm start: its own address)',
      example: 'https://www.ashrayahospital.in',
      description: "The site's public address, for the links in patients' e-mails and WhatsApp messages.",
    }),
    SMTP_URL: url({
      protocols: ['smtp:', 'smtps:'],
      pattern: '^smtps?://\\S+$',
      expected: 'an smtp:// (STARTTLS) or smtps:// (TLS) URL of the mail server',
      secret: true,
      requiredInProduction: true,
      defaultText: 'npm start: its local mail catcher',
      example: 'smtps://USER:PASSWORD@smtp.example-provider.com:465',
      description:
        'The mail server that sends confirmations, reminders and cancellations. Unset under npm start: a local catcher keeps every mail as a file.',
    }),
    MAIL_FROM: text({
      default: 'Ashraya Hospital <appointments@ashrayahospital.in>',
      pattern: '@',
      expected: 'a From address such as "Hospital <appointments@example.org>"',
      description: 'The From of the e-mails.',
    }),
    DATABASE_URL: url({
      protocols: ['postgres:', 'postgresql:'],
      pattern: '^postgres(ql)?://\\S+$',
      expected: 'a postgres:// URL such as postgres://USER:PASSWORD@HOST:5432/DATABASE (unset it to use SQLite)',
      secret: true,
      example: 'postgres://booking:PASSWORD@db.internal:5432/hospital',
      description:
        'PostgreSQL for appointments, keys and rate-limit counts (needed for several API instances). Unset: SQLite in BOOKING_DATA_DIR. The production start needs this or BOOKING_DATA_DIR.',
    }),
    BOOKING_PG_SCHEMA: text({
      default: 'public',
      pattern: '^[a-z_][a-z0-9_]{0,62}$',
      expected: 'a plain lower-case SQL name',
      description: 'The PostgreSQL schema of the tables (created if missing); one per site if several share a database.',
    }),
    BOOKING_PG_POOL_SIZE: whole({
      default: 10,
      minimum: 1,
      description: "Connections each instance keeps open (instances × pool under the server's max_connections).",
    }),
    BOOKING_DATA_DIR: text({
      defaultText: '.data/booking in the checkout (npm start)',
      example: '/var/lib/hospital/booking',
      description: 'The folder of the SQLite database (appointments.sqlite). The production start needs this or DATABASE_URL.',
    }),
    BOOKING_SQLITE_SYNC: oneOf(['FULL', 'NORMAL'], {
      default: 'FULL',
      description: 'FULL survives a power loss; NORMAL only a crash of the process, and is faster.',
    }),
    BOOKING_SCHEDULE_FILE: text({
      defaultText: 'server/features/schedules/schedule.json',
      description: 'The schedule a database that has none is seeded with, on its first start.',
    }),
    BOOKING_NOTICE_MINUTES: minutes(120, 'A slot can be booked from now + this many minutes…', 0),
    BOOKING_HORIZON_DAYS: minutes(30, '…up to today + this many days (India time).'),
    BOOKING_MANAGE_CUTOFF_MINUTES: minutes(120, 'Patients may cancel or move online until this many minutes before the appointment.', 0),
    BOOKING_RATE_LIMIT_MAX: whole({
      default: 20,
      minimum: 0,
      description: 'Bookings (and manage-link changes) one address may send per window; 0 turns the limit off.',
    }),
    BOOKING_RATE_LIMIT_WINDOW_MS: whole({ default: 60_000, minimum: 1, description: 'The rate limits’ window.' }),
    BOOKING_SLOTS_RATE_LIMIT_MAX: whole({
      default: 300,
      minimum: 0,
      description: 'Free-time look-ups one address may make per window; 0 turns the limit off.',
    }),
    BOOKING_LOOKUP_RATE_LIMIT_MAX: whole({
      default: 5,
      minimum: 0,
      description: 'Finding an appointment by reference and phone: tries one address may make per window (0: no limit).',
    }),
    BOOKING_LOOKUP_RATE_LIMIT_WINDOW_MS: whole({ default: 900_000, minimum: 1, description: 'Its window.' }),
    BOOKING_ALLOWED_ORIGINS: text({
      description:
        'Origins allowed to call the API from a browser on another origin (CORS), separated by commas; the site itself calls from its own.',
    }),
    ADMIN_TOKEN: text({
      secret: true,
      description:
        'Bearer token of the machine listing GET /api/appointments (scripts, monitoring); the listing is off when unset. At least 32 characters in production.',
    }),
    BOOKING_OUTBOX_WORKER: oneOf(['on', 'off'], {
      default: 'on',
      description: 'off: this process sends no messages (another instance does).',
    }),
    BOOKING_OUTBOX_POLL_MS: whole({ default: 2_000, minimum: 100, description: 'How often the outbox worker looks for due messages.' }),
    BOOKING_OUTBOX_READY_LAG_SECONDS: whole({
      default: 900,
      minimum: 1,
      description: 'GET /readyz fails when the oldest message due is older than this (mail is not going out).',
    }),
    BOOKING_RETAIN_MESSAGES_DAYS: whole({
      default: 30,
      minimum: 1,
      description:
        'Days a message’s content (name, address, e-mail, link) is kept after it was sent, or dropped, or its failure settled; then it is emptied (its kind, channel and times stay). Work still pending or waiting for a person is never touched. Why 30: docs/operations.md, “Personal data and retention”.',
    }),
    BOOKING_RETAIN_VISITS_DAYS: whole({
      default: 1_095,
      minimum: 1,
      description:
        'Days after the visit date an appointment keeps its patient’s name, phone, WhatsApp, e-mail, address and message; then they are erased. The record (reference, date, time, doctor, department, status, fee, payments, history) stays. Why three years: docs/operations.md.',
    }),
    BOOKING_RETAIN_CANCELLED_DAYS: whole({
      default: 90,
      minimum: 1,
      description: 'The same for a cancelled appointment, or one whose online payment expired: days after the date it was booked for.',
    }),
    WHATSAPP_TOKEN: text({
      secret: true,
      description: 'WhatsApp Business Cloud API access token; with WHATSAPP_PHONE_NUMBER_ID it turns on template messages.',
    }),
    WHATSAPP_PHONE_NUMBER_ID: text({ description: 'The WhatsApp number’s id; both or neither.' }),
    WHATSAPP_API_URL: url({
      protocols: ['https:', 'http:'],
      default: 'https://graph.facebook.com/v21.0',
      pattern: '^https?://\\S+$',
      expected: 'an http(s) URL',
      description: 'The Graph API’s address (tests point it at a local server).',
    }),
    WHATSAPP_TEMPLATE_BOOKED: text({
      default: 'appointment_booked',
      description:
        'Approved template for a booking (body parameters: name, reference, date, time, doctor, link), also approved in te and hi.',
    }),
    WHATSAPP_TEMPLATE_CONFIRMED: text({
      default: 'appointment_confirmed',
      description: 'Template for the desk’s confirmation of a booking.',
    }),
    WHATSAPP_TEMPLATE_REINSTATED: text({
      default: 'appointment_reinstated',
      description: 'Template for a cancellation the desk undid (the appointment stands again).',
    }),
    WHATSAPP_TEMPLATE_RESCHEDULED: text({
      default: 'appointment_rescheduled',
      description:
        'Template for a new time; a seventh body parameter: the hospital\'s note ("Note from the hospital: …", in the template\'s language), or the line to call us when there is none.',
    }),
    WHATSAPP_TEMPLATE_CANCELLED: text({
      default: 'appointment_cancelled',
      description: 'Template for a cancellation; a seventh body parameter, as for a new time.',
    }),
    WHATSAPP_TEMPLATE_REMINDER: text({ default: 'appointment_reminder', description: 'Template for the reminder 24 hours before.' }),
    WHATSAPP_TEMPLATE_LANGUAGE: text({ default: 'en', description: 'The language code of the English templates.' }),
    STAFF_IDLE_MINUTES: minutes(30, 'A desk session unused this long ends.'),
    STAFF_SESSION_HOURS: minutes(12, 'A desk session ends this long after sign-in, however busy.'),
    STAFF_FAILURE_WINDOW_MINUTES: minutes(15, 'Failed sign-ins are counted over this window…'),
    STAFF_SLOW_AFTER: minutes(3, '…after this many on one account each answer is slowed by a second more (up to 5)…', 0),
    STAFF_LOCK_AFTER: minutes(5, '…and at this many the account is locked.'),
    STAFF_ADDRESS_LOCK_AFTER: minutes(20, 'Failed sign-ins from one address that lock the address.'),
    STAFF_LOCK_MINUTES: minutes(15, 'How long a lock lasts.'),
    STAFF_DEVICE_SECRET: text({
      minLength: 32,
      expected: 'a random value of at least 32 characters, such as the output of `openssl rand -base64 32`',
      secret: true,
      requiredInProduction: true,
      defaultText: 'a random value per process (npm start: one per run)',
      description:
        'Signs the device cookie a browser gets when staff sign in: its later sign-ins to that account count only its own failures, so nobody can lock the desk out by failing on purpose. Changing it makes every browser a stranger again (a new password does so for one account).',
    }),
    STAFF_RATE_LIMIT_MAX: whole({
      default: 600,
      minimum: 0,
      description: 'Requests one address may make to the staff API per minute and route (sign-in a tenth); 0 turns it off.',
    }),
    STAFF_CHECK_IN_OPENS_MINUTES: minutes(
      60,
      'The desk may check a booked patient in from this many minutes before the doctor’s first session of the day (walk-ins at any hour of their day).',
      0,
    ),
    STAFF_NO_SHOW_AFTER_MINUTES: minutes(
      0,
      'The desk may mark a no-show this many minutes after the appointment’s time (0: as soon as it has passed).',
      0,
    ),
    STAFF_UNDO_MINUTES: minutes(10, 'How long a desk user may undo their own change of an appointment.'),
    STAFF_ORIGINS: text({
      description:
        'Origins the desk may be used from besides the API’s own (the public origin behind a proxy that rewrites the host), separated by commas.',
    }),
    RAZORPAY_KEY_ID: text({
      pattern: '^rzp_(test|live)_[A-Za-z0-9]+$',
      expected: 'a Razorpay key id, rzp_test_… or rzp_live_…',
      example: 'rzp_live_XXXXXXXXXXXXXX',
      defaultText: 'npm start: its local stand-in gateway',
      description:
        'Razorpay’s key id (Dashboard → Account & Settings → API Keys). With RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET it turns Pay Now on; all three or none. None: the form says online payment is not available yet and books Pay at Hospital (npm start runs a local stand-in gateway instead).',
    }),
    RAZORPAY_KEY_SECRET: text({
      secret: true,
      description: 'The key secret of RAZORPAY_KEY_ID: authenticates every call to Razorpay and checks the checkout’s signature.',
    }),
    RAZORPAY_WEBHOOK_SECRET: text({
      secret: true,
      description:
        'The secret of the webhook set in Razorpay’s Dashboard for SITE_URL/api/payments/webhook (events payment.authorized, payment.captured, payment.failed, order.paid, refund.processed, refund.failed): checks each event’s signature.',
    }),
    RAZORPAY_API_URL: url({
      protocols: ['https:', 'http:'],
      default: 'https://api.razorpay.com',
      pattern: HTTP_URL,
      expected: 'an http(s) URL',
      description: 'Razorpay’s API (npm start and the tests point it at the stand-in); https in production.',
    }),
    RAZORPAY_CHECKOUT_URL: url({
      protocols: ['https:', 'http:'],
      default: 'https://checkout.razorpay.com/v1/checkout.js',
      pattern: HTTP_URL,
      expected: 'an http(s) URL',
      description:
        'The checkout script the booking page loads; the pages’ policy allows its origin on the booking pages only. https in production.',
    }),
    RAZORPAY_TIMEOUT_MS: whole({
      default: 15_000,
      minimum: 1_000,
      description:
        'A call to Razorpay that takes longer is given up (a booking then tells the patient to pay at the hospital; refunds and hold checks are tried again).',
    }),
    PAYMENT_HOLD_MINUTES: whole({
      default: 15,
      minimum: 1,
      maximum: 1_440,
      description: 'How long a Pay Now booking holds its time while the patient pays; unpaid after this, the time is offered again.',
    }),
  }),
  checks: [checkTrustProxy, checks, razorpayChecks],
});
