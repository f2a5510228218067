import type { AppointmentPayload, AppointmentStatus, AuditActor } from '@hospital/shared-types';
import type { AuditEntry, OutboxMessage, StoredAppointment } from './types';

/** An appointments row as both databases return it; only how they hand back created_at differs. */
export interface AppointmentRow<CreatedAt = string> {
  id: string;
  created_at: CreatedAt;
  full_name: string;
  age: number;
  gender: AppointmentPayload['gender'];
  email: string;
  phone: string;
  whatsapp: string;
  address: string;
  service: AppointmentPayload['service'];
  doctor: string;
  preferred_date: string;
  preferred_time: string;
  message: string;
  payment_method: AppointmentPayload['paymentMethod'];
  status: AppointmentStatus;
  language: string;
}

export const toAppointment = (row: AppointmentRow<string | Date>): StoredAppointment => ({
  appointmentId: row.id,
  createdAt: row.created_at instanceof Date ? row.created_at.toISOString() : row.created_at,
  fullName: row.full_name,
  age: row.age,
  gender: row.gender,
  email: row.email,
  phone: row.phone,
  whatsapp: row.whatsapp,
  address: row.address,
  service: row.service,
  doctor: row.doctor,
  preferredDate: row.preferred_date,
  preferredTime: row.preferred_time,
  message: row.message,
  paymentMethod: row.payment_method,
  status: row.status,
  language: row.language,
});

type Time = string | Date;
const iso = (value: Time) => (value instanceof Date ? value.toISOString() : value);
const isoOrNull = (value: Time | null) => (value === null ? null : iso(value));

export interface AuditRow {
  at: Time;
  actor_kind: 'patient' | 'staff' | 'system';
  actor_id: string | null;
  action: AuditEntry['action'];
  from_status: AppointmentStatus | null;
  to_status: AppointmentStatus;
  from_slot: string | null;
  to_slot: string | null;
  reason: string;
}

const actorOf = (row: AuditRow): AuditActor => (row.actor_kind === 'staff' ? { kind: 'staff', id: row.actor_id ?? '' } : { kind: row.actor_kind });

export const toAuditEntry = (row: AuditRow): AuditEntry => ({
  at: iso(row.at),
  actor: actorOf(row),
  action: row.action,
  fromStatus: row.from_status,
  toStatus: row.to_status,
  fromSlot: row.from_slot,
  toSlot: row.to_slot,
  reason: row.reason,
});

export const actorColumns = (actor: AuditActor) => ({ actorKind: actor.kind, actorId: actor.kind === 'staff' ? actor.id : null });

/** How a slot reads in the audit table. */
export const slotText = (slot: { preferredDate: string; preferredTime: string; doctor: string }) => `${slot.preferredDate} ${slot.preferredTime} ${slot.doctor}`;

export interface OutboxRow {
  seq: number | string;
  kind: string;
  appointment_id: string;
  channel: 'email' | 'whatsapp';
  payload: string;
  created_at: Time;
  due_at: Time;
  attempts: number;
  next_attempt_at: Time;
  sent_at: Time | null;
  dropped_at: Time | null;
  last_error: string | null;
}

export const toOutboxMessage = (row: OutboxRow): OutboxMessage => ({
  seq: Number(row.seq),
  kind: row.kind,
  appointmentId: row.appointment_id,
  channel: row.channel,
  payload: JSON.parse(row.payload) as unknown,
  createdAt: iso(row.created_at),
  dueAt: iso(row.due_at),
  attempts: row.attempts,
  nextAttemptAt: iso(row.next_attempt_at),
  sentAt: isoOrNull(row.sent_at),
  droppedAt: isoOrNull(row.dropped_at),
  lastError: row.last_error,
});
