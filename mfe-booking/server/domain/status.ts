/**
 * What each status of an appointment allows, written once for the patient's link, the desk, payments and
 * the workers. The statuses themselves (and their labels) are the contract's: the browser shows them.
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
import type { AppointmentStatus } from '@hospital/booking-contract';

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

export const canTransition = (from: AppointmentStatus, to: AppointmentStatus): boolean => STATUS_TRANSITIONS[from].includes(to);

/**
 * The statuses that hold a seat: counted by the free times and guarded by the database's unique indexes
 * (migration 009 spells the same list in SQL). A visit that took place (completed) holds none any more.
 */
export const SEAT_HOLDING_STATUSES: readonly AppointmentStatus[] = ['booked', 'confirmed', 'checked_in', 'payment_pending'];

export const holdsSeat = (status: AppointmentStatus): boolean => SEAT_HOLDING_STATUSES.includes(status);

/** Back to holding a seat (an expired hold booked again): only while its seat and the patient's day are free. */
export const retakesSeat = (from: AppointmentStatus, to: AppointmentStatus): boolean => holdsSeat(to) && !holdsSeat(from);

/**
 * Still to come and the patient's to change: it may be moved to another slot or cancelled through the
 * manage link, and its reminder is due. A held booking is not, until it is paid.
 */
export const UPCOMING_STATUSES: readonly AppointmentStatus[] = ['booked', 'confirmed'];

export const isUpcoming = (status: AppointmentStatus): boolean => UPCOMING_STATUSES.includes(status);

/** The statuses from which an appointment may move to another slot (it becomes `booked`). */
export const canReschedule = isUpcoming;

export const canCancel = (status: AppointmentStatus): boolean => canTransition(status, 'cancelled');

export const canCheckIn = (status: AppointmentStatus): boolean => canTransition(status, 'checked_in');

export const canMarkNoShow = (status: AppointmentStatus): boolean => canTransition(status, 'no_show');

export const canComplete = (status: AppointmentStatus): boolean => canTransition(status, 'completed');

/**
 * Completing an appointment that is still to come: refused with its own words (check the patient in
 * first), not as a transition the status does not have.
 */
export const completesBeforeCheckIn = (from: AppointmentStatus, to: AppointmentStatus): boolean => to === 'completed' && isUpcoming(from);

/**
 * The visit stands or took place: a fee paid for it is kept. Money may be taken at the counter, and an
 * online payment that arrives late is kept with a receipt; in any other status (cancelled, no-show) a
 * late payment is refunded. Unlike the seat, a completed visit keeps its payment.
 */
export const PAYMENT_KEEPING_STATUSES: readonly AppointmentStatus[] = ['booked', 'confirmed', 'checked_in', 'completed'];

export const keepsPayment = (status: AppointmentStatus): boolean => PAYMENT_KEEPING_STATUSES.includes(status);
