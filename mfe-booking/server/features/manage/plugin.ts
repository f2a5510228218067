import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  BOOKING_CONFIG_PATH,
  MANAGE_API_PATH,
  MANAGE_LOOKUP_PATH,
  bookingMessage,
  departmentNameIn,
  isIsoDate,
  manageUrlFor,
  normaliseReference,
  type BookingServiceConfig,
  type ManageAnswer,
} from '@hospital/booking-contract';
import { site } from '@hospital/hospital-data';
import type { StoredAppointment } from '../../domain/appointment';
import type { BookingWindow } from '../../domain/calendar';
import type { Lifecycle } from '../../domain/use-cases/appointment-changes';
import type { ManageLinkQueries } from '../../domain/use-cases/manage-links';
import { dateIn, timeIn } from '../../domain/words';
import { publicDate } from '../../http/date-bounds';
import { HttpError } from '../../http/errors';
import { requestLanguage } from '../../http/language';
import { cancelSchema, configSchema, lookupSchema, openSchema, payAtHospitalSchema, rescheduleSchema } from './schemas';

export interface ManagePluginOptions {
  /** What a link opens, the look-up, and the appointment as its patient sees it. */
  links: ManageLinkQueries;
  lifecycle: Pick<Lifecycle, 'cancel' | 'reschedule' | 'beforeCutoff' | 'switchToHospital'>;
  cutoffMinutes: number;
  whatsapp: boolean;
  /** The fees the form shows. */
  slots: { fees(): Promise<Record<string, number>>; window(): BookingWindow };
  /** A payment gateway is configured: Pay Now works. */
  onlinePayment: boolean;
  holdMinutes: number;
  rateLimit: { max: number; timeWindow: number };
  lookupRateLimit: { max: number; timeWindow: number };
}

const REFERENCE = /^[A-Z0-9-]{6,40}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function body(request: FastifyRequest): Record<string, unknown> {
  const value: unknown = request.body ?? {};
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new HttpError(400, 'The request body must be a JSON object');
  return value as Record<string, unknown>;
}

/** The appointment APIs of the patient's manage link (GET, cancel, reschedule), the look-up, and the form's config. */
export const managePlugin: FastifyPluginAsync<ManagePluginOptions> = async (
  app,
  { links, lifecycle, cutoffMinutes, whatsapp, slots, onlinePayment, holdMinutes, rateLimit, lookupRateLimit },
) => {
  const limited = rateLimit.max > 0 ? { config: { rateLimit } } : {};
  const view = (appointment: StoredAppointment) => links.view(appointment);

  /** The appointment a token opens; an unknown or malformed token is one 404, an appointment whose details were erased a 410. */
  const byToken = async (request: FastifyRequest, token: string): Promise<StoredAppointment> => {
    const opened = await links.open(token);
    if (opened.kind === 'not-found') throw new HttpError(404, bookingMessage(requestLanguage(request), 'manage.notFound'));
    if (opened.kind === 'erased') throw new HttpError(410, bookingMessage(requestLanguage(request), 'manage.erased'));
    return opened.appointment;
  };
  const tokenOf = (request: FastifyRequest) => (request.params as { token: string }).token;

  // Each route's own checks run before its schema (which agrees with them), so refusals keep their words
  // and their order: an unknown link is a 404 whatever the body holds.
  const opened = new WeakMap<FastifyRequest, StoredAppointment>();
  const appointmentOf = (request: FastifyRequest): StoredAppointment => {
    const appointment = opened.get(request);
    if (!appointment) throw new HttpError(404, bookingMessage(requestLanguage(request), 'manage.notFound'));
    return appointment;
  };
  const open = async (request: FastifyRequest) => {
    opened.set(request, await byToken(request, tokenOf(request)));
  };
  const openToCancel = async (request: FastifyRequest) => {
    await open(request);
    const { reason } = body(request);
    if (reason !== undefined && (typeof reason !== 'string' || reason.length > 500))
      throw new HttpError(400, 'reason must be text of at most 500 characters', 'reason');
  };
  const openToMove = async (request: FastifyRequest) => {
    await open(request);
    const language = requestLanguage(request);
    const { preferredDate, preferredTime } = body(request);
    if (typeof preferredDate !== 'string' || !isIsoDate(preferredDate))
      throw new HttpError(400, bookingMessage(language, 'manage.chooseDate'), 'preferredDate');
    publicDate(preferredDate, 'preferredDate', slots.window(), language);
    if (typeof preferredTime !== 'string' || !TIME.test(preferredTime))
      throw new HttpError(400, bookingMessage(language, 'manage.chooseTime'), 'preferredTime');
  };

  app.get(BOOKING_CONFIG_PATH, { schema: configSchema }, async (): Promise<BookingServiceConfig> => ({
    success: true,
    whatsappReminders: whatsapp,
    manageCutoffMinutes: cutoffMinutes,
    onlinePayment,
    fees: await slots.fees(),
    paymentHoldMinutes: holdMinutes,
  }));

  app.get(`${MANAGE_API_PATH}/:token`, { ...limited, schema: openSchema, preValidation: open }, async (request): Promise<ManageAnswer> => ({
    success: true,
    appointment: await view(appointmentOf(request)),
  }));

  // A Pay Now booking still held for its payment: the patient pays at the hospital instead (nothing retyped).
  app.post(
    `${MANAGE_API_PATH}/:token/pay-at-hospital`,
    { ...limited, schema: payAtHospitalSchema, preValidation: open },
    async (request) => {
      const language = requestLanguage(request);
      const appointment = appointmentOf(request);
      const result = await lifecycle.switchToHospital({ appointmentId: appointment.appointmentId, actor: { kind: 'patient' } });
      if (result.kind !== 'changed') throw new HttpError(409, bookingMessage(language, 'payment.notPending'));
      request.log.info({ appointmentId: appointment.appointmentId }, 'switched to Pay at Hospital');
      return { success: true, message: bookingMessage(language, 'payment.switched'), appointment: await view(result.appointment) };
    },
  );

  app.post(`${MANAGE_API_PATH}/:token/cancel`, { ...limited, schema: cancelSchema, preValidation: openToCancel }, async (request) => {
    const token = tokenOf(request);
    const language = requestLanguage(request);
    const appointment = appointmentOf(request);
    const { reason } = body(request) as { reason?: string };
    const result = await lifecycle.cancel({
      appointmentId: appointment.appointmentId,
      actor: { kind: 'patient' },
      reason: reason?.trim() || undefined,
      managePath: manageUrlFor(token),
      language,
    });
    switch (result.kind) {
      case 'changed':
        request.log.info({ appointmentId: appointment.appointmentId }, 'appointment cancelled by the patient');
        return { success: true, message: bookingMessage(language, 'manage.cancelled'), appointment: await view(result.appointment) };
      case 'refused':
        throw new HttpError(409, result.message);
      case 'not-allowed':
        throw new HttpError(
          409,
          bookingMessage(language, 'manage.notCancellable', {
            status: bookingMessage(language, `status.${result.from}`),
            phone: site.phoneDisplay,
          }),
        );
      default:
        throw new HttpError(404, bookingMessage(language, 'manage.notFound'));
    }
  });

  app.post(
    `${MANAGE_API_PATH}/:token/reschedule`,
    { ...limited, schema: rescheduleSchema, preValidation: openToMove },
    async (request, reply) => {
      const token = tokenOf(request);
      const language = requestLanguage(request);
      const appointment = appointmentOf(request);
      const { preferredDate, preferredTime } = body(request) as { preferredDate: string; preferredTime: string };
      const result = await lifecycle.reschedule({
        appointmentId: appointment.appointmentId,
        actor: { kind: 'patient' },
        date: preferredDate,
        time: preferredTime,
        managePath: manageUrlFor(token),
        language,
      });
      switch (result.kind) {
        case 'changed':
          request.log.info({ appointmentId: appointment.appointmentId }, 'appointment rescheduled by the patient');
          return { success: true, message: bookingMessage(language, 'manage.rescheduled'), appointment: await view(result.appointment) };
        case 'invalid':
          throw new HttpError(
            400,
            result.message,
            result.field === 'preferredDate' || result.field === 'preferredTime' ? result.field : 'preferredTime',
          );
        case 'refused':
          throw new HttpError(409, result.message);
        case 'not-allowed':
          throw new HttpError(
            409,
            bookingMessage(language, 'manage.notMovable', {
              status: bookingMessage(language, `status.${result.from}`),
              phone: site.phoneDisplay,
            }),
          );
        case 'duplicate':
          throw new HttpError(
            409,
            bookingMessage(language, 'manage.duplicate', {
              service: departmentNameIn(language, appointment.service),
              date: dateIn(language, preferredDate),
            }),
            'preferredDate',
          );
        case 'slot-taken': {
          const alternatives = 'alternatives' in result ? result.alternatives : [];
          const answer: ManageAnswer = {
            success: false,
            message: bookingMessage(language, alternatives.length > 0 ? 'manage.taken' : 'manage.takenCall', {
              time: timeIn(language, preferredTime),
              date: dateIn(language, preferredDate),
              phone: site.phoneDisplay,
            }),
            alternatives,
          };
          return reply.code(409).send(answer);
        }
        default:
          throw new HttpError(404, bookingMessage(language, 'manage.notFound'));
      }
    },
  );

  // Reference + phone: one answer for a wrong reference and a wrong phone, few tries per address, and a
  // further link that expires (only hashes are kept, so the e-mailed link cannot be given back; it keeps working).
  const lookedUp = new WeakMap<FastifyRequest, { ref: string; digits: string }>();
  const lookupQuestion = async (request: FastifyRequest) => {
    const { reference, phone } = body(request);
    const ref = typeof reference === 'string' ? normaliseReference(reference) : '';
    const digits = typeof phone === 'string' ? phone.replace(/[\s-]/g, '').replace(/^(\+91|0)/, '') : '';
    if (!REFERENCE.test(ref) || !/^\d{10}$/.test(digits))
      throw new HttpError(404, bookingMessage(requestLanguage(request), 'manage.lookupFailed'));
    lookedUp.set(request, { ref, digits });
  };
  const lookupConfig = lookupRateLimit.max > 0 ? { config: { rateLimit: lookupRateLimit } } : {};
  app.post(
    MANAGE_LOOKUP_PATH,
    { ...lookupConfig, schema: lookupSchema, preValidation: lookupQuestion },
    async (request): Promise<ManageAnswer> => {
      const language = requestLanguage(request);
      const { ref, digits } = lookedUp.get(request) ?? { ref: '', digits: '' };
      const found = await links.lookUp(ref, digits);
      if (!found) throw new HttpError(404, bookingMessage(language, 'manage.lookupFailed'));
      request.log.info({ appointmentId: found.appointment.appointmentId }, 'appointment found by reference and phone');
      return { success: true, appointment: await view(found.appointment), manageUrl: found.manageUrl };
    },
  );
};
