import type { AppointmentChannel, AppointmentPayload, AppointmentStatus, DeskAppointmentRow } from '@hospital/booking-contract';

/** One stored appointment, as the admin listing shows it. */
export interface StoredAppointment extends AppointmentPayload {
  appointmentId: string;
  /** ISO timestamp (UTC) of when the booking was accepted. */
  createdAt: string;
  status: AppointmentStatus;
  /** The language the patient booked in ('en', 'te', 'hi'): their e-mails and WhatsApp messages speak it. */
  language: string;
  /** Rupees as quoted when booked (the doctor's fee, or the package's price); null: none was set. */
  fee: number | null;
  /** Online (the form) or walk_in (added at the counter). */
  channel?: AppointmentChannel;
  /** When its patient's details were anonymised after the retention period (absent: they are kept). */
  erasedAt?: string;
}

/** Where a booking went: its reference, the doctor who holds it, and its slot. */
export interface BookedSlot {
  appointmentId: string;
  doctor: string;
  preferredDate: string;
  preferredTime: string;
}

/** A doctor whose schedule has the wanted slot, and how many patients that slot holds. */
export interface SeatCandidate {
  doctor: string;
  capacity: number;
  /** The doctor's consultation fee in rupees (null: none set); a booking quotes it. */
  fee?: number | null;
}

export interface AppointmentPage {
  appointments: StoredAppointment[];
  total: number;
}

/** How a slot reads in the audit table. */
export const slotText = (slot: { preferredDate: string; preferredTime: string; doctor: string }) =>
  `${slot.preferredDate} ${slot.preferredTime} ${slot.doctor}`;

/** What an anonymised appointment shows for its patient's name. */
export const ERASED_NAME = '(erased)';

/** A new appointment as it is written. */
export interface NewAppointment {
  id: string;
  createdAt: string;
  payload: AppointmentPayload;
  doctor: string;
  /** 1 … capacity; null for a walk-in beyond capacity. */
  seat: number | null;
  status: AppointmentStatus;
  language: string;
  manageTokenHash: string | null;
  extra: boolean;
  channel: AppointmentChannel;
  /** Rupees due (the doctor's fee or the package's price); null: none set. */
  fee?: number | null;
}

/** A desk row before its payment and the actions the signed-in staff member may take are added. */
export type DeskRow = Omit<DeskAppointmentRow, 'actions' | 'payment'>;
