// The desk's actions on appointments: confirm, check in, complete, no-show, cancel, reschedule, undo,
// walk-ins. A doctor acts only on their own appointments; every change goes through the lifecycle
// (its rules, audit row and messages).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEPARTMENT_NAMES, GENDERS, STATUS_LABELS, doctorsOf, isIsoDate, tenDigitPhone, type AppointmentPayload, type AuditActor, type DeskActionAnswer } from '@hospital/shared-types';
import type { Repositories } from '../../data';
import { HttpError } from '../../http/errors';
import type { StoredAppointment } from '../appointments/types';
import { newAppointmentReference } from '../booking/reference';
import type { BookingService } from '../booking/service';
import { STATUS_VERBS } from '../lifecycle/rules';
import type { ChangeResult, Lifecycle, RescheduleOutcome } from '../lifecycle/service';
import type { SlotService } from '../slots/service';
import { staffOf } from '../staff-auth/auth';
import type { DeskView } from './desk-view';
import { REFERENCE, TIME, bodyOf, checked, queryOf, textField } from './input';
import { STAFF_API, type StaffRouteSpec } from './routes-table';
import { staffRouteOptions } from './schemas';

export interface ActionRouteOptions {
  repos: Pick<Repositories, 'appointments' | 'audit'>;
  booking: BookingService;
  /** The desk's lifecycle: its reschedules are checked against the desk's free times. */
  lifecycle: Pick<Lifecycle, 'cancel' | 'reschedule' | 'setStatus' | 'undo' | 'undoable'>;
  /** Free times for the desk: no notice period (the patient is on the phone or at the counter). */
  deskSlots: SlotService;
  view: DeskView;
  rateLimitMax: number;
}

const NOT_FOUND = 'There is no appointment with that reference.';
const CANCEL_REASON = 'Please give the reason for the cancellation.';

export function registerActionRoutes(app: FastifyInstance, { repos, booking, lifecycle, deskSlots, view, rateLimitMax }: ActionRouteOptions) {
  const options = (spec: StaffRouteSpec) => staffRouteOptions(spec, rateLimitMax);
  const actorOf = (request: FastifyRequest): AuditActor => ({ kind: 'staff', id: staffOf(request).user.username });

  /** The appointment, if this staff member may act on it: a doctor only on their own. */
  const appointmentFor = async (request: FastifyRequest): Promise<StoredAppointment> => {
    const reference = String((request.params as { reference?: string }).reference ?? '').toUpperCase();
    const appointment = REFERENCE.test(reference) ? await repos.appointments.findById(reference) : null;
    if (!appointment) throw new HttpError(404, NOT_FOUND);
    const { user } = staffOf(request);
    if (user.role === 'doctor' && appointment.doctor !== user.doctor) throw new HttpError(403, 'This appointment is not on your list.');
    return appointment;
  };

  const answer = async (request: FastifyRequest, result: ChangeResult | RescheduleOutcome, what: string): Promise<DeskActionAnswer> => {
    switch (result.kind) {
      case 'changed': {
        const id = result.appointment.appointmentId;
        const row = await repos.appointments.deskRow(id);
        const [appointment] = row ? await view.rows(request, [row]) : [];
        return { success: true, appointment: appointment ?? null, undo: await lifecycle.undoable(id, actorOf(request)) };
      }
      case 'not-found':
        throw new HttpError(404, NOT_FOUND);
      case 'not-allowed':
        throw new HttpError(409, `An appointment that is ${STATUS_LABELS[result.from].toLowerCase()} cannot be ${what}.`);
      case 'refused':
        throw new HttpError(409, result.message);
      case 'duplicate':
        throw new HttpError(409, `This patient already has an appointment in that department on that date (reference ${result.appointmentId}).`);
      case 'invalid':
        throw new HttpError(400, result.message, result.field);
      case 'slot-taken':
        throw new HttpError(409, 'That time has just been taken. Please choose another free time.');
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
    app.post(spec.path, { ...options(spec), preValidation: input.preValidation }, async (request) => {
      const { appointment, reason } = input.of(request);
      return answer(request, await lifecycle.setStatus({ appointmentId: appointment.appointmentId, actor: actorOf(request), to, ...(reason ? { reason } : {}) }), STATUS_VERBS[to] ?? to);
    });
  };
  statusRoute(STAFF_API.confirm, 'confirmed');
  statusRoute(STAFF_API.checkIn, 'checked_in');
  statusRoute(STAFF_API.complete, 'completed');
  statusRoute(STAFF_API.noShow, 'no_show');

  const cancelInput = reasonInput(true);
  app.post(STAFF_API.cancel.path, { ...options(STAFF_API.cancel), preValidation: cancelInput.preValidation }, async (request) => {
    const { appointment, reason } = cancelInput.of(request);
    return answer(request, await lifecycle.cancel({ appointmentId: appointment.appointmentId, actor: actorOf(request), reason }), 'cancelled');
  });

  const moveInput = checked(async (request) => {
    const appointment = await appointmentFor(request);
    const body = bodyOf(request);
    if (typeof body.date !== 'string' || !isIsoDate(body.date)) throw new HttpError(400, 'Choose the new date', 'date');
    if (typeof body.time !== 'string' || !TIME.test(body.time)) throw new HttpError(400, 'Choose the new time', 'time');
    return { appointment, date: body.date, time: body.time, reason: textField(body, 'reason', { max: 500 }) };
  });
  app.post(STAFF_API.reschedule.path, { ...options(STAFF_API.reschedule), preValidation: moveInput.preValidation }, async (request) => {
    const { appointment, date, time, reason } = moveInput.of(request);
    return answer(request, await lifecycle.reschedule({ appointmentId: appointment.appointmentId, actor: actorOf(request), date, time, reason: reason || undefined }), 'moved');
  });

  const undoInput = checked(appointmentFor);
  app.post(STAFF_API.undo.path, { ...options(STAFF_API.undo), preValidation: undoInput.preValidation }, async (request) =>
    answer(request, await lifecycle.undo({ appointmentId: undoInput.of(request).appointmentId, actor: actorOf(request) }), 'undone'),
  );

  const historyInput = checked(appointmentFor);
  app.get(STAFF_API.history.path, { ...options(STAFF_API.history), preValidation: historyInput.preValidation }, async (request) => {
    const appointment = historyInput.of(request);
    return { success: true, reference: appointment.appointmentId, history: await repos.audit.history(appointment.appointmentId) };
  });

  const detailInput = checked(appointmentFor);
  app.get(STAFF_API.detail.path, { ...options(STAFF_API.detail), preValidation: detailInput.preValidation }, async (request) => {
    const detail = await view.detail(request, detailInput.of(request).appointmentId);
    if (!detail) throw new HttpError(404, NOT_FOUND);
    return detail;
  });

  const slotsInput = checked((request) => {
    const query = queryOf(request);
    const service = String(query.service ?? '');
    if (!(DEPARTMENT_NAMES as readonly string[]).includes(service)) throw new HttpError(400, 'service must be one of our departments', 'service');
    const doctor = typeof query.doctor === 'string' && query.doctor ? query.doctor : undefined;
    if (doctor && !doctorsOf(service).some((d) => d.slug === doctor)) throw new HttpError(400, 'doctor must work in that department', 'doctor');
    if (query.date !== undefined && (typeof query.date !== 'string' || !isIsoDate(query.date))) throw new HttpError(400, 'date must be a date such as 2027-01-26', 'date');
    return { service, doctor, date: typeof query.date === 'string' ? query.date : deskSlots.window().today };
  });
  app.get(STAFF_API.slots.path, { ...options(STAFF_API.slots), preValidation: slotsInput.preValidation }, async (request) => {
    const { service, doctor, date } = slotsInput.of(request);
    return deskSlots.day({ service, date, ...(doctor ? { doctor } : {}) });
  });

  const walkInInput = checked((request) => {
    const body = bodyOf(request);
    const text = (name: string, max: number, label: string, required = true) => {
      const value = typeof body[name] === 'string' ? (body[name] as string).trim() : '';
      if (required && !value) throw new HttpError(400, `${label} is required`, name);
      if (value.length > max) throw new HttpError(400, `${label} is too long`, name);
      return value;
    };
    const fullName = text('fullName', 100, 'Full name');
    const age = body.age;
    if (typeof age !== 'number' || !Number.isInteger(age) || age < 0 || age > 120) throw new HttpError(400, 'Age must be a whole number from 0 to 120', 'age');
    const gender = body.gender;
    if (!(GENDERS as readonly unknown[]).includes(gender)) throw new HttpError(400, 'Choose the gender', 'gender');
    const phone = tenDigitPhone(text('phone', 20, 'Phone'));
    if (!phone) throw new HttpError(400, 'Phone must be a 10-digit mobile number', 'phone');
    const service = body.service;
    if (!(DEPARTMENT_NAMES as readonly unknown[]).includes(service)) throw new HttpError(400, 'Choose the department', 'service');
    const doctor = typeof body.doctor === 'string' ? body.doctor : '';
    if (!doctorsOf(service as string).some((d) => d.slug === doctor)) throw new HttpError(400, 'Choose a doctor of that department', 'doctor');
    const time = typeof body.time === 'string' && TIME.test(body.time) ? body.time : null;
    if (!time) throw new HttpError(400, 'Choose the time', 'time');
    if (body.extra !== undefined && typeof body.extra !== 'boolean') throw new HttpError(400, 'extra must be true or false', 'extra');
    const payload: AppointmentPayload = {
      fullName,
      age,
      gender: gender as AppointmentPayload['gender'],
      email: text('email', 254, 'E-mail', false),
      phone,
      whatsapp: '',
      address: text('address', 300, 'Address', false),
      service: service as AppointmentPayload['service'],
      doctor,
      preferredDate: deskSlots.window().today,
      preferredTime: time,
      message: text('message', 1000, 'Note', false),
      paymentMethod: 'pay_at_hospital',
    };
    return { payload, doctor, time, extra: body.extra === true };
  });

  app.post(STAFF_API.walkIn.path, { ...options(STAFF_API.walkIn), preValidation: walkInInput.preValidation }, async (request, reply) => {
    const { payload, doctor, time, extra } = walkInInput.of(request);
    const window = deskSlots.window();
    const actor = actorOf(request);
    // A walk-in is for today, at one of the doctor's slot times (past ones included: the patient is here).
    const check = await deskSlots.check({ service: payload.service, doctor, date: window.today, time }, { ...window, earliestDate: window.today, earliestTime: '00:00', nowTime: '00:00' });
    if (!check.ok) throw new HttpError(400, check.message, check.field);
    let reference: string;
    if (extra) {
      reference = newAppointmentReference();
      await booking.bookExtra({ reference, payload, doctor, staff: staffOf(request).user.username, at: new Date().toISOString() });
    } else {
      const booked = await booking.book({ payload, candidates: check.candidates, newReference: newAppointmentReference, actor });
      if (booked.kind === 'slot-taken') throw new HttpError(409, 'Every place at that time is taken. Choose another time, or add the patient as an extra beyond capacity.');
      if (booked.kind === 'duplicate') throw new HttpError(409, `This phone number already has an appointment in that department today (reference ${booked.appointmentId}).`);
      if (booked.kind !== 'created') throw new HttpError(409, 'The walk-in could not be added. Please try again.');
      reference = booked.appointment.appointmentId;
    }
    // Checked in through the lifecycle, under its rules, like any arrival.
    const checkedIn = await lifecycle.setStatus({ appointmentId: reference, actor, to: 'checked_in', reason: 'walk-in' });
    if (checkedIn.kind !== 'changed') {
      const why = checkedIn.kind === 'refused' ? ` ${checkedIn.message}` : '';
      throw new HttpError(409, `The walk-in was booked (reference ${reference}) but could not be checked in.${why} Check them in from the list.`);
    }
    return reply.code(201).send({ success: true, reference, extra });
  });
}
