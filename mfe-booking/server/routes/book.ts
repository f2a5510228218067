import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  ANY_DOCTOR,
  BOOK_APPOINTMENT_PATH,
  IDEMPOTENCY_HEADER,
  bookingMessage,
  departmentNameIn,
  manageUrlFor,
  site,
  type AppointmentSchema,
  type BookingResponse,
  type Language,
  type SlotTakenAnswer,
} from '@hospital/shared-types';
import { HttpError, validationError } from '../errors';
import type { AppointmentActions } from '../manage/actions';
import { furtherLinkExpiry, hashManageToken, newManageToken } from '../manage/token';
import { newAppointmentReference } from '../reference';
import { dateIn, requestLanguage, timeIn } from '../language';
import type { SlotService } from '../schedule/service';
import { slotDoctor } from '../schedule/slots';
import type { AppointmentStore, BookedSlot } from '../store/types';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

export interface BookRouteOptions {
  store: AppointmentStore;
  slots: SlotService;
  schema: AppointmentSchema;
  actions: AppointmentActions;
  rateLimit: { max: number; timeWindow: number };
}

/** POST /api/appointments/book-appointment: the spec's payload, a free slot, one seat. */
export function registerBookRoute(app: FastifyInstance, { store, slots, schema, actions, rateLimit }: BookRouteOptions) {
  /** The 201 body; the slot length comes from the check when it is known, else from the schedule. */
  const booked = async (language: Language, appointment: BookedSlot, slotMinutes?: number, managePath?: string): Promise<BookingResponse> => ({
    success: true,
    message: bookingMessage(language, 'success'),
    appointmentId: appointment.appointmentId,
    doctor: slotDoctor(appointment.doctor),
    date: appointment.date,
    time: appointment.time,
    durationMinutes: slotMinutes ?? (await slots.slotMinutesOf(appointment.doctor)),
    manageUrl: managePath ?? (await furtherLink(appointment.appointmentId)),
  });

  // A retried booking is the same requester (the key and the identical payload prove it): its answer gets a
  // link too. Only the first token's hash is kept, so that link is a further one, which expires.
  const furtherLink = async (appointmentId: string): Promise<string> => {
    const token = newManageToken();
    await store.addManageLink(appointmentId, hashManageToken(token), furtherLinkExpiry());
    return manageUrlFor(token);
  };

  app.post(BOOK_APPOINTMENT_PATH, { config: rateLimit.max > 0 ? { rateLimit } : {} }, async (request, reply) => {
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

    // A retry of a booking already made gets its first answer, even if its time has since left the window.
    if (idempotency) {
      const seen = await store.findByKey(idempotency.key);
      if (seen && seen.requestHash !== idempotency.requestHash) throw new HttpError(422, `This ${IDEMPOTENCY_HEADER} was already used for a different appointment`);
      if (seen) {
        request.log.info({ appointmentId: seen.appointment.appointmentId, replayed: true }, 'appointment booked');
        return reply.code(201).header('Idempotent-Replayed', 'true').send(await booked(language, seen.appointment));
      }
    }

    const doctor = payload.doctor === ANY_DOCTOR ? undefined : payload.doctor;
    const wanted = { service: payload.service, date: payload.preferredDate, time: payload.preferredTime, ...(doctor ? { doctor } : {}) };
    const window = slots.window();
    const check = await slots.check({ ...wanted, language }, window);
    if (!check.ok) throw new HttpError(400, check.message, check.field);

    const token = newManageToken();
    const managePath = manageUrlFor(token);
    // The confirmation e-mail and the reminder are written with the booking, in its transaction.
    const messages = await actions.bookedMessages(check.candidates[0]?.doctor ?? '', managePath);
    const result = await store.book({
      payload,
      candidates: check.candidates,
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
        throw new HttpError(422, `This ${IDEMPOTENCY_HEADER} was already used for a different appointment`);
      case 'duplicate':
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
      default:
        request.log.info({ appointmentId: result.appointment.appointmentId, replayed: result.kind === 'replayed' }, 'appointment booked');
        if (result.kind === 'replayed') reply.header('Idempotent-Replayed', 'true');
        return reply
          .code(201)
          .send(await booked(language, result.appointment, check.candidates.find((c) => c.doctor === result.appointment.doctor)?.slotMinutes, result.kind === 'created' ? managePath : undefined));
    }
  });
}
