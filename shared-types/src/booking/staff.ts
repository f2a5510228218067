// The staff API's answers, as the appointments desk console reads them (mfe-booking/server/features/desk).

export type StaffRoleName = 'desk' | 'doctor' | 'admin';

export interface StaffAccount {
  username: string;
  role: StaffRoleName;
  /** The doctor's slug, for the doctor role. */
  doctor: string | null;
}

/** `GET /api/staff/session` and a successful `POST /api/staff/sign-in`. */
export interface StaffSessionAnswer {
  success: true;
  user: StaffAccount;
  /** Sent back as X-CSRF-Token on every change. */
  csrfToken: string;
  idleMinutes: number;
}

export interface DeskAppointmentRow {
  reference: string;
  fullName: string;
  age: number;
  gender: string;
  phone: string;
  email: string;
  service: string;
  doctor: string;
  date: string;
  time: string;
  status: string;
  message: string;
  createdAt: string;
  /** A walk-in added beyond the slot's capacity. */
  extra: boolean;
}

/** `GET /api/staff/appointments?date=…` (or `from` and `to`). */
export interface DeskDayAnswer {
  success: true;
  from: string;
  to: string;
  appointments: DeskAppointmentRow[];
  totals: Record<string, number>;
}

export const STAFF_API_BASE = '/api/staff';
export const CSRF_HEADER_NAME = 'X-CSRF-Token';
