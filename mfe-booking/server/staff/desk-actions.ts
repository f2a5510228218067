// The desk's changes to an appointment, each one store.change (status or slot, audit row and messages in
// one transaction). The manage issue's appointment actions provide the patient's messages; until they are
// merged here, these make the same changes without a message.
import type { AppointmentStatus, AuditActor, DatedSlot } from '@hospital/shared-types';
import type { SlotService } from '../schedule/service';
import type { AppointmentStore, ChangeResult } from '../store/types';

export type RescheduleOutcome = ChangeResult | { kind: 'invalid'; message: string; field?: string | undefined } | { kind: 'slot-taken'; alternatives: DatedSlot[] };

export interface DeskActions {
  cancel(input: { appointmentId: string; actor: AuditActor; reason?: string | undefined }): Promise<ChangeResult>;
  reschedule(input: { appointmentId: string; actor: AuditActor; date: string; time: string; reason?: string | undefined }): Promise<RescheduleOutcome>;
  setStatus(input: { appointmentId: string; actor: AuditActor; to: Exclude<AppointmentStatus, 'cancelled'>; reason?: string }): Promise<ChangeResult>;
}

export function createDeskActions({ store, slots }: { store: AppointmentStore; slots: SlotService }): DeskActions {
  return {
    cancel: ({ appointmentId, actor, reason }) => store.change({ appointmentId, actor, to: 'cancelled', ...(reason ? { reason } : {}) }),
    async reschedule({ appointmentId, actor, date, time, reason }) {
      const current = await store.findById(appointmentId);
      if (!current) return { kind: 'not-found' };
      const wanted = { service: current.service, doctor: current.doctor, date, time };
      const window = slots.window();
      const check = await slots.check(wanted, window);
      if (!check.ok) return { kind: 'invalid', message: check.message, field: check.field };
      const result = await store.change({ appointmentId, actor, reschedule: { date, time, candidates: check.candidates }, ...(reason ? { reason } : {}) });
      if (result.kind === 'slot-taken') return { kind: 'slot-taken', alternatives: await slots.alternatives(wanted, window) };
      return result;
    },
    setStatus: ({ appointmentId, actor, to, reason }) => store.change({ appointmentId, actor, to, ...(reason ? { reason } : {}) }),
  };
}
