// The audit trail's row: every change of an appointment, who made it, from what to what, and why.
import type { AppointmentStatus, AuditActor } from '@hospital/booking-contract';

export interface AuditEntry {
  /** The change this one undid (its seq). */
  undoes?: number | null;
  at: string;
  actor: AuditActor;
  action: 'book' | 'status' | 'reschedule' | 'erase';
  fromStatus: AppointmentStatus | null;
  toStatus: AppointmentStatus;
  /** 'YYYY-MM-DD HH:MM doctor-slug' before and after a reschedule (the booked slot for 'book'). */
  fromSlot: string | null;
  toSlot: string | null;
  reason: string;
}

/** A row as read back: with its seq, which an undo names. */
export type RecordedAudit = AuditEntry & { seq: number };
