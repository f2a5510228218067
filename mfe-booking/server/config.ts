import type { MessageKind } from './features/messages/compose';

/** The API's settings, read once from the environment (see mfe-booking/README.md). */
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
  trustProxy: string | boolean;
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
  /** The payment gateway: all of key id, key secret and webhook secret, or none (Pay Now is then booked as Pay at Hospital). */
  razorpay: RazorpayConfig | undefined;
  /** How long a Pay Now booking holds its seat unpaid. */
  paymentHoldMinutes: number;
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

const RAZORPAY_KEYS = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;

/** All three keys or none: half a configuration would take money it cannot verify, or verify what it never took. */
export function razorpayConfig(env: Env): RazorpayConfig | undefined {
  const set = RAZORPAY_KEYS.filter((name) => env[name]);
  if (set.length === 0) return undefined;
  if (set.length < RAZORPAY_KEYS.length) {
    const missing = RAZORPAY_KEYS.filter((name) => !env[name]);
    throw new Error(`Online payment needs ${RAZORPAY_KEYS.join(', ')} (or none of them); ${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} missing`);
  }
  const url = (name: string, fallback: string) => {
    const value = (env[name] || fallback).replace(/\/$/, '');
    if (!/^https?:\/\/[^/]/.test(value)) throw new Error(`${name} must be an http(s) address, got "${value}"`);
    return value;
  };
  return {
    keyId: env.RAZORPAY_KEY_ID as string,
    keySecret: env.RAZORPAY_KEY_SECRET as string,
    webhookSecret: env.RAZORPAY_WEBHOOK_SECRET as string,
    apiUrl: url('RAZORPAY_API_URL', 'https://api.razorpay.com'),
    checkoutUrl: url('RAZORPAY_CHECKOUT_URL', 'https://checkout.razorpay.com/v1/checkout.js'),
    timeoutMs: Math.max(1_000, integer(env, 'RAZORPAY_TIMEOUT_MS', 15_000)),
  };
}

/** The appointments desk's sign-in rules (README, "Operating the appointments desk"). */
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
  /** Requests one address may make to the staff API per minute; 0 turns the limit off. */
  rateLimitMax: number;
  /** Origins the console may be used from besides the API's own (the site's public origin behind a proxy). */
  origins: string[];
}

/** The appointments desk's guard rails (README, "Operating the appointments desk"). */
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

function whatsappConfig(env: Env): WhatsappConfig | undefined {
  const token = env.WHATSAPP_TOKEN;
  const phoneNumberId = env.WHATSAPP_PHONE_NUMBER_ID;
  if (!token && !phoneNumberId) return undefined;
  if (!token || !phoneNumberId) throw new Error('WhatsApp needs both WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID (or neither)');
  return {
    token,
    phoneNumberId,
    baseUrl: (env.WHATSAPP_API_URL || 'https://graph.facebook.com/v21.0').replace(/\/$/, ''),
    templates: {
      booked: env.WHATSAPP_TEMPLATE_BOOKED || 'appointment_booked',
      confirmed: env.WHATSAPP_TEMPLATE_CONFIRMED || 'appointment_confirmed',
      reinstated: env.WHATSAPP_TEMPLATE_REINSTATED || 'appointment_reinstated',
      rescheduled: env.WHATSAPP_TEMPLATE_RESCHEDULED || 'appointment_rescheduled',
      cancelled: env.WHATSAPP_TEMPLATE_CANCELLED || 'appointment_cancelled',
      reminder: env.WHATSAPP_TEMPLATE_REMINDER || 'appointment_reminder',
    },
    languageCode: env.WHATSAPP_TEMPLATE_LANGUAGE || 'en',
  };
}

function smtpUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (!/^smtps?:\/\//.test(raw)) throw new Error('SMTP_URL must start with smtp:// or smtps://');
  return raw;
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

function databaseUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (!/^postgres(ql)?:\/\//.test(raw)) throw new Error('DATABASE_URL must start with postgres:// (unset it to use SQLite)');
  return raw;
}

/** `defaultScheduleFile`: the seed used when BOOKING_SCHEDULE_FILE is unset (main.ts passes features/schedules/schedule.json). */
export function loadConfig(env: Env, defaultDataDir: string, defaultScheduleFile?: string): BookingConfig {
  const sync = (env.BOOKING_SQLITE_SYNC ?? 'FULL').toUpperCase();
  if (sync !== 'FULL' && sync !== 'NORMAL') throw new Error('BOOKING_SQLITE_SYNC must be FULL or NORMAL');
  const trust = env.BOOKING_TRUST_PROXY ?? '127.0.0.1,::1';
  return {
    port: integer(env, 'PORT', 8790),
    host: env.HOST ?? '127.0.0.1',
    dataDir: env.BOOKING_DATA_DIR || defaultDataDir,
    sqliteSync: sync,
    rateLimitMax: integer(env, 'BOOKING_RATE_LIMIT_MAX', 20),
    rateLimitWindowMs: integer(env, 'BOOKING_RATE_LIMIT_WINDOW_MS', 60_000),
    adminToken: env.ADMIN_TOKEN || undefined,
    allowedOrigins: (env.BOOKING_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: trust === 'true' ? true : trust === 'false' ? false : trust,
    logLevel: env.BOOKING_LOG_LEVEL ?? 'info',
    databaseUrl: databaseUrl(env.DATABASE_URL),
    databaseSchema: env.BOOKING_PG_SCHEMA || 'public',
    databasePoolSize: integer(env, 'BOOKING_PG_POOL_SIZE', 10) || 10,
    requestTimeoutMs: Math.max(100, integer(env, 'BOOKING_REQUEST_TIMEOUT_MS', 30_000)),
    keepAliveTimeoutMs: Math.max(100, integer(env, 'BOOKING_KEEP_ALIVE_TIMEOUT_MS', 5_000)),
    noticeMinutes: integer(env, 'BOOKING_NOTICE_MINUTES', 120),
    horizonDays: integer(env, 'BOOKING_HORIZON_DAYS', 30) || 30,
    scheduleFile: env.BOOKING_SCHEDULE_FILE || defaultScheduleFile,
    slotsRateLimitMax: integer(env, 'BOOKING_SLOTS_RATE_LIMIT_MAX', 300),
    staff: {
      idleMinutes: integer(env, 'STAFF_IDLE_MINUTES', 30) || 30,
      sessionHours: integer(env, 'STAFF_SESSION_HOURS', 12) || 12,
      failureWindowMinutes: integer(env, 'STAFF_FAILURE_WINDOW_MINUTES', 15) || 15,
      slowAfter: integer(env, 'STAFF_SLOW_AFTER', 3),
      lockAfter: integer(env, 'STAFF_LOCK_AFTER', 5) || 5,
      addressLockAfter: integer(env, 'STAFF_ADDRESS_LOCK_AFTER', 20) || 20,
      lockMinutes: integer(env, 'STAFF_LOCK_MINUTES', 15) || 15,
      rateLimitMax: integer(env, 'STAFF_RATE_LIMIT_MAX', 600),
      origins: (env.STAFF_ORIGINS ?? '')
        .split(',')
        .map((origin) => origin.trim().replace(/\/$/, ''))
        .filter(Boolean),
    },
    lookupRateLimitMax: integer(env, 'BOOKING_LOOKUP_RATE_LIMIT_MAX', 5),
    lookupRateLimitWindowMs: integer(env, 'BOOKING_LOOKUP_RATE_LIMIT_WINDOW_MS', 15 * 60_000) || 15 * 60_000,
    manageCutoffMinutes: integer(env, 'BOOKING_MANAGE_CUTOFF_MINUTES', 120),
    siteUrl: (env.SITE_URL || 'http://localhost:8080').replace(/\/$/, ''),
    smtpUrl: smtpUrl(env.SMTP_URL),
    mailFrom: env.MAIL_FROM || 'Ashraya Hospital <appointments@ashrayahospital.in>',
    whatsapp: whatsappConfig(env),
    desk: {
      checkInOpensMinutes: integer(env, 'STAFF_CHECK_IN_OPENS_MINUTES', 60),
      noShowAfterMinutes: integer(env, 'STAFF_NO_SHOW_AFTER_MINUTES', 0),
      undoMinutes: integer(env, 'STAFF_UNDO_MINUTES', 10) || 10,
    },
    outboxWorker: env.BOOKING_OUTBOX_WORKER !== 'off',
    outboxPollMs: integer(env, 'BOOKING_OUTBOX_POLL_MS', 2_000) || 2_000,
    razorpay: razorpayConfig(env),
    paymentHoldMinutes: integer(env, 'PAYMENT_HOLD_MINUTES', 15) || 15,
  };
}
