// The staff API's answers, as the appointments desk console reads them (mfe-booking/server/features/desk).
import { formatRupees } from '@hospital/hospital-data';
import { PAYMENT_METHOD_NAMES, type PaymentSummary } from './payments';
import type { QueueTokenAnswer } from './queue-schemas';

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

/** The language a patient booked in, as the desk and its CSV name it (the desk speaks English). */
export const BOOKED_LANGUAGE_LABELS: Readonly<Record<string, string>> = { en: 'English', te: 'Telugu', hi: 'Hindi' };

/**
 * What the desk can do to an appointment; each is `POST /api/staff/appointments/<ref>/<action>`.
 * paid-at-counter: money taken at the counter ({ amount, method }), for an appointment not paid online.
 */
export const DESK_ACTIONS = ['confirm', 'check-in', 'complete', 'no-show', 'cancel', 'reschedule', 'paid-at-counter'] as const;
export type DeskAction = (typeof DESK_ACTIONS)[number];

/** The patient's choice of payment as the desk reads it; the payment's own state is `paymentText`. */
export const PAYMENT_CHOICE_LABELS: Readonly<Record<string, string>> = { pay_now: 'Pay now', pay_at_hospital: 'Pay at hospital' };

/**
 * An appointment's money in the desk's words, for its list, page and CSV: 'Paid ₹800 online (UPI, pay_…)',
 * 'Paid ₹800 at the counter (cash)', 'Awaiting online payment of ₹800', 'Refund of ₹800 pending', 'Refunded
 * ₹800 (rfnd_…)', 'Refund of ₹800 failed: call the patient…', 'Not paid: ₹800 due at the hospital'.
 */
export function paymentText(payment: PaymentSummary): string {
  const rupees = (amount: number) => formatRupees(amount, 'en');
  const method = (name: string | null) => (name ? (PAYMENT_METHOD_NAMES[name] ?? name) : '');
  switch (payment.state) {
    case 'paid':
      if (!payment.paid) return 'Paid';
      return payment.paid.via === 'counter'
        ? `Paid ${rupees(payment.paid.amount)} at the counter${payment.paid.method ? ` (${method(payment.paid.method)})` : ''}`
        : `Paid ${rupees(payment.paid.amount)} online (${[method(payment.paid.method), payment.paid.paymentId].filter(Boolean).join(', ')})`;
    case 'pending':
      return payment.fee === null ? 'Awaiting online payment' : `Awaiting online payment of ${rupees(payment.fee)}`;
    case 'refund_pending':
      return payment.refund
        ? `Refund of ${rupees(payment.refund.amount)} pending${payment.refund.refundId ? ` (${payment.refund.refundId})` : ''}`
        : 'Refund pending';
    case 'refund_failed':
      return `Refund${payment.refund ? ` of ${rupees(payment.refund.amount)}` : ''} failed: call the patient and refund by hand`;
    case 'refunded':
      return payment.refund
        ? `Refunded ${rupees(payment.refund.amount)}${payment.refund.refundId ? ` (${payment.refund.refundId})` : ''}`
        : 'Refunded';
    case 'unpaid':
      return payment.fee === null ? 'Not paid' : `Not paid: ${rupees(payment.fee)} due at the hospital`;
  }
}

/** A patient's age as the desk reads it: the years ("34"), or a baby's months ("7 months", "under 1 month"). */
export function deskAgeText({ age, ageMonths }: { age: number; ageMonths?: number | null | undefined }): string {
  if (ageMonths === null || ageMonths === undefined) return String(age);
  if (ageMonths === 0) return 'under 1 month';
  return ageMonths === 1 ? '1 month' : `${ageMonths} months`;
}

export interface DeskAppointmentRow {
  reference: string;
  fullName: string;
  age: number;
  /** A baby under one year's age in months (its age is 0); null for an age in years. */
  ageMonths: number | null;
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
  /** The fee quoted when booked (rupees); null: none set. */
  fee: number | null;
  /** Where the money stands: not paid (at the hospital), awaiting an online payment, paid (amount, id), refunded. */
  payment: PaymentSummary;
  /** What the signed-in staff member may do now (their role, the status, the day and time). */
  actions: DeskAction[];
  /** Actions the status allows but not yet (the day, the hour, check-in first), each with the server's reason. */
  notYet?: DeskActionNotYet[];
}

/** An action not open yet, and why, in the words the API refuses it with. */
export interface DeskActionNotYet {
  action: DeskAction;
  reason: string;
}

/** Answers a desk search gives at most: a receptionist narrows a longer list by typing more. */
export const DESK_SEARCH_LIMIT = 50;

/** `GET /api/staff/appointments/search?q=…`: upcoming first (soonest first), then past (latest first), at most DESK_SEARCH_LIMIT. */
export interface DeskSearchAnswer {
  success: true;
  appointments: DeskAppointmentRow[];
}

/** One row of an appointment's history: who, when, from, to, why. */
export interface DeskHistoryEntry {
  at: string;
  actor: { kind: 'patient' | 'staff' | 'system'; id?: string };
  action: 'book' | 'status' | 'reschedule' | 'erase';
  fromStatus: string | null;
  toStatus: string;
  fromSlot: string | null;
  toSlot: string | null;
  reason: string;
  /** A later change undid this one. */
  undone: boolean;
}

/** Where a message to the patient stands: waiting its time, sent, failing and tried again, failed (not tried again: a person decides), no longer sent. */
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

/**
 * Outbox work that failed for good (a refund the gateway refused, a mail the patient's server refused, or
 * work past its last try), for the admin to retry, settle by hand or follow up by calling the patient.
 */
export interface FailedWork {
  seq: number;
  /** refund on the channel payment; otherwise the message's kind (booked, cancelled…). */
  kind: string;
  channel: 'email' | 'whatsapp' | 'payment';
  reference: string;
  patient: { fullName: string; phone: string; email: string; language: string };
  /** Rupees: the refund owed (refunds only). */
  amount: number | null;
  reason: string;
  failedAt: string;
  attempts: number;
  /** Who did what to it: given up, tried again, settled. */
  log: Array<{
    at: string;
    actor: { kind: 'staff' | 'system'; id?: string };
    action: 'given_up' | 'retried' | 'refunded_by_hand' | 'settled';
    detail: string;
  }>;
}

export interface FailedWorkAnswer {
  success: true;
  work: FailedWork[];
}

/** The change the signed-in staff member may still undo, and until when. */
export interface DeskUndo {
  until: string;
  what: string;
}

/** One change of the appointment's money: held, the gateway's order, paid, failed, expired, a refund asked for or made, money at the counter. */
export interface DeskPaymentEntry {
  at: string;
  actor: { kind: 'patient' | 'staff' | 'system' | 'gateway'; id?: string };
  action: string;
  /** Rupees. */
  amount: number | null;
  detail: string;
}

/** `GET /api/staff/appointments/<reference>`. */
export interface DeskDetailAnswer {
  success: true;
  appointment: DeskAppointmentRow;
  history: DeskHistoryEntry[];
  messages: DeskMessage[];
  undo: DeskUndo | null;
  payments: DeskPaymentEntry[];
}

/** The answer of every action on an appointment. */
export interface DeskActionAnswer {
  success: true;
  appointment: DeskAppointmentRow | null;
  undo: DeskUndo | null;
  /** A check-in's token. */
  token?: QueueTokenAnswer;
}

/** `POST /api/staff/walk-ins`: booked and checked in, with the token to read out. */
export interface DeskWalkInAnswer {
  success: true;
  reference: string;
  extra: boolean;
  token: QueueTokenAnswer;
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
