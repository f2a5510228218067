// The desk's actions on appointments: confirm, check in, complete, no-show, cancel, reschedule, walk-ins.
// A doctor acts only on their own appointments; every change goes through the lifecycle (audit row, messages).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEPARTMENT_NAMES, GENDERS, STATUS_LABELS, doctorsOf, isIsoDate, tenDigitPhone, type AppointmentPayload, type AuditActor } from '@hospital/shared-types';
import type { Repositories } from '../../data';
import { HttpError } from '../../http/errors';
import { newAppointmentReference } from '../booking/reference';
import type { BookingService } from '../booking/service';
import type { ChangeResult, Lifecycle, RescheduleOutcome } from '../lifecycle/service';
import type { SlotService } from '../slots/service';
import { staffOf } from '../staff-auth/auth';
import { STAFF_API, type StaffRouteSpec } from './routes-table';
import { staffRouteOptions } from './schemas';

export interface ActionRouteOptions {
  repos: Pick<Repositories, 'appointments' | 'audit'>;
  booking: BookingService;
  /** The desk's lifecycle: its reschedules are checked against the desk's free times. */
  lifecycle: Pick<Lifecycle, 'cancel' | 'reschedule' | 'setStatus'>;
  /** Free times for the desk: no notice period (the patient is on the phone or at the counter). */
  deskSlots: SlotService;
  rateLimitMax: number;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const VERBS: Record<string, string> = { confirmed: 'confirmed', checked_in: 'checked in', completed: 'marked completed', no_show: 'marked as a no-show', cancelled: 'cancelled' };

export function registerActionRoutes(app: FastifyInstance, { repos, booking, lifecycle, deskSlots, rateLimitMax }: ActionRouteOptions) {
  const config = (spec: StaffRouteSpec) => (staffRouteOptions(spec, rateLimitMax));
  const actorOf = (request: FastifyRequest): AuditActor => ({ kind: 'staff', id: staffOf(request).user.username });

  /** The appointment, if this staff member may act on it: a doctor only on their own. */
  const appointmentFor = async (request: FastifyRequest) => {
    const reference = String((request.params as { reference?: string }).reference ?? '').toUpperCase();
    const appointment = /^ASH-[0-9A-Z]{4}-[0-9A-Z]{4}$/.test(reference) ? await repos.appointments.findById(reference) : null;
    if (!appointment) throw new HttpError(404, 'There is no appointment with that reference.');
    const { user } = staffOf(request);
    if (user.role === 'doctor' && appointment.doctor !== user.doctor) throw new HttpError(403, 'This appointment is not on your list.');
    return appointment;
  };

  const answer = async (result: ChangeResult | RescheduleOutcome, what: string) => {
    switch (result.kind) {
      case 'changed': {
        const [row] = await repos.appointments.forDesk({ from: result.appointment.preferredDate, to: result.appointment.preferredDate, doctor: result.appointment.doctor }).then((rows) =>
          rows.filter((r) => r.reference === result.appointment.appointmentId),
        );
        return { success: true, appointment: row ?? null };
      }
      case 'not-found':
        throw new HttpError(404, 'There is no appointment with that reference.');
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

  const reasonOf = (request: FastifyRequest, required: boolean): string | undefined => {
    const raw = (request.body as { reason?: unknown } | undefined)?.reason;
    const reason = typeof raw === 'string' ? raw.trim().slice(0, 500) : '';
    if (required && !reason) throw new HttpError(400, 'Please give the reason for the cancellation.', 'reason');
    return reason || undefined;
  };

  const statusRoute = (spec: StaffRouteSpec, to: 'confirmed' | 'checked_in' | 'completed' | 'no_show') =>
    app.post(spec.path, config(spec), async (request) => {
      const appointment = await appointmentFor(request);
      const reason = reasonOf(request, false);
      return answer(await lifecycle.setStatus({ appointmentId: appointment.appointmentId, actor: actorOf(request), to, ...(reason ? { reason } : {}) }), VERBS[to] ?? to);
    });
  statusRoute(STAFF_API.confirm, 'confirmed');
  statusRoute(STAFF_API.checkIn, 'checked_in');
  statusRoute(STAFF_API.complete, 'completed');
  statusRoute(STAFF_API.noShow, 'no_show');

  app.post(STAFF_API.cancel.path, config(STAFF_API.cancel), async (request) => {
    const appointment = await appointmentFor(request);
    return answer(await lifecycle.cancel({ appointmentId: appointment.appointmentId, actor: actorOf(request), reason: reasonOf(request, true) }), 'cancelled');
  });

  app.post(STAFF_API.reschedule.path, config(STAFF_API.reschedule), async (request) => {
    const appointment = await appointmentFor(request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (typeof body.date !== 'string' || !isIsoDate(body.date)) throw new HttpError(400, 'Choose the new date', 'date');
    if (typeof body.time !== 'string' || !TIME.test(body.time)) throw new HttpError(400, 'Choose the new time', 'time');
    const reason = reasonOf(request, false);
    return answer(await lifecycle.reschedule({ appointmentId: appointment.appointmentId, actor: actorOf(request), date: body.date, time: body.time, reason }), 'moved');
  });

  app.get(STAFF_API.history.path, config(STAFF_API.history), async (request) => {
    const appointment = await appointmentFor(request);
    return { success: true, reference: appointment.appointmentId, history: await repos.audit.history(appointment.appointmentId) };
  });

  app.get(STAFF_API.slots.path, config(STAFF_API.slots), async (request) => {
    const query = request.query as Record<string, unknown>;
    const service = String(query.service ?? '');
    if (!(DEPARTMENT_NAMES as readonly string[]).includes(service)) throw new HttpError(400, 'service must be one of our departments', 'service');
    const doctor = typeof query.doctor === 'string' && query.doctor ? query.doctor : undefined;
    if (doctor && !doctorsOf(service).some((d) => d.slug === doctor)) throw new HttpError(400, 'doctor must work in that department', 'doctor');
    const date = typeof query.date === 'string' && isIsoDate(query.date) ? query.date : deskSlots.window().today;
    return deskSlots.day({ service, date, ...(doctor ? { doctor } : {}) });
  });

  app.post(STAFF_API.walkIn.path, config(STAFF_API.walkIn), async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const text = (name: string, max: number, label: string, required = true) => {
      const value = typeof body[name] === 'string' ? (body[name] as string).trim() : '';
      if (required && !value) throw new HttpError(400, `${label} is required`, name);
      if (value.length > max) throw new HttpError(400, `${label} is too long`, name);
      return value;
    };
    const fullName = text('fullName', 100, 'Full name');
    const age = Number(body.age);
    if (!Number.isInteger(age) || age < 0 || age > 120) throw new HttpError(400, 'Age must be a whole number from 0 to 120', 'age');
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
    const extra = body.extra === true;
    const window = deskSlots.window();
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
      preferredDate: window.today,
      preferredTime: time,
      message: text('message', 1000, 'Note', false),
      paymentMethod: 'pay_at_hospital',
    };
    const staff = staffOf(request).user.username;
    // A walk-in is for today, at one of the doctor's slot times (past ones included: the patient is here).
    const check = await deskSlots.check({ service: payload.service, doctor, date: window.today, time }, { ...window, earliestDate: window.today, earliestTime: '00:00', nowTime: '00:00' });
    if (!check.ok) throw new HttpError(400, check.message, check.field);

    if (extra) {
      const reference = newAppointmentReference();
      await booking.bookExtra({ reference, payload, doctor, staff, at: new Date().toISOString() });
      return reply.code(201).send({ success: true, reference, extra: true });
    }
    const booked = await booking.book({ payload, candidates: check.candidates, newReference: newAppointmentReference, actor: { kind: 'staff', id: staff } });
    if (booked.kind === 'slot-taken') throw new HttpError(409, 'Every place at that time is taken. Choose another time, or add the patient as an extra beyond capacity.');
    if (booked.kind === 'duplicate') throw new HttpError(409, `This phone number already has an appointment in that department today (reference ${booked.appointmentId}).`);
    if (booked.kind !== 'created') throw new HttpError(409, 'The walk-in could not be added. Please try again.');
    const checkedIn = await lifecycle.setStatus({ appointmentId: booked.appointment.appointmentId, actor: { kind: 'staff', id: staff }, to: 'checked_in', reason: 'walk-in' });
    if (checkedIn.kind !== 'changed') throw new HttpError(409, 'The walk-in was booked but could not be checked in. Check them in from the list.');
    return reply.code(201).send({ success: true, reference: booked.appointment.appointmentId, extra: false });
  });
}
