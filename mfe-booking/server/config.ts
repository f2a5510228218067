// The API's settings as the code uses them, read once from the environment through the schema in settings.ts.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { list, modeOf, readSettings, SettingsRefusal, trustProxy, type Env, type TrustProxy } from '@hospital/server-kit';
import type { MessageKind } from './domain/patient-messages';
import type { RetentionPolicy } from './features/retention/repository';
import { bookingSettings } from './settings';

/** The API's settings, read once from the environment (the variables: settings.ts). */
export interface BookingConfig {
  port: number;
  host: string;
  dataDir: string;
  sqliteSync: 'FULL' | 'NORMAL';
  /** Bookings one address may send per window; 0 turns the limit off. */
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** Bearer token of the admin listing; the listing is off when unset. */
  adminToken: string | undefined;
  /** Origins allowed to call the API from a browser on another origin; none by default. */
  allowedOrigins: string[];
  /** Which proxies' X-Forwarded-For to believe, for the client address the rate limit counts. */
  trustProxy: TrustProxy;
  logLevel: string;
  /** postgres://… to keep appointments in PostgreSQL (several instances); SQLite in dataDir otherwise. */
  databaseUrl: string | undefined;
  /** The PostgreSQL schema of the tables. */
  databaseSchema: string;
  databasePoolSize: number;
  /** A request's headers and body must arrive within this; its headers within 10 s of it. */
  requestTimeoutMs: number;
  /** How long a kept-alive connection may wait for its next request. */
  keepAliveTimeoutMs: number;
  /** A slot can be booked from now + this many minutes… */
  noticeMinutes: number;
  /** …up to today + this many days (India time). */
  horizonDays: number;
  /** The schedule data file the database is seeded from on its first start; none: start with no schedule. */
  scheduleFile: string | undefined;
  /** Free-time look-ups one address may make per window; 0 turns the limit off. */
  slotsRateLimitMax: number;
  staff: StaffConfig;
  /** Finding an appointment by reference + phone: tries one address may make per window (0: no limit). */
  lookupRateLimitMax: number;
  lookupRateLimitWindowMs: number;
  /** Patients may cancel or move online until this many minutes before the appointment. */
  manageCutoffMinutes: number;
  /** The site's public address, for links in messages (e.g. https://www.ashrayahospital.in). */
  siteUrl: string;
  /** smtp://user:pass@host:587 or smtps://…; unset: messages wait in the outbox, nothing is sent. */
  smtpUrl: string | undefined;
  /** The From of e-mails. */
  mailFrom: string;
  /** WhatsApp Business Cloud API: all of token and phone number id, or none. */
  whatsapp: WhatsappConfig | undefined;
  desk: DeskConfig;
  /** Run the outbox worker in this process (on by default; off for extra API instances if wanted). */
  outboxWorker: boolean;
  /** How often the worker looks for due messages. */
  outboxPollMs: number;
  /** /readyz fails when the oldest due message is older than this. */
  outboxReadyLagMs: number;
  /** The payment gateway: all of key id, key secret and webhook secret, or none (Pay Now is then booked as Pay at Hospital). */
  razorpay: RazorpayConfig | undefined;
  /** How long a Pay Now booking holds its seat unpaid. */
  paymentHoldMinutes: number;
  /** Days personal data is kept (features/retention). */
  retention: RetentionPolicy;
}

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com unless set (the local stand-in gateway in development and tests). */
  apiUrl: string;
  /** The checkout script the booking page loads: https://checkout.razorpay.com/v1/checkout.js unless set. */
  checkoutUrl: string;
  /** A call to the gateway that takes longer is given up (and retried where it can be). */
  timeoutMs: number;
}

/** The appointments desk's sign-in rules (docs/desk.md, "Sign-in security"). */
export interface StaffConfig {
  /** A session unused this long ends. */
  idleMinutes: number;
  /** A session ends this long after sign-in, however busy. */
  sessionHours: number;
  /** Failed sign-ins counted over this window… */
  failureWindowMinutes: number;
  /** …after this many on one account the next answers are slowed… */
  slowAfter: number;
  /** …and at this many the account is locked for `lockMinutes`. */
  lockAfter: number;
  /** Failed sign-ins from one address that lock the address. */
  addressLockAfter: number;
  lockMinutes: number;
  /** Signs the device cookies that spare a browser others' failed sign-ins (staff-auth/device-cookie.ts). */
  deviceSecret: string;
  /** Requests one address may make to the staff API per minute; 0 turns the limit off. */
  rateLimitMax: number;
  /** Origins the console may be used from besides the API's own (the site's public origin behind a proxy). */
  origins: string[];
}

/** The appointments desk's guard rails (docs/desk.md). */
export interface DeskConfig {
  /** Check-in opens this many minutes before the doctor's first session of the appointment's day. */
  checkInOpensMinutes: number;
  /** A no-show may be marked this many minutes after the appointment's time (0: as soon as it has passed). */
  noShowAfterMinutes: number;
  /** A staff member may undo their own change for this many minutes. */
  undoMinutes: number;
}

export interface WhatsappConfig {
  token: string;
  phoneNumberId: string;
  /** https://graph.facebook.com/v21.0 unless set (tests point it at a local server). */
  baseUrl: string;
  /** Approved template names per message kind, and their language code. */
  templates: Record<MessageKind, string>;
  languageCode: string;
}

/** The settings checked against the schema, in the mode the environment says (NODE_ENV). */
export const checkBookingSettings = (env: Env) => readSettings(bookingSettings, env, modeOf(env));

/** The site server trusts its own proxies; the API trusts those too, and the site server in front of it on loopback. */
function apiTrustProxy(raw: string | undefined): TrustProxy {
  const trusted = trustProxy(raw);
  if (trusted === true) return true;
  const loopback = (address: string) => address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
  if (trusted === false) return (address) => loopback(address);
  if (Array.isArray(trusted)) return ['127.0.0.1', '::1', ...trusted];
  return (address, hop) => loopback(address) || trusted(address, hop);
}

/**
 * The API's configuration; refuses (throws, listing every problem) settings the schema refuses.
 * `defaultScheduleFile`: the seed used when BOOKING_SCHEDULE_FILE is unset (main.ts passes features/schedules/schedule.json).
 */
export function loadConfig(env: Env, defaultDataDir: string, defaultScheduleFile?: string): BookingConfig {
  const { values: v, problems } = checkBookingSettings(env);
  if (!v) throw new SettingsRefusal('The booking API', problems);
  const whatsapp: WhatsappConfig | undefined =
    v.WHATSAPP_TOKEN && v.WHATSAPP_PHONE_NUMBER_ID
      ? {
          token: v.WHATSAPP_TOKEN,
          phoneNumberId: v.WHATSAPP_PHONE_NUMBER_ID,
          baseUrl: v.WHATSAPP_API_URL.replace(/\/$/, ''),
          templates: {
            booked: v.WHATSAPP_TEMPLATE_BOOKED,
            confirmed: v.WHATSAPP_TEMPLATE_CONFIRMED,
            reinstated: v.WHATSAPP_TEMPLATE_REINSTATED,
            rescheduled: v.WHATSAPP_TEMPLATE_RESCHEDULED,
            cancelled: v.WHATSAPP_TEMPLATE_CANCELLED,
            reminder: v.WHATSAPP_TEMPLATE_REMINDER,
          },
          languageCode: v.WHATSAPP_TEMPLATE_LANGUAGE,
        }
      : undefined;
  return {
    port: v.PORT,
    host: v.HOST,
    dataDir: v.BOOKING_DATA_DIR ?? defaultDataDir,
    sqliteSync: v.BOOKING_SQLITE_SYNC,
    rateLimitMax: v.BOOKING_RATE_LIMIT_MAX,
    rateLimitWindowMs: v.BOOKING_RATE_LIMIT_WINDOW_MS,
    adminToken: v.ADMIN_TOKEN,
    allowedOrigins: list(v.BOOKING_ALLOWED_ORIGINS),
    trustProxy: apiTrustProxy(v.TRUST_PROXY),
    logLevel: v.LOG_LEVEL,
    databaseUrl: v.DATABASE_URL,
    databaseSchema: v.BOOKING_PG_SCHEMA,
    databasePoolSize: v.BOOKING_PG_POOL_SIZE,
    requestTimeoutMs: v.REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: v.KEEP_ALIVE_TIMEOUT_MS,
    noticeMinutes: v.BOOKING_NOTICE_MINUTES,
    horizonDays: v.BOOKING_HORIZON_DAYS,
    scheduleFile: v.BOOKING_SCHEDULE_FILE ?? defaultScheduleFile,
    slotsRateLimitMax: v.BOOKING_SLOTS_RATE_LIMIT_MAX,
    staff: {
      idleMinutes: v.STAFF_IDLE_MINUTES,
      sessionHours: v.STAFF_SESSION_HOURS,
      failureWindowMinutes: v.STAFF_FAILURE_WINDOW_MINUTES,
      slowAfter: v.STAFF_SLOW_AFTER,
      lockAfter: v.STAFF_LOCK_AFTER,
      addressLockAfter: v.STAFF_ADDRESS_LOCK_AFTER,
      lockMinutes: v.STAFF_LOCK_MINUTES,
      // Production refuses to start without one; elsewhere each process makes its own (npm start shares one).
      deviceSecret: v.STAFF_DEVICE_SECRET ?? randomBytes(32).toString('base64url'),
      rateLimitMax: v.STAFF_RATE_LIMIT_MAX,
      origins: list(v.STAFF_ORIGINS).map((origin) => origin.replace(/\/$/, '')),
    },
    lookupRateLimitMax: v.BOOKING_LOOKUP_RATE_LIMIT_MAX,
    lookupRateLimitWindowMs: v.BOOKING_LOOKUP_RATE_LIMIT_WINDOW_MS,
    manageCutoffMinutes: v.BOOKING_MANAGE_CUTOFF_MINUTES,
    siteUrl: (v.SITE_URL ?? 'http://localhost:8080').replace(/\/$/, ''),
    smtpUrl: v.SMTP_URL,
    mailFrom: v.MAIL_FROM,
    whatsapp,
    desk: {
      checkInOpensMinutes: v.STAFF_CHECK_IN_OPENS_MINUTES,
      noShowAfterMinutes: v.STAFF_NO_SHOW_AFTER_MINUTES,
      undoMinutes: v.STAFF_UNDO_MINUTES,
    },
    outboxWorker: v.BOOKING_OUTBOX_WORKER === 'on',
    outboxPollMs: v.BOOKING_OUTBOX_POLL_MS,
    outboxReadyLagMs: v.BOOKING_OUTBOX_READY_LAG_SECONDS * 1000,
    // The schema's checks refused half a set of keys: all three are here, or none.
    razorpay:
      v.RAZORPAY_KEY_ID && v.RAZORPAY_KEY_SECRET && v.RAZORPAY_WEBHOOK_SECRET
        ? {
            keyId: v.RAZORPAY_KEY_ID,
            keySecret: v.RAZORPAY_KEY_SECRET,
            webhookSecret: v.RAZORPAY_WEBHOOK_SECRET,
            apiUrl: v.RAZORPAY_API_URL.replace(/\/$/, ''),
            checkoutUrl: v.RAZORPAY_CHECKOUT_URL,
            timeoutMs: v.RAZORPAY_TIMEOUT_MS,
          }
        : undefined,
    paymentHoldMinutes: v.PAYMENT_HOLD_MINUTES,
    retention: {
      messagesDays: v.BOOKING_RETAIN_MESSAGES_DAYS,
      visitsDays: v.BOOKING_RETAIN_VISITS_DAYS,
      cancelledDays: v.BOOKING_RETAIN_CANCELLED_DAYS,
    },
  };
}

/** The API package's folder, from the folder of a running entry point: its source or its build (dist/). */
export function serverDirFrom(here: string): string {
  for (let dir = here; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@hospital/booking-api')
      return dir;
    if (path.dirname(dir) === dir) throw new Error(`No booking API package above ${here}`);
  }
}

/** The configuration of a process started from an entry point in `here`: the checkout's data folder and seed schedule by default. */
export const configFor = (env: Env, here: string): BookingConfig => {
  const serverDir = serverDirFrom(here);
  return loadConfig(
    env,
    path.join(serverDir, '..', '..', '.data', 'booking'),
    path.join(serverDir, 'features', 'schedules', 'schedule.json'),
  );
};
