/**
 * An appointment's life, written once for the booking API, the patient's manage page and the staff desk.
 *
 *   booked ──> confirmed ──> checked_in ──> completed
 *     │            │             
 *     ├────────────┴──> cancelled   (patient or desk, before the visit)
 *     └────────────┴──> no_show     (desk or doctor, after the time passed)
 *
 * A reschedule moves a booked or confirmed appointment to another slot and makes it `booked` again:
 * the new time has not been confirmed by the desk yet.
 *
 * Pay Now (with a gateway configured) books into `payment_pending`, which holds the seat for a while:
 *
 *   payment_pending ──> booked    (paid, or switched to Pay at Hospital)
 *         ├──────────> expired   (the hold ran out unpaid: the seat is free again)
 *         └──────────> cancelled
 *   expired ──> booked           (the payment came late and the seat was still free)
 */
export const APPOINTMENT_STATUSES = ['booked', 'confirmed', 'checked_in', 'completed', 'cancelled', 'no_show', 'payment_pending', 'expired'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** The statuses that hold a seat: the database's unique indexes count only these. */
export const SEAT_HOLDING_STATUSES: readonly AppointmentStatus[] = ['booked', 'confirmed', 'checked_in', 'payment_pending'];

/** Every change of status that may happen, from each status. Anything else is refused. */
export const STATUS_TRANSITIONS: Readonly<Record<AppointmentStatus, readonly AppointmentStatus[]>> = {
  booked: ['confirmed', 'checked_in', 'cancelled', 'no_show'],
  confirmed: ['checked_in', 'cancelled', 'no_show'],
  checked_in: ['completed'],
  completed: [],
  cancelled: [],
  no_show: [],
  payment_pending: ['booked', 'expired', 'cancelled'],
  expired: ['booked'],
};

/** The statuses from which an appointment may move to another slot (it becomes `booked`). */
export const RESCHEDULABLE_STATUSES: readonly AppointmentStatus[] = ['booked', 'confirmed'];

export const isAppointmentStatus = (value: unknown): value is AppointmentStatus =>
  typeof value === 'string' && (APPOINTMENT_STATUSES as readonly string[]).includes(value);

export const canTransition = (from: AppointmentStatus, to: AppointmentStatus): boolean => STATUS_TRANSITIONS[from].includes(to);

export const canReschedule = (from: AppointmentStatus): boolean => RESCHEDULABLE_STATUSES.includes(from);

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
