// The one place an appointment's status or slot changes, whoever asks (the patient's manage link, the
// desk, the system): the contract's transitions decide what may follow what; the row is locked, the
// change, its audit row and the patient's messages commit together.
import {
  type AppointmentPayload,
  bookingMessage,
  type AppointmentStatus,
  type AuditActor,
  type DatedSlot,
  type DeskAction,
} from '@hospital/booking-contract';
import { doctorsOf, findDoctorIdentity, site, type Language } from '@hospital/hospital-data';
import { canReschedule, canTransition, completesBeforeCheckIn, isUpcoming, retakesSeat } from '../status';
import { durationIn } from '../words';
import { slotText, type SeatCandidate, type StoredAppointment } from '../appointment';
import {
  DROPPED_ON_CHANGE,
  bookedMessages,
  cancelledMessages,
  heldBookedMessages,
  confirmedMessages,
  reinstatedMessages,
  reminderMessages,
  rescheduledMessages,
  startOf,
  type ComposeContext,
} from '../patient-messages';
import type { BookResult, BookingService } from './book';
import type { NewOutboxMessage } from '../outbox-message';
import type { FreeTimes } from '../ports';
import type { ScheduleIndex } from '../slots';
import { feeNoteOf } from '../fee-note';
import { paymentTransitions, settleOnCancel } from './payment-changes';
import { hereAt, refusalOf, ruleBreach, statusRefusal, type Scheduled } from '../change-rules';
import type { Storage, Transaction, UseCaseRepositories } from '../storage';
import type { TimeRules } from '../change-rules';
import { planUndo, undoneWhat, type UndoPlan } from '../undo';
import type { QueueToken } from '../queue-token';
import { tokenForCheckIn } from './queue-tokens';

/** The start of the doctor's first session on the appointment's day (HH:MM), or null when there is none. */
const firstSessionOf = (schedule: ScheduleIndex, appointment: { doctor: string; preferredDate: string }) =>
  schedule.sessionsOn(appointment.doctor, appointment.preferredDate)[0]?.start ?? null;

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
  /** The desk's undo: back to where the change it undoes started; set by `undo`. */
  undo?: UndoPlan;
  /** Pending messages of these kinds are dropped (a reminder of the old time). */
  dropPending?: readonly string[];
  /** The messages this change sends, from the appointment after and before it. */
  messages?: (after: StoredAppointment, before: StoredAppointment) => NewOutboxMessage[];
  /** What else the change does in its transaction (its payment: a refund asked for, a hold ended); runs before `messages`. */
  effects?: (repos: UseCaseRepositories, after: StoredAppointment, before: StoredAppointment, at: string) => Promise<void>;
}

export type ChangeResult =
  /** `token`: the check-in's, when the change checked the patient in. */
  | { kind: 'changed'; appointment: StoredAppointment; before: StoredAppointment; token?: QueueToken }
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
  | { kind: 'slot-taken'; alternatives: DatedSlot[] }
  /** The other doctor named has no clinic that day (leave, a day without sessions): the department's nearest free times. */
  | { kind: 'doctor-away'; message: string; alternatives: DatedSlot[] };

/** Why a doctor may not take an appointment of `service`; null when they work in it. */
const outsideDepartment = (doctor: string, service: string): string | null =>
  doctorsOf(service).some((d) => d.slug === doctor)
    ? null
    : `${findDoctorIdentity(doctor)?.name ?? doctor} does not see patients of ${service}: choose a doctor of that department.`;

/** A patient at the counter: booked into a free seat of `candidates` (or beyond capacity) and checked in. */
export interface WalkInRequest {
  payload: AppointmentPayload;
  candidates: readonly SeatCandidate[];
  /** Beyond the slot's capacity: no seat. */
  extra: boolean;
  actor: AuditActor;
  newReference: () => string;
}

export type WalkInResult =
  | { kind: 'checked-in'; appointment: StoredAppointment; token: QueueToken }
  | Extract<BookResult, { kind: 'slot-taken' | 'duplicate' }>
  /** The check-in was refused (its rules): nothing was booked. */
  | Exclude<ChangeResult, { kind: 'changed' }>;

/** Rolls a walk-in's transaction back when its check-in is refused, carrying the refusal out. */
class WalkInRefused extends Error {
  constructor(readonly result: WalkInResult) {
    super('walk-in refused');
  }
}

/** What the changes need of the settings. */
export interface LifecycleConfig {
  siteUrl: string;
  /** WhatsApp messages are sent as well as e-mails (set when configured). */
  whatsapp: unknown;
  /** The patient may change an appointment online until this many minutes before it. */
  manageCutoffMinutes: number;
  /** The desk's time rules, and how long a staff member may undo their change. */
  desk: TimeRules & { undoMinutes: number };
}

export interface LifecycleOptions {
  storage: Storage;
  /** Books walk-ins inside the lifecycle's own transaction. */
  booking: Pick<BookingService, 'bookWithin' | 'bookExtraWithin'>;
  /** The free times a reschedule is checked against (the desk's have no notice period). */
  slots: FreeTimes;
  config: LifecycleConfig;
  now: () => Date;
}

export type Lifecycle = ReturnType<typeof createLifecycle>;

export function createLifecycle({ storage, booking, slots, config, now }: LifecycleOptions) {
  const { repos } = storage;
  /** The change inside a transaction; the row is locked first, so two changes of one appointment queue and each sees the other's result. */
  /** The first free seat of a slot among `candidates`, taken by moving the appointment there; the doctor, or undefined. */
  const takeSeat = async (
    tx: Transaction,
    id: string,
    slot: { date: string; time: string; status: AppointmentStatus },
    candidates: readonly SeatCandidate[],
  ) => {
    const { appointments } = tx.repos;
    for (const { doctor, capacity } of candidates) {
      const taken = await appointments.seatsTaken({ doctor, date: slot.date, time: slot.time, except: id });
      for (let seat = 1; seat <= capacity; seat++) {
        if (taken.has(seat)) continue;
        // Another transaction may take the seat between the read and the move: the unique index says
        // no, and the savepoint keeps the rest of this transaction.
        if (
          await tx.unlessUniqueViolation(() =>
            appointments.move(id, { doctor, date: slot.date, time: slot.time, seat, status: slot.status }),
          )
        )
          return doctor;
      }
    }
    return undefined;
  };

  /** The change inside a transaction; the row is locked first, so two changes of one appointment queue and each sees the other's result. */
  const changeIn = async (tx: Transaction, request: ChangeRequest, schedule: ScheduleIndex): Promise<ChangeResult> => {
    const { appointments, audit, outbox } = tx.repos;
    const before = await appointments.findById(request.appointmentId, { lock: true });
    if (!before) return { kind: 'not-found' };
    const id = before.appointmentId;
    const at = now().toISOString();
    const reason = request.reason ?? '';
    const visit = (date: string) => ({ phone: before.phone, service: before.service, preferredDate: date, except: id });
    let token: QueueToken | undefined;
    if (request.undo) {
      const plan = request.undo;
      if (before.status !== plan.expect) return { kind: 'refused', message: 'The appointment changed again since: reload it.' };
      if (plan.slot) {
        // Back to the slot it left, if that seat (or another of the slot) is still free.
        const other = await appointments.seatHolderOfPhone(visit(plan.slot.date));
        if (other) return { kind: 'duplicate', appointmentId: other };
        const capacity = schedule.scheduleOf(plan.slot.doctor)?.capacity ?? 0;
        const moved = await takeSeat(tx, id, { ...plan.slot, status: plan.to }, [{ doctor: plan.slot.doctor, capacity }]);
        if (!moved)
          return {
            kind: 'refused',
            message: 'The earlier time has been taken by another patient since, so this cannot be undone. Choose a new time instead.',
          };
      } else if (!(await tx.unlessUniqueViolation(() => appointments.setStatus(id, plan.to)))) {
        // A seat-holding status again: its seat, or the patient's one visit that day, was taken meanwhile.
        return {
          kind: 'refused',
          message: 'The appointment’s place has been taken by another booking since, so this cannot be undone. Book a new time instead.',
        };
      }
      await audit.record(id, {
        at,
        actor: request.actor,
        action: plan.action,
        fromStatus: before.status,
        toStatus: plan.to,
        fromSlot: plan.slot ? slotText(before) : null,
        toSlot: plan.slot ? slotText({ preferredDate: plan.slot.date, preferredTime: plan.slot.time, doctor: plan.slot.doctor }) : null,
        reason,
        undoes: plan.undoes,
      });
    } else if (request.reschedule) {
      if (!canReschedule(before.status)) return { kind: 'not-allowed', from: before.status };
      const refusal = request.guard?.(before);
      if (refusal) return { kind: 'refused', message: refusal };
      const { date, time, candidates } = request.reschedule;
      // One visit per phone, department and day holds for the new date too.
      const other = await appointments.seatHolderOfPhone(visit(date));
      if (other) return { kind: 'duplicate', appointmentId: other };
      const moved = await takeSeat(tx, id, { date, time, status: 'booked' }, candidates);
      if (!moved) {
        const raced = await appointments.seatHolderOfPhone(visit(date));
        return raced ? { kind: 'duplicate', appointmentId: raced } : { kind: 'slot-taken' };
      }
      await audit.record(id, {
        at,
        actor: request.actor,
        action: 'reschedule',
        fromStatus: before.status,
        toStatus: 'booked',
        fromSlot: slotText(before),
        toSlot: slotText({ preferredDate: date, preferredTime: time, doctor: moved }),
        reason,
      });
    } else if (request.to) {
      if (!canTransition(before.status, request.to) && !completesBeforeCheckIn(before.status, request.to)) {
        return { kind: 'not-allowed', from: before.status };
      }
      const firstSession = request.to === 'checked_in' ? firstSessionOf(schedule, before) : null;
      const refusal = request.guard?.(before) ?? statusRefusal(before, request.to, { now: now(), firstSession, rules: config.desk });
      if (refusal) return { kind: 'refused', message: refusal };
      const to = request.to;
      // Back to holding a seat (an expired hold booked again): only while the seat and the patient's day are free.
      const retakes = retakesSeat(before.status, to);
      if (!retakes) await appointments.setStatus(id, to);
      else if (!(await tx.unlessUniqueViolation(() => appointments.setStatus(id, to)))) {
        return { kind: 'refused', message: 'The appointment’s place has been taken by another booking since.' };
      }
      // The number is taken in this transaction: a check-in rolled back gives it back.
      if (to === 'checked_in')
        token = await tokenForCheckIn(tx.repos.tokens, { appointmentId: id, doctor: before.doctor, day: before.preferredDate, at });
      await audit.record(id, {
        at,
        actor: request.actor,
        action: 'status',
        fromStatus: before.status,
        toStatus: request.to,
        fromSlot: null,
        toSlot: null,
        reason,
      });
    } else {
      return { kind: 'not-allowed', from: before.status };
    }
    for (const kind of request.dropPending ?? []) await outbox.dropPending(id, kind, at);
    const after = (await appointments.findById(id)) as StoredAppointment;
    if (request.effects) await request.effects(tx.repos, after, before, at);
    if (request.messages) await outbox.enqueue(id, at, request.messages(after, before));
    return { kind: 'changed', appointment: after, before, ...(token ? { token } : {}) };
  };

  // The schedule is read before the transaction: on SQLite its read is a transaction of its own, which
  // would wait for this one's connection.
  const change = async (request: ChangeRequest): Promise<ChangeResult> => {
    const schedule = await slots.scheduleIndex();
    return storage.transaction((tx) => changeIn(tx, request, schedule));
  };

  const context = async (
    appointment: { doctor: string; appointmentId?: string; fee?: number | null },
    extra: Partial<ComposeContext> = {},
  ): Promise<ComposeContext> => ({
    siteUrl: config.siteUrl,
    // Every change so far is an audit row: this one's calendar SEQUENCE is higher than any before it.
    ...(appointment.appointmentId ? { sequence: (await repos.audit.history(appointment.appointmentId)).length } : {}),
    // The fee as it stands: due, paid (online or at the counter), being refunded.
    ...(appointment.appointmentId && appointment.fee !== undefined
      ? { fee: feeNoteOf(appointment.fee, await repos.payments.of(appointment.appointmentId)) }
      : {}),
    whatsapp: Boolean(config.whatsapp),
    durationMinutes: extra.durationMinutes ?? (await slots.slotMinutesOf(appointment.doctor)),
    now: now(),
    ...extra,
  });

  /** True while the patient may still change the appointment online. */
  const beforeCutoff = (appointment: StoredAppointment, at = now()) =>
    startOf(appointment).getTime() - at.getTime() >= config.manageCutoffMinutes * 60_000;

  /** The patient's cut-off, checked inside the change's transaction; its refusal in the patient's language. */
  const patientCutoff =
    (language: Language = 'en') =>
    (appointment: StoredAppointment): string | null =>
      beforeCutoff(appointment)
        ? null
        : bookingMessage(language, 'manage.cutoff', {
            duration: durationIn(language, config.manageCutoffMinutes),
            phone: site.phoneDisplay,
          });

  return {
    change,
    beforeCutoff,
    ...paymentTransitions({ storage, now, context }),
    /**
     * The messages of a new booking (confirmation, reminder), for the booking's transaction. A Pay Now
     * booking held for its payment writes its confirmation held, sent once paid (it alone keeps the link),
     * and a notice sent now of what is held until when (`holdUntil`) and how to finish.
     */
    bookedMessages: async (doctor: string, managePath: string | undefined, durationMinutes?: number, holdUntil?: string) => {
      const ctx = await context({ doctor }, { managePath, ...(durationMinutes ? { durationMinutes } : {}) });
      return (appointment: StoredAppointment) =>
        appointment.status === 'payment_pending' ? heldBookedMessages(appointment, ctx, holdUntil) : bookedMessages(appointment, ctx);
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
      // Set in the change's transaction: a payment taken online is refunded, and the e-mail says so.
      let refunding: ComposeContext['fee'];
      return change({
        appointmentId,
        actor,
        to: 'cancelled',
        ...(reason ? { reason } : {}),
        ...(actor.kind === 'patient' ? { guard: patientCutoff(language) } : {}),
        dropPending: DROPPED_ON_CHANGE,
        effects: async (txRepos, after, _before, at) => {
          refunding = await settleOnCancel(txRepos, after, at, now());
        },
        messages: (after) => cancelledMessages(after, refunding ? { ...ctx, fee: refunding } : ctx),
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
      doctor,
    }: {
      appointmentId: string;
      actor: AuditActor;
      date: string;
      time: string;
      /** Another doctor of the appointment's department (the desk, when the doctor is away); the same doctor otherwise. */
      doctor?: string | undefined;
      reason?: string | undefined;
      managePath?: string | undefined;
      /** The language of a refusal to the patient (their request's). */
      language?: Language;
    }): Promise<RescheduleOutcome> {
      const current = await repos.appointments.findById(appointmentId);
      if (!current) return { kind: 'not-found' };
      // The patient's doctor keeps the appointment unless the desk names another of the department; the
      // slot engine says whether the time exists and is bookable.
      const another = doctor !== undefined && doctor !== current.doctor;
      if (another) {
        const refusal = outsideDepartment(doctor, current.service);
        if (refusal) return { kind: 'invalid', message: refusal, field: 'doctor' };
      }
      const wanted = { service: current.service, doctor: doctor ?? current.doctor, preferredDate: date, preferredTime: time };
      const window = slots.window();
      const check = await slots.check({ ...wanted, language }, window);
      if (!check.ok) {
        // The other doctor is away that day: the patient still needs a time, so offer the department's.
        if (another && check.field === 'preferredDate' && (await slots.scheduleIndex()).sessionsOn(wanted.doctor, date).length === 0) {
          const department = { service: current.service, preferredDate: date, preferredTime: time };
          return { kind: 'doctor-away', message: check.message, alternatives: await slots.alternatives(department, window) };
        }
        return { kind: 'invalid', message: check.message, field: check.field };
      }
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

    /**
     * A desk or doctor status change (confirm, check in, complete, no-show), under the time rules. A
     * confirmation tells the patient, and its reminder goes again with the calendar file confirmed.
     */
    async setStatus({
      appointmentId,
      actor,
      to,
      reason,
    }: {
      appointmentId: string;
      actor: AuditActor;
      to: Exclude<AppointmentStatus, 'cancelled'>;
      reason?: string;
    }): Promise<ChangeResult> {
      const base = { appointmentId, actor, to, ...(reason ? { reason } : {}) };
      if (to === 'confirmed') {
        const current = await repos.appointments.findById(appointmentId);
        if (!current) return { kind: 'not-found' };
        const ctx = await context(current);
        return change({ ...base, dropPending: DROPPED_ON_CHANGE, messages: (after) => confirmedMessages(after, ctx) });
      }
      return change({ ...base, ...(to === 'no_show' || to === 'completed' ? { dropPending: DROPPED_ON_CHANGE } : {}) });
    },

    /**
     * A walk-in: booked by the staff member (a free seat, or beyond capacity) and checked in, in one
     * transaction with both audit rows; a refused check-in books nothing.
     */
    async walkIn({ payload, candidates, extra, actor, newReference }: WalkInRequest): Promise<WalkInResult> {
      const schedule = await slots.scheduleIndex();
      try {
        return await storage.transaction(async (tx) => {
          const booked = extra
            ? await booking.bookExtraWithin(tx, {
                reference: newReference(),
                payload,
                doctor: payload.doctor,
                actor,
                at: now().toISOString(),
                fee: candidates.find((c) => c.doctor === payload.doctor)?.fee ?? null,
              })
            : await booking.bookWithin(tx, { payload, candidates, newReference, actor });
          if (booked.kind === 'slot-taken' || booked.kind === 'duplicate') return booked;
          if (booked.kind !== 'created') throw new Error(`A walk-in's booking answered ${booked.kind}`);
          const checkedIn = await changeIn(
            tx,
            { appointmentId: booked.appointment.appointmentId, actor, to: 'checked_in', reason: 'walk-in' },
            schedule,
          );
          if (checkedIn.kind !== 'changed') throw new WalkInRefused(checkedIn);
          if (!checkedIn.token) throw new Error('A walk-in was checked in without a token');
          return { kind: 'checked-in' as const, appointment: checkedIn.appointment, token: checkedIn.token };
        });
      } catch (error) {
        if (error instanceof WalkInRefused) return error.result;
        throw error;
      }
    },

    /**
     * Undoes the appointment's latest change, made by this staff member within the undo time: its
     * reverse, audited; a seat it had freed is taken again only if still free. Messages about the undone
     * change that are not sent yet stay unsent; a cancellation or move the patient was told of is
     * corrected by a message; the reminder follows the appointment again.
     */
    async undo({ appointmentId, actor }: { appointmentId: string; actor: AuditActor }): Promise<ChangeResult> {
      const current = await repos.appointments.findById(appointmentId);
      if (!current) return { kind: 'not-found' };
      const plan = planUndo(await repos.audit.latest(appointmentId), actor, now(), config.desk.undoMinutes);
      if (typeof plan === 'string') return { kind: 'refused', message: plan };
      const payment = await repos.payments.of(appointmentId);
      if (payment && (payment.state === 'refund_pending' || payment.state === 'refunded')) {
        return {
          kind: 'refused',
          message:
            'The patient’s online payment is being refunded for this cancellation, so it cannot be undone. Book a new appointment instead.',
        };
      }
      const told = plan.told
        ? (await repos.outbox.of(appointmentId)).filter(
            (m) => m.kind === plan.told && m.droppedAt === null && m.createdAt >= current.createdAt,
          )
        : [];
      const patientKnows = told.some((m) => m.sentAt !== null);
      const ctx = await context(current);
      const remind = isUpcoming(plan.to);
      return change({
        appointmentId,
        actor,
        undo: plan,
        reason: `Undo of ${undoneWhat(plan)}`,
        dropPending: [...DROPPED_ON_CHANGE, ...(plan.told ? [plan.told] : [])],
        messages: (after, before) =>
          !patientKnows
            ? remind
              ? reminderMessages(after, ctx)
              : []
            : plan.told === 'cancelled'
              ? reinstatedMessages(after, ctx)
              : plan.told === 'rescheduled'
                ? rescheduledMessages(after, before, ctx)
                : remind
                  ? reminderMessages(after, ctx)
                  : [],
      });
    },

    /**
     * What a staff member may do to each appointment now (the rules of the transitions and of the time, one
     * schedule read for all), and why an action the status allows later is not open yet, in the desk's words.
     */
    async allowedActions(appointments: ReadonlyArray<Scheduled & { doctor: string }>): Promise<AllowedActions[]> {
      const schedule = await slots.scheduleIndex();
      const here = hereAt(now());
      return appointments.map((appointment) => {
        const context = { here, firstSession: firstSessionOf(schedule, appointment), rules: config.desk };
        const actions: DeskAction[] = [];
        const notYet: AllowedActions['notYet'] = [];
        for (const { action, to } of DESK_ACTIONS) {
          if (to === 'cancelled') {
            if (canTransition(appointment.status, to)) actions.push(action);
            continue;
          }
          const breach = ruleBreach(appointment, to, context);
          if (breach === null) actions.push(action);
          // A status that never allows it needs no reason; a rule of the day or the order of steps does.
          else if (breach.rule !== 'transition') notYet.push({ action, reason: refusalOf(breach) });
        }
        if (canReschedule(appointment.status)) actions.push('reschedule');
        return { actions, notYet };
      });
    },

    /** The undo this staff member may make now, and until when; null when there is none. */
    async undoable(appointmentId: string, actor: AuditActor): Promise<{ until: string; what: string } | null> {
      const latest = await repos.audit.latest(appointmentId);
      const plan = planUndo(latest, actor, now(), config.desk.undoMinutes);
      if (typeof plan === 'string' || !latest) return null;
      return { until: new Date(new Date(latest.at).getTime() + config.desk.undoMinutes * 60_000).toISOString(), what: undoneWhat(plan) };
    },
  };
}

/** The actions open now, and the reasons of those the status allows but the day, the hour or the order of steps does not yet. */
export interface AllowedActions {
  actions: DeskAction[];
  notYet: Array<{ action: DeskAction; reason: string }>;
}

const DESK_ACTIONS: ReadonlyArray<{ action: DeskAction; to: AppointmentStatus }> = [
  { action: 'confirm', to: 'confirmed' },
  { action: 'check-in', to: 'checked_in' },
  { action: 'complete', to: 'completed' },
  { action: 'no-show', to: 'no_show' },
  { action: 'cancel', to: 'cancelled' },
];
