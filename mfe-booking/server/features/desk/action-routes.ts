// The desk's actions on appointments: confirm, check in, complete, no-show, cancel, reschedule, undo,
// walk-ins. A doctor acts only on their own appointments; every change goes through the lifecycle
// (its rules, audit row and messages).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  STATUS_LABELS,
  bookingMessage,
  isEmail,
  isMinor,
  nameProblem,
  tenDigitPhone,
  type AppointmentPayload,
  type AuditActor,
  type DeskActionAnswer,
  type DeskSlotsAnswer,
  type DeskWalkInAnswer,
  type QueueTokenAnswer,
} from '@hospital/booking-contract';
import type { QueueToken } from '../../domain/queue-token';
import { doctorsOf, type Language } from '@hospital/hospital-data';
import { staffDate, staffSpan } from '../../http/date-bounds';
import { HttpError } from '../../http/errors';
import type { StoredAppointment } from '../../domain/appointment';
import { newAppointmentReference } from '../../domain/reference';
import { STATUS_VERBS } from '../../domain/change-rules';
import type { ChangeResult, Lifecycle, RescheduleOutcome } from '../../domain/use-cases/appointment-changes';
import type { FreeTimesOfDay } from '../../domain/ports';
import { staffOf } from './staff-auth/auth';
import type { DeskView } from './desk-view';
import { REFERENCE, bodyOf, checked, textField } from './input';
import { STAFF_API, type StaffRouteSpec } from './routes-table';
import { staffRouteOptions } from './schemas';

export interface ActionRouteOptions {
  /** The desk's lifecycle: its reschedules are checked against the desk's free times. */
  lifecycle: Pick<Lifecycle, 'cancel' | 'reschedule' | 'setStatus' | 'undo' | 'undoable' | 'walkIn'>;
  /** Free times for the desk: no notice period (the patient is on the phone or at the counter). */
  deskSlots: FreeTimesOfDay;
  view: DeskView;
  rateLimitMax: number;
}

const NOT_FOUND = 'There is no appointment with that reference.';

const tokenAnswer = ({ token, doctor, day, arrivedAt }: QueueToken): QueueTokenAnswer => ({ number: token, doctor, day, arrivedAt });

/** A walk-in as the route's schema lets it through. */
interface WalkInBody {
  fullName: string;
  age: number;
  ageMonths?: number;
  guardianName?: string;
  gender: AppointmentPayload['gender'];
  phone: string;
  service: AppointmentPayload['service'];
  doctor: string;
  time: string;
  extra?: boolean;
  email?: string;
  whatsapp?: string;
  language?: Language;
  address?: string;
  message?: string;
}
const CANCEL_REASON = 'Please give the reason for the cancellation.';

export function registerActionRoutes(app: FastifyInstance, { lifecycle, deskSlots, view, rateLimitMax }: ActionRouteOptions) {
  const options = (spec: StaffRouteSpec) => staffRouteOptions(spec, rateLimitMax);
  const actorOf = (request: FastifyRequest): AuditActor => ({ kind: 'staff', id: staffOf(request).user.username });

  /** The appointment, if this staff member may act on it: a doctor only on their own. */
  const appointmentFor = async (request: FastifyRequest): Promise<StoredAppointment> => {
    const reference = String((request.params as { reference?: string }).reference ?? '').toUpperCase();
    const appointment = REFERENCE.test(reference) ? await view.find(reference) : null;
    if (!appointment) throw new HttpError(404, NOT_FOUND);
    const { user } = staffOf(request);
    if (user.role === 'doctor' && appointment.doctor !== user.doctor) throw new HttpError(403, 'This appointment is not on your list.');
    return appointment;
  };

  const answer = async (request: FastifyRequest, result: ChangeResult | RescheduleOutcome, what: string): Promise<DeskActionAnswer> => {
    switch (result.kind) {
      case 'changed': {
        const id = result.appointment.appointmentId;
        return {
          success: true,
          appointment: await view.row(request, id),
          undo: await lifecycle.undoable(id, actorOf(request)),
          ...(result.kind === 'changed' && result.token ? { token: tokenAnswer(result.token) } : {}),
        };
      }
      case 'not-found':
        throw new HttpError(404, NOT_FOUND);
      case 'not-allowed':
        throw new HttpError(409, `An appointment that is ${STATUS_LABELS[result.from].toLowerCase()} cannot be ${what}.`);
      case 'refused':
        throw new HttpError(409, result.message);
      case 'duplicate':
        throw new HttpError(
          409,
          `This patient already has an appointment in that department on that date (reference ${result.appointmentId}).`,
        );
      case 'invalid':
        throw new HttpError(400, result.message, result.field);
      case 'slot-taken':
        throw new HttpError(409, 'That time has just been taken. Please choose another free time.');
      case 'doctor-away':
        throw new HttpError(409, result.message);
    }
  };

  /** An action's body: an optional reason (required to cancel: the patient is told it). */
  const reasonInput = (required: boolean) =>
    checked(async (request) => {
      const appointment = await appointmentFor(request);
      return { appointment, reason: textField(bodyOf(request), 'reason', { max: 500, ...(required ? { required: CANCEL_REASON } : {}) }) };
    });

  const statusRoute = (spec: StaffRouteSpec, to: 'confirmed' | 'checked_in' | 'completed' | 'no_show') => {
    const input = reasonInput(false);
    app.post(spec.path, { ...options(spec), preHandler: input.preHandler }, async (request) => {
      const { appointment, reason } = input.of(request);
      return answer(
        request,
        await lifecycle.setStatus({ appointmentId: appointment.appointmentId, actor: actorOf(request), to, ...(reason ? { reason } : {}) }),
        STATUS_VERBS[to] ?? to,
      );
    });
  };
  statusRoute(STAFF_API.confirm, 'confirmed');
  statusRoute(STAFF_API.checkIn, 'checked_in');
  statusRoute(STAFF_API.complete, 'completed');
  statusRoute(STAFF_API.noShow, 'no_show');

  const cancelInput = reasonInput(true);
  app.post(STAFF_API.cancel.path, { ...options(STAFF_API.cancel), preHandler: cancelInput.preHandler }, async (request) => {
    const { appointment, reason } = cancelInput.of(request);
    return answer(
      request,
      await lifecycle.cancel({ appointmentId: appointment.appointmentId, actor: actorOf(request), reason }),
      'cancelled',
    );
  });

  const moveInput = checked(async (request) => {
    const appointment = await appointmentFor(request);
    const body = request.body as { date: string; time: string; doctor?: string; reason?: string };
    return {
      appointment,
      date: staffDate(body.date, 'date', staffSpan(deskSlots.window())),
      time: body.time,
      doctor: body.doctor,
      reason: (body.reason ?? '').trim(),
    };
  });
  app.post(STAFF_API.reschedule.path, { ...options(STAFF_API.reschedule), preHandler: moveInput.preHandler }, async (request, reply) => {
    const { appointment, date, time, doctor, reason } = moveInput.of(request);
    const result = await lifecycle.reschedule({
      appointmentId: appointment.appointmentId,
      actor: actorOf(request),
      date,
      time,
      doctor,
      reason: reason || undefined,
    });
    // Refused for the time or the doctor's day: the nearest free times go with the refusal.
    if (result.kind === 'doctor-away' || (result.kind === 'slot-taken' && 'alternatives' in result)) {
      const message = result.kind === 'doctor-away' ? result.message : 'That time has just been taken. Please choose another free time.';
      return reply.code(409).send({ success: false, message, alternatives: result.alternatives });
    }
    return answer(request, result, 'moved');
  });

  const undoInput = checked(appointmentFor);
  app.post(STAFF_API.undo.path, { ...options(STAFF_API.undo), preHandler: undoInput.preHandler }, async (request) =>
    answer(request, await lifecycle.undo({ appointmentId: undoInput.of(request).appointmentId, actor: actorOf(request) }), 'undone'),
  );

  const historyInput = checked(appointmentFor);
  app.get(STAFF_API.history.path, { ...options(STAFF_API.history), preHandler: historyInput.preHandler }, async (request) => {
    const appointment = historyInput.of(request);
    return { success: true, reference: appointment.appointmentId, history: await view.history(appointment.appointmentId) };
  });

  const detailInput = checked(appointmentFor);
  app.get(STAFF_API.detail.path, { ...options(STAFF_API.detail), preHandler: detailInput.preHandler }, async (request) => {
    const detail = await view.detail(request, detailInput.of(request).appointmentId);
    if (!detail) throw new HttpError(404, NOT_FOUND);
    return detail;
  });

  const slotsInput = checked((request) => {
    const { service, doctor, date } = request.query as { service: AppointmentPayload['service']; doctor?: string; date?: string };
    if (doctor && !doctorsOf(service).some((d) => d.slug === doctor))
      throw new HttpError(400, 'doctor must work in that department', 'doctor');
    const window = deskSlots.window();
    return { service, doctor, date: date === undefined ? window.today : staffDate(date, 'date', staffSpan(window)) };
  });
  app.get(STAFF_API.slots.path, { ...options(STAFF_API.slots), preHandler: slotsInput.preHandler }, async (request) => {
    const { service, doctor, date } = slotsInput.of(request);
    const index = await deskSlots.scheduleIndex();
    // No free time and no clinic at all are different answers to a patient at the counter.
    const clinic = (doctor ? [doctor] : doctorsOf(service).map((d) => d.slug)).some((slug) => index.sessionsOn(slug, date).length > 0);
    const answer: DeskSlotsAnswer = { ...(await deskSlots.day({ service, date, ...(doctor ? { doctor } : {}) })), clinic };
    return answer;
  });

  // The schema has checked every field's type, length and list; here, what it cannot say.
  const walkInInput = checked((request) => {
    const body = request.body as WalkInBody;
    const fullName = body.fullName.trim();
    if (!fullName) throw new HttpError(400, 'Full name is required', 'fullName');
    const nameRefused = nameProblem(fullName);
    if (nameRefused) throw new HttpError(400, bookingMessage('en', nameRefused), 'fullName');
    const phone = tenDigitPhone(body.phone.trim());
    if (!phone) throw new HttpError(400, 'Phone must be a 10-digit mobile number', 'phone');
    const { service, doctor, time, age, ageMonths, gender } = body;
    if (ageMonths !== undefined && age !== 0)
      throw new HttpError(400, 'Months are for a baby under one year: give age 0 with the months', 'ageMonths');
    // An adult's is not kept: they are greeted themselves.
    const guardianName = isMinor(age) ? (body.guardianName ?? '').trim() : '';
    if (isMinor(age) && !guardianName) throw new HttpError(400, bookingMessage('en', 'guardianName'), 'guardianName');
    const guardianRefused = guardianName && nameProblem(guardianName);
    if (guardianRefused)
      throw new HttpError(400, bookingMessage('en', guardianRefused === 'fullName' ? 'guardianName' : guardianRefused), 'guardianName');
    if (!doctorsOf(service).some((d) => d.slug === doctor)) throw new HttpError(400, 'Choose a doctor of that department', 'doctor');
    // Optional at the counter; when given, checked as the online form checks them.
    const email = (body.email ?? '').trim();
    if (email && !isEmail(email)) throw new HttpError(400, bookingMessage('en', 'email'), 'email');
    const whatsappText = (body.whatsapp ?? '').trim();
    const whatsapp = whatsappText ? tenDigitPhone(whatsappText) : '';
    if (whatsapp === null) throw new HttpError(400, bookingMessage('en', 'whatsapp'), 'whatsapp');
    const payload: AppointmentPayload = {
      fullName,
      age,
      ...(ageMonths !== undefined ? { ageMonths } : {}),
      ...(guardianName ? { guardianName } : {}),
      gender,
      email,
      phone,
      whatsapp,
      address: (body.address ?? '').trim(),
      service,
      doctor,
      preferredDate: deskSlots.window().today,
      preferredTime: time,
      message: (body.message ?? '').trim(),
      paymentMethod: 'pay_at_hospital',
    };
    return { payload, doctor, time, extra: body.extra === true, language: body.language ?? 'en' };
  });

  app.post(STAFF_API.walkIn.path, { ...options(STAFF_API.walkIn), preHandler: walkInInput.preHandler }, async (request, reply) => {
    const { payload, doctor, time, extra, language } = walkInInput.of(request);
    const window = deskSlots.window();
    const actor = actorOf(request);
    // A walk-in is for today, at one of the doctor's slot times (past ones included: the patient is here).
    const check = await deskSlots.check(
      { service: payload.service, doctor, preferredDate: window.today, preferredTime: time },
      { ...window, earliestDate: window.today, earliestNumber: window.todayNumber, earliestTime: '00:00', nowTime: '00:00' },
    );
    if (!check.ok) throw new HttpError(400, check.message, check.field);
    // Booked and checked in together, through the lifecycle, under its rules, like any arrival.
    const admitted = await lifecycle.walkIn({
      payload,
      candidates: check.candidates,
      extra,
      actor,
      newReference: newAppointmentReference,
      language,
    });
    if (admitted.kind === 'slot-taken')
      throw new HttpError(409, 'Every place at that time is taken. Choose another time, or add the patient as an extra beyond capacity.');
    if (admitted.kind === 'duplicate')
      throw new HttpError(
        409,
        `This phone number already has an appointment in that department today (reference ${admitted.appointmentId}).`,
      );
    if (admitted.kind !== 'checked-in')
      throw new HttpError(
        409,
        `The walk-in could not be checked in${admitted.kind === 'refused' ? `: ${admitted.message}` : '.'} Nothing was booked.`,
      );
    const reference = admitted.appointment.appointmentId;
    const answer: DeskWalkInAnswer = { success: true, reference, extra, token: tokenAnswer(admitted.token) };
    return reply.code(201).send(answer);
  });
}
