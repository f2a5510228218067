// The changes a patient (manage link) or the staff desk makes to an appointment, each one store.change:
// status or slot, audit row and the patient's messages in one transaction.
import { bookingMessage, type AppointmentStatus, type AuditActor, type DatedSlot, type Language } from '@hospital/shared-types';
import type { BookingConfig } from '../config';
import { DROPPED_ON_CHANGE, bookedMessages, cancelledMessages, rescheduledMessages, startOf, type ComposeContext } from '../messages/compose';
import { durationIn } from '../language';
import type { SlotService } from '../schedule/service';
import type { ChangeResult, StoredAppointment } from '../store/types';
import type { AppointmentStore } from '../store/types';
import { site } from '@hospital/shared-types';

export interface ActionOptions {
  store: AppointmentStore;
  slots: SlotService;
  config: Pick<BookingConfig, 'siteUrl' | 'whatsapp' | 'manageCutoffMinutes'>;
  now: () => Date;
}

export type RescheduleOutcome =
  | ChangeResult
  /** The wanted time is not one of the doctor's slots, or outside the booking window. */
  | { kind: 'invalid'; message: string; field?: string | undefined }
  | { kind: 'slot-taken'; alternatives: DatedSlot[] };

export type AppointmentActions = ReturnType<typeof createAppointmentActions>;

export function createAppointmentActions({ store, slots, config, now }: ActionOptions) {
  const context = async (appointment: { doctor: string; appointmentId?: string }, extra: Partial<ComposeContext> = {}): Promise<ComposeContext> => ({
    siteUrl: config.siteUrl,
    // Every change so far is an audit row: this one's calendar SEQUENCE is higher than any before it.
    ...(appointment.appointmentId ? { sequence: (await store.history(appointment.appointmentId)).length } : {}),
    whatsapp: Boolean(config.whatsapp),
    durationMinutes: await slots.slotMinutesOf(appointment.doctor),
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
        : bookingMessage(language, 'manage.cutoff', { duration: durationIn(language, config.manageCutoffMinutes), phone: site.phoneDisplay });

  return {
    beforeCutoff,
    /** The messages of a new booking (confirmation, reminder), for store.book. */
    bookedMessages: async (doctor: string, managePath: string | undefined) => {
      const ctx = await context({ doctor }, { managePath });
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
    }) {
      const current = await store.findById(appointmentId);
      if (!current) return { kind: 'not-found' } as const;
      const ctx = await context(current, { managePath, reason });
      return store.change({
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
      const current = await store.findById(appointmentId);
      if (!current) return { kind: 'not-found' };
      // The patient's doctor keeps the appointment; the slot engine says whether the time exists and is bookable.
      const wanted = { service: current.service, doctor: current.doctor, date, time };
      const window = slots.window();
      const check = await slots.check({ ...wanted, language }, window);
      if (!check.ok) return { kind: 'invalid', message: check.message, field: check.field };
      const ctx = await context(current, { managePath, reason });
      const result = await store.change({
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
    setStatus({ appointmentId, actor, to, reason }: { appointmentId: string; actor: AuditActor; to: Exclude<AppointmentStatus, 'cancelled'>; reason?: string }) {
      return store.change({ appointmentId, actor, to, ...(reason ? { reason } : {}), ...(to === 'no_show' || to === 'completed' ? { dropPending: DROPPED_ON_CHANGE } : {}) });
    },
  };
}
