import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  BOOK_APPOINTMENT_PATH,
  IDEMPOTENCY_HEADER,
  bookingMessage,
  departmentNameIn,
  type AppointmentPayload,
  type AppointmentSchema,
  type SlotTakenAnswer,
} from '@hospital/booking-contract';
import { site } from '@hospital/hospital-data';
import type { AppointmentPage } from '../../domain/appointment';
import type { OnlineBooking } from '../../domain/use-cases/book-online';
import { dateIn, timeIn } from '../../domain/words';
import { HttpError, validationError } from '../../http/errors';
import type { ApiMetrics } from '../../http/metrics';
import { requestLanguage } from '../../http/language';
import { bearerMatches } from '../../http/security';
import { bookSchema, listingSchema } from './schemas';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

export interface BookingPluginOptions {
  /** The patient's booking: replay, check, book, the Pay Now order (domain/use-cases/book-online.ts). */
  bookOnline: OnlineBooking;
  /** A page of every appointment, for the machine listing. */
  appointmentsPage: (query: { limit: number; offset: number }) => Promise<AppointmentPage>;
  schema: AppointmentSchema;
  rateLimit: { max: number; timeWindow: number };
  /** The machine listing's bearer token; the listing answers 404 without one. */
  adminToken: string | undefined;
  /** Bookings made and refused, by reason. */
  metrics?: Pick<ApiMetrics, 'bookings'>;
}

/** POST /api/appointments/book-appointment (the spec's payload, a free slot, one seat) and the machine listing. */
export const bookingPlugin: FastifyPluginAsync<BookingPluginOptions> = async (
  app,
  { bookOnline, appointmentsPage, schema, rateLimit, adminToken, metrics },
) => {
  // Why a booking was refused, for its metric (the answer's status says the rest).
  const refusedFor = new WeakMap<
    FastifyRequest,
    'invalid' | 'rule' | 'duplicate' | 'slot_taken' | 'idempotency_conflict' | 'hold_expired'
  >();
  // A Pay Now booking held for its payment, or one the gateway could not take an order for.
  const paymentOutcome = new WeakMap<FastifyRequest, 'held' | 'gateway'>();
  const countOutcome = async (request: FastifyRequest, reply: { statusCode: number; getHeader(name: string): unknown }) => {
    const status = reply.statusCode;
    const held = paymentOutcome.get(request) === 'held';
    if (status === 201)
      metrics?.bookings.inc({ outcome: reply.getHeader('Idempotent-Replayed') ? 'replayed' : held ? 'held' : 'booked', reason: '' });
    else if (status === 429) metrics?.bookings.inc({ outcome: 'refused', reason: 'rate_limited' });
    else if (status < 500) metrics?.bookings.inc({ outcome: 'refused', reason: refusedFor.get(request) ?? 'invalid' });
    else metrics?.bookings.inc({ outcome: 'failed', reason: paymentOutcome.get(request) === 'gateway' ? 'gateway' : 'error' });
  };

  // The contract's parse runs before the route's schema, so a refusal keeps its own words and language.
  const parsedRequests = new WeakMap<
    FastifyRequest,
    { payload: AppointmentPayload; idempotency: { key: string; requestHash: string } | undefined }
  >();
  const parse = async (request: FastifyRequest) => {
    const body: unknown = request.body;
    const language = requestLanguage(request);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new HttpError(400, 'The request body must be a JSON object describing the appointment');
    }
    const keyHeader = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
    if (keyHeader !== undefined && (typeof keyHeader !== 'string' || !IDEMPOTENCY_KEY.test(keyHeader))) {
      throw new HttpError(400, `${IDEMPOTENCY_HEADER} must be 1 to 200 visible ASCII characters`);
    }
    const parsed = schema.safeParse(body, language);
    if (!parsed.success) throw validationError(parsed.error, body, language);
    const payload = parsed.data;
    const idempotency = keyHeader
      ? { key: keyHeader, requestHash: createHash('sha256').update(JSON.stringify(payload)).digest('hex') }
      : undefined;
    parsedRequests.set(request, { payload, idempotency });
  };

  // The schema stays for the OpenAPI document and the answer's serialiser; `parse` has already checked the
  // body against the same schema (the contract's check gives Ajv's verdicts) and the key header, so Ajv
  // checking them again would only cost each booking a second pass.
  const checkedByParse = () => () => true;
  app.post(
    BOOK_APPOINTMENT_PATH,
    {
      schema: bookSchema,
      validatorCompiler: checkedByParse,
      preValidation: parse,
      onResponse: countOutcome,
      config: rateLimit.max > 0 ? { rateLimit } : {},
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const parsed = parsedRequests.get(request);
      if (!parsed) throw new HttpError(400, bookingMessage(language, 'invalid'));
      const { payload } = parsed;
      const outcome = await bookOnline({ ...parsed, language });
      switch (outcome.kind) {
        case 'booked':
          request.log.info({ appointmentId: outcome.appointmentId, replayed: outcome.replayed }, 'appointment booked');
          if (outcome.held) paymentOutcome.set(request, 'held');
          if (outcome.replayed) reply.header('Idempotent-Replayed', 'true');
          return reply.code(201).send(outcome.answer);
        case 'key-conflict':
          refusedFor.set(request, 'idempotency_conflict');
          throw new HttpError(422, `This ${IDEMPOTENCY_HEADER} was already used for a different appointment`);
        case 'hold-expired':
          // A retry of a Pay Now booking whose hold ran out unpaid: the form is told so (and keeps its values),
          // and its next try is a new booking.
          if (outcome.replayedId) request.log.info({ appointmentId: outcome.replayedId, replayed: true }, 'appointment booked');
          refusedFor.set(request, 'hold_expired');
          throw new HttpError(409, bookingMessage(language, 'paymentExpired'));
        case 'refused':
          refusedFor.set(request, 'rule');
          throw new HttpError(400, outcome.message, outcome.field);
        case 'duplicate':
          refusedFor.set(request, 'duplicate');
          request.log.info('refused: one visit per phone, department and day');
          throw new HttpError(
            409,
            bookingMessage(language, 'duplicate', {
              service: departmentNameIn(language, payload.service),
              date: dateIn(language, payload.preferredDate),
              phone: site.phoneDisplay,
            }),
            'phone',
          );
        case 'slot-taken': {
          refusedFor.set(request, 'slot_taken');
          const { alternatives } = outcome;
          request.log.info({ alternatives: alternatives.length }, 'refused: slot taken');
          const answer: SlotTakenAnswer = {
            success: false,
            message: bookingMessage(language, alternatives.length > 0 ? 'slotTaken' : 'slotTakenNoAlternative', {
              time: timeIn(language, payload.preferredTime),
              date: dateIn(language, payload.preferredDate),
              days: outcome.horizonDays,
              phone: site.phoneDisplay,
            }),
            alternatives,
          };
          return reply.code(409).send(answer);
        }
        case 'gateway-failed':
          paymentOutcome.set(request, 'gateway');
          request.log.info({ appointmentId: outcome.appointmentId, replayed: false }, 'appointment booked');
          request.log.warn({ appointmentId: outcome.appointmentId, err: outcome.error }, 'payment gateway order failed; hold released');
          throw new HttpError(503, bookingMessage(language, 'payNowUnavailable', { phone: site.phoneDisplay }));
      }
    },
  );

  // Machine access only (scripts, monitoring): people use the desk. Off unless ADMIN_TOKEN is set.
  // The token is checked when the request arrives, so a caller without it learns nothing of the query's rules.
  const tokenGuard = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!adminToken) throw new HttpError(404, 'Not found');
    if (!bearerMatches(request.headers.authorization, adminToken)) {
      reply.header('WWW-Authenticate', 'Bearer');
      throw new HttpError(401, 'Sign in with the admin token to see appointments');
    }
  };
  app.get('/api/appointments', { schema: listingSchema, onRequest: tokenGuard }, async (request) => {
    const query = request.query as Record<string, string | undefined>;
    const limit = Number(query.limit ?? 20);
    const offset = Number(query.offset ?? 0);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100)
      throw new HttpError(400, 'limit must be a whole number from 1 to 100', 'limit');
    // Past any hospital's appointments: a larger offset would only make the database count further for nothing.
    if (!Number.isInteger(offset) || offset < 0 || offset > 10_000_000)
      throw new HttpError(400, 'offset must be a whole number from 0 to 10000000', 'offset');
    const page = await appointmentsPage({ limit, offset });
    return { success: true, ...page, limit, offset };
  });
};
