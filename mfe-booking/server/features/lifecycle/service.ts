// The one place an appointment's status or slot changes, whoever asks (the patient's manage link, the
// desk, the system): the contract's transitions decide what may follow what; the row is locked, the
// change, its audit row and the patient's messages commit together.
import {
  bookingMessage,
  canReschedule,
  canTransition,
  site,
  type AppointmentStatus,
  type AuditActor,
  type DatedSlot,
  type Language,
} from '@hospital/shared-types';
import type { Kysely } from 'kysely';
import type { BookingConfig } from '../../config';
import { repositoriesOf, type BookingData } from '../../data';
import type { Tables } from '../../db/schema';
import { unlessUniqueViolation } from '../../db/transaction';
import { durationIn } from '../../http/language';
import { slotText } from '../appointments/rows';
import type { SeatCandidate, StoredAppointment } from '../appointments/types';
import { DROPPED_ON_CHANGE, bookedMessages, cancelledMessages, rescheduledMessages, startOf, type ComposeContext } from '../messages/compose';
import type { NewOutboxMessage } from '../outbox/repository';
import type { SlotService } from '../slots/service';

/** One change: a new status, or (reschedule) a new slot. */
export interface ChangeRequest {
  appointmentId: string;
  actor: AuditActor;
  reason?: string;
  /** The new status; refused unless STATUS_TRANSITIONS allows it. */
  to?: AppointmentStatus;
  /** Another slot (the appointment becomes 'booked'); its own seat counts as free. */
  reschedule?: { date: string; time: string; candidates: readonly SeatCandidate[] };
  /** Checked on the appointment as it stands inside the transaction: a message refuses the change (the cut-off). */
  guard?: (current: StoredAppointment) => string | null;
  /** Pending messages of these kinds are dropped (a reminder of the old time). */
  dropPending?: readonly string[];
  /** The messages this change sends, from the appointment after and before it. */
  messages?: (after: StoredAppointment, before: StoredAppointment) => NewOutboxMessage[];
}

export type ChangeResult =
  | { kind: 'changed'; appointment: StoredAppointment; before: StoredAppointment }
  | { kind: 'not-found' }
  /** STATUS_TRANSITIONS (or RESCHEDULABLE_STATUSES) does not allow it from the current status. */
  | { kind: 'not-allowed'; from: AppointmentStatus }
  /** The guard said no. */
  | { kind: 'refused'; message: string }
  | { kind: 'slot-taken' }
  /** The phone already holds another booking in that department on the new date. */
  | { kind: 'duplicate'; appointmentId: string };

export type RescheduleOutcome =
  | ChangeResult
  /** The wanted time is not one of the doctor's slots, or outside the booking window. */
  | { kind: 'invalid'; message: string; field?: string | undefined }
  | { kind: 'slot-taken'; alternatives: DatedSlot[] };

export interface LifecycleOptions {
  data: Pick<BookingData, 'database' | 'repos'>;
  /** The free times a reschedule is checked against (the desk's have no notice period). */
  slots: SlotService;
  config: Pick<BookingConfig, 'siteUrl' | 'whatsapp' | 'manageCutoffMinutes'>;
  now: () => Date;
}

export type Lifecycle = ReturnType<typeof createLifecycle>;

export function createLifecycle({ data: { database, repos }, slots, config, now }: LifecycleOptions) {
  /** The change inside a transaction; the row is locked first, so two changes of one appointment queue and each sees the other's result. */
  const changeIn = async (trx: Kysely<Tables>, request: ChangeRequest): Promise<ChangeResult> => {
    const { appointments, audit, outbox } = repositoriesOf(trx, database.dialect);
    const before = await appointments.findById(request.appointmentId, { lock: true });
    if (!before) return { kind: 'not-found' };
    const allowed = request.reschedule ? canReschedule(before.status) : request.to !== undefined && canTransition(before.status, request.to);
    if (!allowed) return { kind: 'not-allowed', from: before.status };
    const refusal = request.guard?.(before);
    if (refusal) return { kind: 'refused', message: refusal };
    const at = new Date().toISOString();
    const id = before.appointmentId;
    const reason = request.reason ?? '';
    if (request.reschedule) {
      const { date, time, candidates } = request.reschedule;
      // One visit per phone, department and day holds for the new date too.
      const visit = { phone: before.phone, service: before.service, date, except: id };
      const other = await appointments.seatHolderOfPhone(visit);
      if (other) return { kind: 'duplicate', appointmentId: other };
      let moved: string | undefined;
      for (const { doctor, capacity } of candidates) {
        const taken = await appointments.seatsTaken({ doctor, date, time, except: id });
        for (let seat = 1; seat <= capacity && !moved; seat++) {
          if (taken.has(seat)) continue;
          // Another transaction may take the seat between the read and the move: the unique index says
          // no, and the savepoint keeps the rest of this transaction.
          const claimed = await unlessUniqueViolation(trx, database.dialect, () => appointments.move(id, { doctor, date, time, seat, status: 'booked' }));
          if (claimed) moved = doctor;
          else {
            const raced = await appointments.seatHolderOfPhone(visit);
            if (raced) return { kind: 'duplicate', appointmentId: raced };
          }
        }
        if (moved) break;
      }
      if (!moved) return { kind: 'slot-taken' };
      await audit.record(id, { at, actor: request.actor, action: 'reschedule', fromStatus: before.status, toStatus: 'booked', fromSlot: slotText(before), toSlot: slotText({ preferredDate: date, preferredTime: time, doctor: moved }), reason });
    } else if (request.to) {
      await appointments.setStatus(id, request.to);
      await audit.record(id, { at, actor: request.actor, action: 'status', fromStatus: before.status, toStatus: request.to, fromSlot: null, toSlot: null, reason });
    }
    for (const kind of request.dropPending ?? []) await outbox.dropPending(id, kind, at);
    const after = (await appointments.findById(id)) as StoredAppointment;
    if (request.messages) await outbox.enqueue(id, at, request.messages(after, before));
    return { kind: 'changed', appointment: after, before };
  };

  const change = (request: ChangeRequest): Promise<ChangeResult> => database.transaction((trx) => changeIn(trx, request));

  const context = async (appointment: { doctor: string; appointmentId?: string }, extra: Partial<ComposeContext> = {}): Promise<ComposeContext> => ({
    siteUrl: config.siteUrl,
    // Every change so far is an audit row: this one's calendar SEQUENCE is higher than any before it.
    ...(appointment.appointmentId ? { sequence: (await repos.audit.history(appointment.appointmentId)).length } : {}),
    whatsapp: Boolean(config.whatsapp),
    durationMinutes: extra.durationMinutes ?? (await slots.slotMinutesOf(appointment.doctor)),
    now: now(),
    ...extra,
  });

  /** True while the patient may still change the appointment online. */
  const beforeCutoff = (appointment: StoredAppointment, at = now()) => startOf(appointment).getTime() - at.getTime() >= config.manageCutoffMinutes * 60_000;

  /** The patient's cut-off, checked inside the change's transaction; its refusal in the patient's language. */
  const patientCutoff =
    (language: Language = 'en') =>
    (appointment: StoredAppointment): string | null =>
      beforeCutoff(appointment) ? null : bookingMessage(language, 'manage.cutoff', { duration: durationIn(language, config.manageCutoffMinutes), phone: site.phoneDisplay });

  return {
    change,
    beforeCutoff,
    /** The messages of a new booking (confirmation, reminder), for the booking's transaction. */
    bookedMessages: async (doctor: string, managePath: string | undefined, durationMinutes?: number) => {
      const ctx = await context({ doctor }, { managePath, ...(durationMinutes ? { durationMinutes } : {}) });
      return (appointment: StoredAppointment) => bookedMessages(appointment, ctx);
    },

    async cancel({
      appointmentId,
      actor,
      reason,
      managePath,
      language,
    }: {
      appointmentId: string;
      actor: AuditActor;
      reason?: string | undefined;
      managePath?: string | undefined;
      /** The language of a refusal to the patient (their request's). */
      language?: Language;
    }): Promise<ChangeResult> {
      const current = await repos.appointments.findById(appointmentId);
      if (!current) return { kind: 'not-found' };
      const ctx = await context(current, { managePath, reason });
      return change({
        appointmentId,
        actor,
        to: 'cancelled',
        ...(reason ? { reason } : {}),
        ...(actor.kind === 'patient' ? { guard: patientCutoff(language) } : {}),
        dropPending: DROPPED_ON_CHANGE,
        messages: (after) => cancelledMessages(after, ctx),
      });
    },

    async reschedule({
      appointmentId,
      actor,
      date,
      time,
      reason,
      managePath,
      language,
    }: {
      appointmentId: string;
      actor: AuditActor;
      date: string;
      time: string;
      reason?: string | undefined;
      managePath?: string | undefined;
      /** The language of a refusal to the patient (their request's). */
      language?: Language;
    }): Promise<RescheduleOutcome> {
      const current = await repos.appointments.findById(appointmentId);
      if (!current) return { kind: 'not-found' };
      // The patient's doctor keeps the appointment; the slot engine says whether the time exists and is bookable.
      const wanted = { service: current.service, doctor: current.doctor, date, time };
      const window = slots.window();
      const check = await slots.check({ ...wanted, language }, window);
      if (!check.ok) return { kind: 'invalid', message: check.message, field: check.field };
      const ctx = await context(current, { managePath, reason });
      const result = await change({
        appointmentId,
        actor,
        reschedule: { date, time, candidates: check.candidates },
        ...(reason ? { reason } : {}),
        ...(actor.kind === 'patient' ? { guard: patientCutoff(language) } : {}),
        dropPending: DROPPED_ON_CHANGE,
        messages: (after, before) => rescheduledMessages(after, before, ctx),
      });
      if (result.kind === 'slot-taken') return { kind: 'slot-taken', alternatives: await slots.alternatives(wanted, window) };
      return result;
    },

    /** A desk or doctor status change without a message to the patient (confirm, check in, complete, no-show). */
    setStatus({ appointmentId, actor, to, reason }: { appointmentId: string; actor: AuditActor; to: Exclude<AppointmentStatus, 'cancelled'>; reason?: string }): Promise<ChangeResult> {
      return change({ appointmentId, actor, to, ...(reason ? { reason } : {}), ...(to === 'no_show' || to === 'completed' ? { dropPending: DROPPED_ON_CHANGE } : {}) });
    },
  };
}
