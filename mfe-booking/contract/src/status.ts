/** An appointment's statuses; what each allows is the booking API's (server/domain/status.ts). */
export const APPOINTMENT_STATUSES = [
  'booked',
  'confirmed',
  'checked_in',
  'completed',
  'cancelled',
  'no_show',
  'payment_pending',
  'expired',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const isAppointmentStatus = (value: unknown): value is AppointmentStatus =>
  typeof value === 'string' && (APPOINTMENT_STATUSES as readonly string[]).includes(value);

/** Who made a change: the patient (manage link), a staff member (by id) or the system (e.g. the outbox). */
export type AuditActor = { kind: 'patient' } | { kind: 'staff'; id: string } | { kind: 'system' };

/** How the patient and the desk read each status. */
export const STATUS_LABELS: Readonly<Record<AppointmentStatus, string>> = {
  booked: 'Booked',
  confirmed: 'Confirmed',
  checked_in: 'Checked in',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'Did not attend',
  payment_pending: 'Awaiting payment',
  expired: 'Not paid in time',
};
