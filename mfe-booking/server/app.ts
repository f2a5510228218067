import type { Writable } from 'node:stream';
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import { loadAllBookingMessages } from '@hospital/booking-contract';
import type { BookingConfig } from './config';
import type { BookingData } from './data';
import { bookingPlugin } from './features/booking/plugin';
import { deskPlugin } from './features/desk/plugin';
import { STAFF_PREFIX } from './features/desk/routes-table';
import { managePlugin } from './features/manage/plugin';
import { paymentsPlugin } from './features/payments/plugin';
import { sharedRateLimitStore } from './features/rate-limits/repository';
import { slotsPlugin } from './features/slots/plugin';
import { answerClientError } from './http/client-errors';
import { answerFrameworkError } from './http/errors';
import { healthPlugin } from './http/health';
import { ApiMetrics } from './http/metrics';
import { REFUSAL_KEYWORDS } from './http/schema-refusal';
import { registerOpenApi } from './http/openapi';
import { httpPlatform } from './http/platform';
import type { LoopLimits } from './http/loop-watch';
import { createServices, type Services } from './services';

export const BODY_LIMIT = 16 * 1024;

export interface BuildAppOptions {
  data: BookingData;
  config: BookingConfig;
  /** Where logs go (tests read them); standard output otherwise. */
  logStream?: Writable;
  /** The clock, for tests that stand at midnight IST. */
  now?: () => Date;
  /** Told of every route as it is registered (the tests that walk every route). */
  onRoute?: (route: RouteOptions) => void;
  /** The instance's metrics (main.ts shares them with the outbox worker); made here otherwise. */
  metrics?: ApiMetrics;
  /** When requests are refused because the event loop is late (LOOP_LIMITS by default; tests tighten them). */
  loopLimits?: LoopLimits;
}

const built = new WeakMap<FastifyInstance, Services>();

/** The services an app's routes use (its process's workers use the same: the outbox's refunds, the holds). */
export const servicesOf = (app: FastifyInstance): Services => {
  const services = built.get(app);
  if (!services) throw new Error('Not an app made by buildApp');
  return services;
};

export async function buildApp({
  data,
  config,
  logStream,
  now = () => new Date(),
  onRoute,
  metrics = apiMetricsOf(data),
  loopLimits,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    // Without these a client that sends its headers and a few bytes of body holds a socket for ever.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: 2 * config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: {
      headersTimeout: Math.min(10_000, config.requestTimeoutMs),
      // Node checks the time-outs only this often (30 s by default, which would double them).
      connectionsCheckingInterval: Math.min(1_000, config.requestTimeoutMs),
    },
    clientErrorHandler: answerClientError,
    // The schemas check and describe; they never change a request (each route's own parse words refusals first).
    // strictTypes off: a body that may be left out (a cancellation's) is described without a type. The
    // x- keywords word a refusal for people (http/schema-refusal.ts).
    ajv: {
      customOptions: {
        removeAdditional: false,
        coerceTypes: false,
        useDefaults: false,
        strictTypes: false,
        keywords: [...REFUSAL_KEYWORDS],
      },
    },
    // The router's own refusal of an address it cannot decode would repeat the address.
    frameworkErrors: answerFrameworkError,
    // Our own one-line request log below: the default one records addresses and query strings.
    logController: new LogController({ disableRequestLogging: true }),
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      serializers: { req: () => ({}), res: () => ({}) },
    },
  });

  if (onRoute) app.addHook('onRoute', onRoute);
  // The patient's answers in Telugu and Hindi too: their catalogs are read once, before the first request.
  await loadAllBookingMessages();
  const loop = loopLimits ? { loop: loopLimits } : {};
  await app.register(httpPlatform, {
    config,
    metrics,
    ...loop,
    ...(data.rateLimits ? { rateLimitStore: sharedRateLimitStore(data.rateLimits) } : {}),
  });
  await registerOpenApi(app, { siteUrl: config.siteUrl });
  const services = createServices(data, config, now);
  const { repos, schedules } = data;
  const limit = (max: number, timeWindow = config.rateLimitWindowMs) => ({ max, timeWindow });
  await app.register(healthPlugin, {
    database: data.database,
    outbox: data.repos.outbox,
    outboxLagMs: config.outboxReadyLagMs,
    metrics,
    now,
  });
  await app.register(slotsPlugin, { slots: services.slots, rateLimit: limit(config.slotsRateLimitMax) });
  await app.register(bookingPlugin, {
    bookOnline: services.bookOnline,
    appointmentsPage: (query) => repos.appointments.page(query),
    schema: services.appointmentSchema,
    rateLimit: limit(config.rateLimitMax),
    adminToken: config.adminToken,
    metrics,
  });
  await app.register(managePlugin, {
    links: services.manageLinks,
    lifecycle: services.lifecycle,
    cutoffMinutes: config.manageCutoffMinutes,
    whatsapp: Boolean(config.whatsapp),
    slots: services.slots,
    onlinePayment: services.payments !== null,
    holdMinutes: config.paymentHoldMinutes,
    // Opening and changing through a link counts like booking; finding by reference + phone is stricter.
    rateLimit: limit(config.rateLimitMax),
    lookupRateLimit: limit(config.lookupRateLimitMax, config.lookupRateLimitWindowMs),
  });
  // The gateway's webhook and the checkout's verification: only when a gateway is configured.
  if (services.payments) await app.register(paymentsPlugin, { payments: services.payments, rateLimit: limit(config.rateLimitMax) });
  // The appointments desk: its plugin's sign-in hook guards every route under /api/staff and nothing else.
  await app.register(deskPlugin, {
    prefix: STAFF_PREFIX,
    repos,
    schedules,
    config,
    now,
    deskSlots: services.deskSlots,
    lifecycle: services.deskLifecycle,
  });
  built.set(app, services);
  return app;
}

/** The metrics of an API over this data: the outbox's backlog is read from its database when scraped. */
export const apiMetricsOf = (data: BookingData): ApiMetrics => new ApiMetrics({ backlog: () => data.repos.outbox.backlog(new Date()) });
