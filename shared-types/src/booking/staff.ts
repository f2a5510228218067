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

/** How an appointment reached the hospital: the booking form, or the desk at the counter. */
export type AppointmentChannel = 'online' | 'walk_in';
export const CHANNEL_LABELS: Readonly<Record<AppointmentChannel, string>> = { online: 'Online', walk_in: 'Walk-in' };

/** What the desk can do to an appointment; each is `POST /api/staff/appointments/<ref>/<action>`. */
export const DESK_ACTIONS = ['confirm', 'check-in', 'complete', 'no-show', 'cancel', 'reschedule'] as const;
export type DeskAction = (typeof DESK_ACTIONS)[number];

/** The patient's choice of payment as the desk reads it (issue 35 adds the payment's own state beside it). */
export const PAYMENT_CHOICE_LABELS: Readonly<Record<string, string>> = { pay_now: 'Pay now', pay_at_hospital: 'Pay at hospital' };

export interface DeskAppointmentRow {
  reference: string;
  fullName: string;
  age: number;
  gender: string;
  phone: string;
  whatsapp: string;
  email: string;
  address: string;
  service: string;
  doctor: string;
  /** The doctor's name, as every screen and message shows it. */
  doctorName: string;
  date: string;
  time: string;
  status: string;
  message: string;
  createdAt: string;
  /** A walk-in added beyond the slot's capacity. */
  extra: boolean;
  channel: AppointmentChannel;
  /** The language the patient booked in: en, te or hi. */
  language: string;
  paymentMethod: string;
  /** What the signed-in staff member may do now (their role, the status, the day and time). */
  actions: DeskAction[];
}

/** `GET /api/staff/appointments/search?q=…`: upcoming first (soonest first), then past (latest first). */
export interface DeskSearchAnswer {
  success: true;
  appointments: DeskAppointmentRow[];
}

/** One row of an appointment's history: who, when, from, to, why. */
export interface DeskHistoryEntry {
  at: string;
  actor: { kind: 'patient' | 'staff' | 'system'; id?: string };
  action: 'book' | 'status' | 'reschedule';
  fromStatus: string | null;
  toStatus: string;
  fromSlot: string | null;
  toSlot: string | null;
  reason: string;
  /** A later change undid this one. */
  undone: boolean;
}

/** Where a message to the patient stands: waiting its time, sent, failing and tried again, failing for long, no longer sent. */
export type DeliveryState = 'waiting' | 'sent' | 'retrying' | 'failed' | 'dropped';

export interface DeskMessage {
  kind: string;
  /** payment: a request to the payment gateway (a refund), sent and retried like a message. */
  channel: 'email' | 'whatsapp' | 'payment';
  state: DeliveryState;
  createdAt: string;
  dueAt: string;
  sentAt: string | null;
  attempts: number;
  lastError: string | null;
}

/** The change the signed-in staff member may still undo, and until when. */
export interface DeskUndo {
  until: string;
  what: string;
}

/** `GET /api/staff/appointments/<reference>`. */
export interface DeskDetailAnswer {
  success: true;
  appointment: DeskAppointmentRow;
  history: DeskHistoryEntry[];
  messages: DeskMessage[];
  undo: DeskUndo | null;
}

/** The answer of every action on an appointment. */
export interface DeskActionAnswer {
  success: true;
  appointment: DeskAppointmentRow | null;
  undo: DeskUndo | null;
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
