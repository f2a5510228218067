import type { Writable } from 'node:stream';
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { IDEMPOTENCY_HEADER, bookingMessage, createAppointmentSchema, loadAllBookingMessages } from '@hospital/shared-types';
import type { BookingConfig } from './config';
import { answerClientError } from './client-errors';
import { HttpError, answerFrameworkError, installErrorHandling } from './errors';
import { installStrictJsonBody } from './json-body';
import { addLanguageVary, requestLanguage } from './language';
import { createAppointmentActions } from './manage/actions';
import { registerBookRoute } from './routes/book';
import { registerManageRoutes } from './routes/manage';
import { registerSlotRoutes } from './routes/slots';
import { createSlotService } from './schedule/service';
import { addSecurityHeaders, bearerMatches } from './security';
import { staffPlugin } from './staff/plugin';
import { STAFF_PREFIX } from './staff/routes-table';
import type { AppointmentStore } from './store/types';

export const BODY_LIMIT = 16 * 1024;

export interface BuildAppOptions {
  store: AppointmentStore;
  config: BookingConfig;
  /** Where logs go (tests read them); standard output otherwise. */
  logStream?: Writable;
  /** The clock, for tests that stand at midnight IST. */
  now?: () => Date;
  /** Told of every route as it is registered (the tests that walk every route). */
  onRoute?: (route: RouteOptions) => void;
}

export async function buildApp({ store, config, logStream, now = () => new Date(), onRoute }: BuildAppOptions): Promise<FastifyInstance> {
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
  installErrorHandling(app);
  addSecurityHeaders(app);
  addLanguageVary(app);
  // Only JSON is a body we read; text/plain would otherwise arrive as a string.
  app.removeContentTypeParser('text/plain');
  installStrictJsonBody(app);
  await app.register(cors, {
    origin: config.allowedOrigins.length > 0 ? config.allowedOrigins : false,
    methods: ['GET', 'POST'],
    allowedHeaders: ['Content-Type', IDEMPOTENCY_HEADER, 'Authorization'],
    maxAge: 600,
  });
  await app.register(rateLimit, {
    global: false,
    ...(store.rateLimitStore ? { store: store.rateLimitStore } : {}),
    errorResponseBuilder: (request) => new HttpError(429, bookingMessage(requestLanguage(request), 'tooMany')),
  });

  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { method: request.method, route: request.routeOptions.url ?? 'unknown', status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
  });

  const slots = createSlotService({ store, rules: { noticeMinutes: config.noticeMinutes, horizonDays: config.horizonDays }, now });
  const schema = createAppointmentSchema({ today: () => slots.window().today });

  app.get('/api/health', async () => {
    await store.ping();
    return { status: 'ok' };
  });

  const actions = createAppointmentActions({ store, slots, config, now });
  registerBookRoute(app, { store, slots, schema, actions, rateLimit: { max: config.rateLimitMax, timeWindow: config.rateLimitWindowMs } });
  registerManageRoutes(app, {
    store,
    actions,
    cutoffMinutes: config.manageCutoffMinutes,
    whatsapp: Boolean(config.whatsapp),
    // Opening and changing through a link counts like booking; finding by reference + phone is stricter.
    rateLimit: { max: config.rateLimitMax, timeWindow: config.rateLimitWindowMs },
    lookupRateLimit: { max: config.lookupRateLimitMax, timeWindow: config.lookupRateLimitWindowMs },
  });
  registerSlotRoutes(app, { slots, rateLimit: { max: config.slotsRateLimitMax, timeWindow: config.rateLimitWindowMs } });

  // The appointments desk: its plugin's sign-in hook guards every route under /api/staff and nothing else.
  // The desk books and moves without the public notice period: the patient is on the phone or at the counter.
  const deskSlots = createSlotService({ store, rules: { noticeMinutes: 0, horizonDays: config.horizonDays }, now });
  const deskActions = createAppointmentActions({ store, slots: deskSlots, config, now });
  await app.register(staffPlugin, { prefix: STAFF_PREFIX, store, config, now, deskSlots, actions: deskActions });

  // Machine access only (scripts, monitoring): people use the desk above. Off unless ADMIN_TOKEN is set.
  app.get('/api/appointments', async (request, reply) => {
    if (!config.adminToken) throw new HttpError(404, 'Not found');
    if (!bearerMatches(request.headers.authorization, config.adminToken)) {
      reply.header('WWW-Authenticate', 'Bearer');
      throw new HttpError(401, 'Sign in with the admin token to see appointments');
    }
    const query = request.query as Record<string, string | undefined>;
    const limit = Number(query.limit ?? 20);
    const offset = Number(query.offset ?? 0);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new HttpError(400, 'limit must be a whole number from 1 to 100', 'limit');
    if (!Number.isInteger(offset) || offset < 0) throw new HttpError(400, 'offset must be a whole number, 0 or more', 'offset');
    const page = await store.list({ limit, offset });
    return { success: true, ...page, limit, offset };
  });

  return app;
}
