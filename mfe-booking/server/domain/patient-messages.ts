// Which messages a booking change sends, and what they carry. The outbox stores these payloads; the
// worker renders and sends them later (messages/render.ts), so a change never waits for a mail server.
import { findDoctorIdentity, inLanguage, isLanguage, site } from '@hospital/hospital-data';
import { MANAGE_PAGE_PATH } from '@hospital/shared-types';
import type { StoredAppointment } from './appointment';
import type { NewOutboxMessage } from './outbox-message';
import { instantOf } from './calendar';

/** The messages that also go by WhatsApp (each an approved template). */
export type MessageKind = 'booked' | 'confirmed' | 'rescheduled' | 'cancelled' | 'reinstated' | 'reminder';
/**
 * E-mail only: a Pay Now booking held for its payment (how to finish it), a receipt for a payment made after
 * booking, a late payment's refund, a refund that could not be made.
 */
export type EmailOnlyKind = 'payment_held' | 'payment_received' | 'payment_late' | 'refund_failed';

/**
 * The fee in a message, and where it stands: due at the hospital, paid online (the receipt: payment id and
 * method) or at the counter, being refunded, or owed back after the refund could not be made online. Rupees.
 */
export interface FeeNote {
  amount: number;
  status: 'due' | 'paid' | 'paid_counter' | 'refund' | 'refund_failed';
  paymentId?: string | null;
  method?: string | null;
}

export interface MessagePayload {
  kind: MessageKind | EmailOnlyKind;
  language: string;
  email: string;
  whatsapp: string;
  fullName: string;
  /** A minor's parent or guardian: the messages greet them, about the patient (absent for an adult). */
  guardianName?: string;
  reference: string;
  service: string;
  doctor: { slug: string; name: string };
  date: string;
  time: string;
  durationMinutes: number;
  /**
   * Absolute link to the manage page, in the patient's language (`/te/…`, `/hi/…`); absent when the change was
   * made without the patient's link (the desk).
   */
  manageUrl: string | null;
  /** Where to find the appointment without the link, in the patient's language. */
  findUrl: string;
  /** Where a moved appointment was: its day, time and (when the desk moved it to another doctor) doctor. */
  previous: { date: string; time: string; doctor?: { slug: string; name: string } } | null;
  /** The desk has confirmed it (the calendar file's STATUS is CONFIRMED, else TENTATIVE); absent in older messages. */
  confirmed?: boolean;
  reason: string;
  /** The hospital's own words on a change (the desk's or admin's reason), said to be theirs in every language. */
  note?: string;
  /** The calendar file's SEQUENCE: 0 when booked, higher with every later change. */
  sequence: number;
  hospital: { name: string; phone: string; address: string };
  /** The fee and its state; absent in messages written before fees existed, null when no fee is set. */
  fee?: FeeNote | null;
  /** A held Pay Now booking: when the hold ends (ISO instant). */
  holdUntil?: string;
}

export interface ComposeContext {
  siteUrl: string;
  whatsapp: boolean;
  durationMinutes: number;
  /** The patient's manage path (`/appoinment/manage/<token>`), when this request has it. */
  managePath?: string | undefined;
  now: Date;
  reason?: string | undefined;
  /** The hospital's words to the patient on this change (staff changes). */
  note?: string | undefined;
  /** The calendar SEQUENCE of this change: the number of changes recorded before it (0 for the booking). */
  sequence?: number;
  /** The fee as it stands now (the appointment's fee due, unless paid or refunded). */
  fee?: FeeNote | null;
}

/** Not sent until released (a Pay Now booking's confirmation waits for its payment): due at the end of time. */
export const HELD_UNTIL_RELEASED = new Date('9999-12-31T00:00:00.000Z');

export const REMINDER_HOURS_BEFORE = 24;

/** When the appointment starts (India time), as an instant. */
export const startOf = (appointment: { preferredDate: string; preferredTime: string }): Date =>
  instantOf(appointment.preferredDate, appointment.preferredTime);

/** The doctor as messages name them: never the slug. */
export const namedDoctor = (slug: string) => ({ slug, name: findDoctorIdentity(slug)?.name ?? slug });

/** The fee a message states: what the context knows of its payment, else the appointment's fee, due. */
const feeOf = (appointment: StoredAppointment, context: ComposeContext): FeeNote | null =>
  context.fee !== undefined ? context.fee : appointment.fee !== null ? { amount: appointment.fee, status: 'due' } : null;

function payload(
  kind: MessagePayload['kind'],
  appointment: StoredAppointment,
  context: ComposeContext,
  previous: MessagePayload['previous'],
): MessagePayload {
  const sequence = kind === 'booked' ? 0 : Math.max(1, context.sequence ?? 1);
  // Every link keeps the language the patient booked in: a Telugu e-mail opens Telugu pages.
  const language = isLanguage(appointment.language) ? appointment.language : 'en';
  return {
    kind,
    language: appointment.language,
    email: appointment.email,
    whatsapp: appointment.whatsapp,
    fullName: appointment.fullName,
    ...(appointment.guardianName ? { guardianName: appointment.guardianName } : {}),
    reference: appointment.appointmentId,
    service: appointment.service,
    doctor: namedDoctor(appointment.doctor),
    date: appointment.preferredDate,
    time: appointment.preferredTime,
    durationMinutes: context.durationMinutes,
    manageUrl: context.managePath ? `${context.siteUrl}${inLanguage(context.managePath, language)}` : null,
    findUrl: `${context.siteUrl}${inLanguage(MANAGE_PAGE_PATH, language)}`,
    previous,
    confirmed: appointment.status === 'confirmed',
    reason: context.reason ?? '',
    ...(context.note ? { note: context.note } : {}),
    sequence,
    hospital: {
      name: site.name,
      phone: site.phoneDisplay,
      address: `${site.address.street}, ${site.address.locality}, ${site.address.city} ${site.address.postalCode}`,
    },
    fee: feeOf(appointment, context),
  };
}

function both(kind: MessageKind, body: MessagePayload, dueAt: Date, context: ComposeContext): NewOutboxMessage[] {
  const messages: NewOutboxMessage[] = [{ kind, channel: 'email', payload: body, dueAt }];
  if (context.whatsapp && body.whatsapp) messages.push({ kind, channel: 'whatsapp', payload: body, dueAt });
  return messages;
}

/** A reminder 24 hours before, unless that moment has already passed. */
function reminder(appointment: StoredAppointment, context: ComposeContext): NewOutboxMessage[] {
  const due = new Date(startOf(appointment).getTime() - REMINDER_HOURS_BEFORE * 3_600_000);
  return due > context.now ? both('reminder', payload('reminder', appointment, context, null), due, context) : [];
}

export const bookedMessages = (appointment: StoredAppointment, context: ComposeContext): NewOutboxMessage[] => [
  ...both('booked', payload('booked', appointment, context, null), context.now, context),
  ...reminder(appointment, context),
];

/**
 * A Pay Now booking's confirmation, written with the booking (it alone carries the manage link) and held
 * until the payment comes (or the patient switches to Pay at Hospital); dropped if the hold runs out.
 */
export const heldBookedMessages = (appointment: StoredAppointment, context: ComposeContext, holdUntil?: string): NewOutboxMessage[] => [
  ...both('booked', payload('booked', appointment, context, null), HELD_UNTIL_RELEASED, context),
  ...(holdUntil ? heldNotice(appointment, context, holdUntil) : []),
];

/** A held booking's notice: dropped unsent when the hold ends first (paid, switched, run out, cancelled). */
export const HELD_NOTICE = 'payment_held';

/**
 * Sent now, once per hold (it is written only with the booking that starts the hold): what is held until
 * when, and the two ways to finish: pay through the manage link, or pay at the hospital.
 */
function heldNotice(appointment: StoredAppointment, context: ComposeContext, holdUntil: string): NewOutboxMessage[] {
  const body = { ...payload('payment_held', appointment, context, null), holdUntil };
  return [{ kind: HELD_NOTICE, channel: 'email', payload: body, dueAt: context.now }];
}

/** A receipt for a payment that came after the appointment was already booked (it had switched to the hospital). */
export const paymentReceivedMessages = (appointment: StoredAppointment, context: ComposeContext): NewOutboxMessage[] => [
  { kind: 'payment_received', channel: 'email', payload: payload('payment_received', appointment, context, null), dueAt: context.now },
];

/** A payment that came after its hold was released and the time taken: refunded, and told so. */
export const lateRefundMessages = (appointment: StoredAppointment, context: ComposeContext): NewOutboxMessage[] => [
  { kind: 'payment_late', channel: 'email', payload: payload('payment_late', appointment, context, null), dueAt: context.now },
];

/** A refund the gateway could not make: the hospital will call to return the money. */
export const refundFailedMessages = (appointment: StoredAppointment, context: ComposeContext): NewOutboxMessage[] => [
  { kind: 'refund_failed', channel: 'email', payload: payload('refund_failed', appointment, context, null), dueAt: context.now },
];

const previousOf = (after: StoredAppointment, before: StoredAppointment): NonNullable<MessagePayload['previous']> => ({
  date: before.preferredDate,
  time: before.preferredTime,
  ...(before.doctor !== after.doctor ? { doctor: namedDoctor(before.doctor) } : {}),
});

export const rescheduledMessages = (after: StoredAppointment, before: StoredAppointment, context: ComposeContext): NewOutboxMessage[] => [
  ...both('rescheduled', payload('rescheduled', after, context, previousOf(after, before)), context.now, context),
  ...reminder(after, context),
];

/** The desk confirmed it: said so, and the reminder again, its calendar file confirmed too. */
export const confirmedMessages = (after: StoredAppointment, context: ComposeContext): NewOutboxMessage[] => [
  ...both('confirmed', payload('confirmed', after, context, null), context.now, context),
  ...reminder(after, context),
];

/** A cancellation the patient was told of, undone: it stands again, with its reminder. */
export const reinstatedMessages = (after: StoredAppointment, context: ComposeContext): NewOutboxMessage[] => [
  ...both('reinstated', payload('reinstated', after, context, null), context.now, context),
  ...reminder(after, context),
];

/** The reminder alone (an undo puts back the one its change dropped). */
export const reminderMessages = (after: StoredAppointment, context: ComposeContext): NewOutboxMessage[] => reminder(after, context);

export const cancelledMessages = (after: StoredAppointment, context: ComposeContext): NewOutboxMessage[] =>
  both('cancelled', payload('cancelled', after, context, null), context.now, context);

/** Pending messages that a move or a cancellation makes wrong. */
export const DROPPED_ON_CHANGE = ['reminder'] as const;
