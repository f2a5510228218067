import { createHash } from 'node:crypto';
import type { Writable } from 'node:stream';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import {
  BOOK_APPOINTMENT_PATH,
  BOOKING_MESSAGES,
  IDEMPOTENCY_HEADER,
  createAppointmentSchema,
  hospitalToday,
} from '@hospital/shared-types';
import type { BookingConfig } from './config';
import { answerClientError } from './client-errors';
import { HttpError, answerFrameworkError, installErrorHandling, validationError } from './errors';
import { installStrictJsonBody } from './json-body';
import { newAppointmentReference } from './reference';
import { addSecurityHeaders, bearerMatches } from './security';
import type { AppointmentStore } from './store/types';

export const BODY_LIMIT = 16 * 1024;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

export interface BuildAppOptions {
  store: AppointmentStore;
  config: BookingConfig;
  /** Where logs go (tests read them); standard output otherwise. */
  logStream?: Writable;
  /** The clock, for tests that stand at midnight IST. */
  now?: () => Date;
}

export async function buildApp({ store, config, logStream, now = () => new Date() }: BuildAppOptions): Promise<FastifyInstance> {
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

  installErrorHandling(app);
  addSecurityHeaders(app);
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
    errorResponseBuilder: () => new HttpError(429, 'Too many booking requests from your connection. Please wait a minute and try again.'),
  });

  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { method: request.method, route: request.routeOptions.url ?? 'unknown', status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
  });

  const schema = createAppointmentSchema({ today: () => hospitalToday(now()) });

  app.get('/api/health', async () => {
    await store.ping();
    return { status: 'ok' };
  });

  app.post(
    BOOK_APPOINTMENT_PATH,
    {
      config: config.rateLimitMax > 0 ? { rateLimit: { max: config.rateLimitMax, timeWindow: config.rateLimitWindowMs } } : {},
    },
    async (request, reply) => {
      const body: unknown = request.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw new HttpError(400, 'The request body must be a JSON object describing the appointment');
      }
      const keyHeader = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
      if (keyHeader !== undefined && (typeof keyHeader !== 'string' || !IDEMPOTENCY_KEY.test(keyHeader))) {
        throw new HttpError(400, `${IDEMPOTENCY_HEADER} must be 1 to 200 visible ASCII characters`);
      }
      const parsed = schema.safeParse(body);
      if (!parsed.success) throw validationError(parsed.error, body);
      const payload = parsed.data;

      const result = await store.book({
        payload,
        newReference: newAppointmentReference,
        ...(keyHeader
          ? { idempotency: { key: keyHeader, requestHash: createHash('sha256').update(JSON.stringify(payload)).digest('hex') } }
          : {}),
      });
      if (result.kind === 'key-conflict') {
        throw new HttpError(422, `This ${IDEMPOTENCY_HEADER} was already used for a different appointment`);
      }
      request.log.info({ appointmentId: result.appointmentId, replayed: result.kind === 'replayed' }, 'appointment booked');
      if (result.kind === 'replayed') reply.header('Idempotent-Replayed', 'true');
      return reply.code(201).send({ success: true, message: BOOKING_MESSAGES.success, appointmentId: result.appointmentId });
    },
  );

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
