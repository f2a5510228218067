// Undoing a change at the desk: the reverse of the appointment's latest change, by the staff member who
// made it, within a few minutes. Written as its own audit row that names the row it undoes, so nothing
// is erased and a change is undone once at most.
import type { AppointmentStatus, AuditActor } from '@hospital/booking-contract';
import type { RecordedAudit } from './audit';

/** What an undo writes: the status (and slot) to go back to, from the status the appointment must still have. */
export interface UndoPlan {
  undoes: number;
  action: 'status' | 'reschedule';
  /** The status the undone change left, which the appointment must still have. */
  expect: AppointmentStatus;
  to: AppointmentStatus;
  /** The slot to move back to (an undone move). */
  slot?: { date: string; time: string; doctor: string };
  /** The kind of messages the undone change sent. */
  told: string | null;
}

const TOLD: Partial<Record<AppointmentStatus, string>> = { confirmed: 'confirmed', cancelled: 'cancelled' };

/** 'YYYY-MM-DD HH:MM doctor-slug', as the audit table writes a slot. */
export const slotOfText = (text: string | null) => {
  const [date, time, doctor] = (text ?? '').split(' ');
  return date && time && doctor ? { date, time, doctor } : null;
};

/** The undo of `latest` by `actor` at `now`, or why there is none. */
export function planUndo(latest: RecordedAudit | null, actor: AuditActor, now: Date, undoMinutes: number): UndoPlan | string {
  if (!latest || latest.action === 'book' || latest.fromStatus === null) return 'There is no change to undo on this appointment.';
  if (latest.undoes !== null && latest.undoes !== undefined) return 'The last change was an undo: there is nothing more to undo.';
  if (actor.kind !== 'staff' || latest.actor.kind !== 'staff' || latest.actor.id !== actor.id)
    return 'Only the staff member who made the last change can undo it.';
  if (now.getTime() - new Date(latest.at).getTime() > undoMinutes * 60_000)
    return `A change can be undone only within ${undoMinutes} minutes.`;
  if (latest.action === 'reschedule') {
    const slot = slotOfText(latest.fromSlot);
    if (!slot) return 'There is no change to undo on this appointment.';
    return { undoes: latest.seq, action: 'reschedule', expect: latest.toStatus, to: latest.fromStatus, slot, told: 'rescheduled' };
  }
  return { undoes: latest.seq, action: 'status', expect: latest.toStatus, to: latest.fromStatus, told: TOLD[latest.toStatus] ?? null };
}

/** A change as the desk names it ('Undo the no-show'), by the status it led to. */
const CHANGE_NAMES: Record<AppointmentStatus, string> = {
  booked: 'the change back to booked',
  confirmed: 'the confirmation',
  checked_in: 'the check-in',
  completed: 'the completion',
  no_show: 'the no-show',
  cancelled: 'the cancellation',
  // The gateway and the holds worker lead to these, never the desk, so no undo names them; the type asks for every status.
  payment_pending: 'the hold for online payment',
  expired: 'the release of the hold',
};

/** What an undo undoes, for the audit row's reason and the desk's answer. */
export const undoneWhat = (plan: UndoPlan) => (plan.action === 'reschedule' ? 'the move' : CHANGE_NAMES[plan.expect]);
