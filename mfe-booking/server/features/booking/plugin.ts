import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ANY_DOCTOR, BOOK_APPOINTMENT_PATH, IDEMPOTENCY_HEADER, bookingMessage, departmentNameIn, manageUrlFor, rupeesToPaise, type AppointmentPayload, type AppointmentSchema, type BookingResponse, type SlotTakenAnswer, type BookingPayment } from '@hospital/booking-contract';
import { findHealthPackage, site, type Language } from '@hospital/hospital-data';
import type { Repositories } from '../../data';
import { HttpError, validationError } from '../../http/errors';
import type { ApiMetrics } from '../../http/metrics';
import { requestLanguage } from '../../http/language';
import { dateIn, timeIn } from '../../domain/words';
import { bearerMatches } from '../../http/security';
import type { BookedSlot } from '../../domain/appointment';
import type { Lifecycle } from '../../domain/use-cases/appointment-changes';
import type { PaymentService } from '../payments/service';
import { furtherLinkExpiry, hashManageToken, newManageToken } from '../../domain/manage-token';
import type { SlotService } from '../slots/service';
import { slotDoctor } from '../../domain/slots';
import { newAppointmentReference } from '../../domain/reference';
import { bookSchema, listingSchema } from './schemas';
import type { BookingService, NewBooking } from '../../domain/use-cases/book';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

export interface BookingPluginOptions {
  repos: Pick<Repositories, 'appointments' | 'idempotency' | 'manageLinks' | 'payments'>;
  booking: BookingService;
  slots: SlotService;
  schema: AppointmentSchema;
  lifecycle: Pick<Lifecycle, 'bookedMessages' | 'expireHold'>;
  /** The payment gateway; none: Pay Now is booked as Pay at Hospital. */
  payments: PaymentService | null;
  /** How long a Pay Now booking holds its seat unpaid. */
  holdMinutes: number;
  now: () => Date;
  rateLimit: { max: number; timeWindow: number };
  /** The machine listing's bearer token; the listing answers 404 without one. */
  adminToken: string | undefined;
  /** Bookings made and refused, by reason. */
  metrics?: Pick<ApiMetrics, 'bookings'>;
}

/** POST /api/appointments/book-appointment (the spec's payload, a free slot, one seat) and the machine listing. */
export const bookingPlugin: FastifyPluginAsync<BookingPluginOptions> = async (app, { repos, booking, slots, schema, lifecycle, payments, holdMinutes, now, rateLimit, adminToken, metrics }) => {
  /**
   * The 201 body; the slot length comes from the check when it is known, else from the schedule. A Pay
   * Now booking held for its payment says so, with what the checkout needs.
   */
  const booked = async (
    language: Language,
    appointment: BookedSlot | NewBooking,
    slotMinutes?: number,
    managePath?: string,
    payment?: BookingPayment,
    noOnlineFee = false,
  ): Promise<BookingResponse> => {
    // A booking just made says what it became; a replay reads it.
    const stored = 'status' in appointment ? appointment : await repos.appointments.findById(appointment.appointmentId);
    const pending = stored?.status === 'payment_pending' ? (payment ?? (payments && (await checkoutOfStored(appointment.appointmentId)))) : undefined;
    return {
      success: true,
      message: bookingMessage(language, pending ? 'successPayNow' : noOnlineFee ? 'successNoOnlineFee' : 'success'),
      appointmentId: appointment.appointmentId,
      doctor: slotDoctor(appointment.doctor),
      date: appointment.date,
      time: appointment.time,
      durationMinutes: slotMinutes ?? (await slots.slotMinutesOf(appointment.doctor)),
      manageUrl: managePath ?? (await furtherLink(appointment.appointmentId)),
      ...(stored ? { status: stored.status, paymentMethod: stored.paymentMethod, fee: stored.fee } : {}),
      ...(pending ? { payment: pending } : {}),
    };
  };
  // A retry of a Pay Now booking whose hold ran out unpaid is not that booking any more: the form is told
  // so (and keeps its values), and its next try is a new booking.
  const refuseIfRunOut = async (request: FastifyRequest, appointmentId: string, language: Language) => {
    const stored = await repos.appointments.findById(appointmentId);
    if (stored?.status !== 'expired') return;
    refusedFor.set(request, 'hold_expired');
    throw new HttpError(409, bookingMessage(language, 'paymentExpired'));
  };
  const checkoutOfStored = async (appointmentId: string) => {
    const row = await repos.payments.of(appointmentId);
    return (row && payments?.checkoutOf(row)) ?? undefined;
  };

  // A retried booking is the same requester (the key and the identical payload prove it): its answer gets a
  // link too. Only the first token's hash is kept, so that link is a further one, which expires.
  const furtherLink = async (appointmentId: string): Promise<string> => {
    const token = newManageToken();
    await repos.manageLinks.add(appointmentId, hashManageToken(token), furtherLinkExpiry());
    return manageUrlFor(token);
  };

  // Why a booking was refused, for its metric (the answer's status says the rest).
  const refusedFor = new WeakMap<FastifyRequest, 'invalid' | 'rule' | 'duplicate' | 'slot_taken' | 'idempotency_conflict' | 'hold_expired'>();
  // A Pay Now booking held for its payment, or one the gateway could not take an order for.
  const paymentOutcome = new WeakMap<FastifyRequest, 'held' | 'gateway'>();
  const countOutcome = async (request: FastifyRequest, reply: { statusCode: number; getHeader(name: string): unknown }) => {
    const status = reply.statusCode;
    const held = paymentOutcome.get(request) === 'held';
    if (status === 201) metrics?.bookings.inc({ outcome: reply.getHeader('Idempotent-Replayed') ? 'replayed' : held ? 'held' : 'booked', reason: '' });
    else if (status === 429) metrics?.bookings.inc({ outcome: 'refused', reason: 'rate_limited' });
    else if (status < 500) metrics?.bookings.inc({ outcome: 'refused', reason: refusedFor.get(request) ?? 'invalid' });
    else metrics?.bookings.inc({ outcome: 'failed', reason: paymentOutcome.get(request) === 'gateway' ? 'gateway' : 'error' });
  };

  // The contract's parse runs before the route's schema, so a refusal keeps its own words and language.
  const parsedRequests = new WeakMap<FastifyRequest, { payload: AppointmentPayload; idempotency: { key: string; requestHash: string } | undefined }>();
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
    const idempotency = keyHeader ? { key: keyHeader, requestHash: createHash('sha256').update(JSON.stringify(payload)).digest('hex') } : undefined;
    parsedRequests.set(request, { payload, idempotency });
  };

  app.post(BOOK_APPOINTMENT_PATH, { schema: bookSchema, preValidation: parse, onResponse: countOutcome, config: rateLimit.max > 0 ? { rateLimit } : {} }, async (request, reply) => {
    const language = requestLanguage(request);
    const parsed = parsedRequests.get(request);
    if (!parsed) throw new HttpError(400, bookingMessage(language, 'invalid'));
    const { payload, idempotency } = parsed;

    // A retry of a booking already made gets its first answer, even if its time has since left the window.
    if (idempotency) {
      const seen = await repos.idempotency.find(idempotency.key);
      if (seen && seen.requestHash !== idempotency.requestHash) {
        refusedFor.set(request, 'idempotency_conflict');
        throw new HttpError(422, `This ${IDEMPOTENCY_HEADER} was already used for a different appointment`);
      }
      if (seen) {
        await refuseIfRunOut(request, seen.appointment.appointmentId, language);
        request.log.info({ appointmentId: seen.appointment.appointmentId, replayed: true }, 'appointment booked');
        return reply.code(201).header('Idempotent-Replayed', 'true').send(await booked(language, seen.appointment));
      }
    }

    const doctor = payload.doctor === ANY_DOCTOR ? undefined : payload.doctor;
    const wanted = { service: payload.service, date: payload.preferredDate, time: payload.preferredTime, ...(doctor ? { doctor } : {}) };
    const window = slots.window();
    const check = await slots.check({ ...wanted, language }, window);
    if (!check.ok) {
      refusedFor.set(request, 'rule');
      throw new HttpError(400, check.message, check.field);
    }

    const token = newManageToken();
    const managePath = manageUrlFor(token);
    // The confirmation e-mail and the reminder are written with the booking, in its transaction.
    const messages = await lifecycle.bookedMessages(check.candidates[0]?.doctor ?? '', managePath, check.candidates[0]?.slotMinutes);
    const pkg = payload.healthPackage ? findHealthPackage(payload.healthPackage) : undefined;
    const payNow = payload.paymentMethod === 'pay_now' && payments ? { holdUntil: new Date(now().getTime() + holdMinutes * 60_000).toISOString() } : undefined;
    const result = await booking.book({
      payload,
      candidates: check.candidates,
      ...(payNow ? { payNow } : {}),
      ...(pkg ? { packagePrice: pkg.price } : {}),
      newReference: newAppointmentReference,
      manageTokenHash: hashManageToken(token),
      // Its e-mails and WhatsApp messages speak the language the patient booked in.
      language,
      actor: { kind: 'patient' },
      messages,
      ...(idempotency ? { idempotency } : {}),
    });
    switch (result.kind) {
      case 'key-conflict':
        refusedFor.set(request, 'idempotency_conflict');
        throw new HttpError(422, `This ${IDEMPOTENCY_HEADER} was already used for a different appointment`);
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
        const alternatives = await slots.alternatives(wanted, window);
        request.log.info({ alternatives: alternatives.length }, 'refused: slot taken');
        const answer: SlotTakenAnswer = {
          success: false,
          message: bookingMessage(language, alternatives.length > 0 ? 'slotTaken' : 'slotTakenNoAlternative', {
            time: timeIn(language, payload.preferredTime),
            date: dateIn(language, payload.preferredDate),
            days: window.horizonDays,
            phone: site.phoneDisplay,
          }),
          alternatives,
        };
        return reply.code(409).send(answer);
      }
      default: {
        const id = result.appointment.appointmentId;
        request.log.info({ appointmentId: id, replayed: result.kind === 'replayed' }, 'appointment booked');
        let payment: BookingPayment | undefined;
        const made = result.kind === 'created' ? result.appointment : null;
        if (made?.status === 'payment_pending' && payments && made.fee !== null && made.holdUntil) {
          try {
            payment = await payments.openOrder(id, { amount: rupeesToPaise(made.fee), holdUntil: made.holdUntil });
            paymentOutcome.set(request, 'held');
          } catch (error) {
            paymentOutcome.set(request, 'gateway');
            // No order, no payment: the seat goes back at once and the patient keeps their form.
            request.log.warn({ appointmentId: id, err: error instanceof Error ? error.message : String(error) }, 'payment gateway order failed; hold released');
            await lifecycle.expireHold({ appointmentId: id, reason: 'the payment gateway could not take the order' });
            throw new HttpError(503, bookingMessage(language, 'payNowUnavailable', { phone: site.phoneDisplay }));
          }
        }
        if (result.kind === 'replayed') {
          await refuseIfRunOut(request, id, language);
          reply.header('Idempotent-Replayed', 'true');
        }
        return reply
          .code(201)
          .send(
            await booked(
              language,
              made ?? result.appointment,
              check.candidates.find((c) => c.doctor === result.appointment.doctor)?.slotMinutes,
              made ? managePath : undefined,
              payment,
              // Pay Now asked of a doctor with no fee to take online: booked, to be paid at the hospital, and said so.
              Boolean(payments && made && payload.paymentMethod === 'pay_now' && made.paymentMethod === 'pay_at_hospital'),
            ),
          );
      }
    }
  });

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
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new HttpError(400, 'limit must be a whole number from 1 to 100', 'limit');
    // Past any hospital's appointments: a larger offset would only make the database count further for nothing.
    if (!Number.isInteger(offset) || offset < 0 || offset > 10_000_000) throw new HttpError(400, 'offset must be a whole number from 0 to 10000000', 'offset');
    const page = await repos.appointments.page({ limit, offset });
    return { success: true, ...page, limit, offset };
  });
};
