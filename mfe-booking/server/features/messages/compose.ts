// Which messages a booking change sends, and what they carry. The outbox stores these payloads; the
// worker renders and sends them later (messages/render.ts), so a change never waits for a mail server.
import { findDoctorIdentity, site } from '@hospital/shared-types';
import type { StoredAppointment } from '../appointments/types';
import type { NewOutboxMessage } from '../outbox/repository';
import { instantOf } from '../slots/calendar';

export type MessageKind = 'booked' | 'confirmed' | 'rescheduled' | 'cancelled' | 'reinstated' | 'reminder';

export interface MessagePayload {
  kind: MessageKind;
  language: string;
  email: string;
  whatsapp: string;
  fullName: string;
  reference: string;
  service: string;
  doctor: { slug: string; name: string };
  date: string;
  time: string;
  durationMinutes: number;
  /** Absolute link to the manage page; absent when the change was made without the patient's link (the desk). */
  manageUrl: string | null;
  /** Where to find the appointment without the link. */
  findUrl: string;
  /** Where a moved appointment was: its day, time and (when the desk moved it to another doctor) doctor. */
  previous: { date: string; time: string; doctor?: { slug: string; name: string } } | null;
  /** The desk has confirmed it (the calendar file's STATUS is CONFIRMED, else TENTATIVE); absent in older messages. */
  confirmed?: boolean;
  reason: string;
  /** The calendar file's SEQUENCE: 0 when booked, higher with every later change. */
  sequence: number;
  hospital: { name: string; phone: string; address: string };
}

export interface ComposeContext {
  siteUrl: string;
  whatsapp: boolean;
  durationMinutes: number;
  /** The patient's manage path (`/appoinment/manage/<token>`), when this request has it. */
  managePath?: string | undefined;
  now: Date;
  reason?: string | undefined;
  /** The calendar SEQUENCE of this change: the number of changes recorded before it (0 for the booking). */
  sequence?: number;
}

export const REMINDER_HOURS_BEFORE = 24;

/** When the appointment starts (India time), as an instant. */
export const startOf = (appointment: { preferredDate: string; preferredTime: string }): Date => instantOf(appointment.preferredDate, appointment.preferredTime);

/** The doctor as messages name them: never the slug. */
export const namedDoctor = (slug: string) => ({ slug, name: findDoctorIdentity(slug)?.name ?? slug });

function payload(kind: MessageKind, appointment: StoredAppointment, context: ComposeContext, previous: MessagePayload['previous']): MessagePayload {
  const sequence = kind === 'booked' ? 0 : Math.max(1, context.sequence ?? 1);
  return {
    kind,
    language: appointment.language,
    email: appointment.email,
    whatsapp: appointment.whatsapp,
    fullName: appointment.fullName,
    reference: appointment.appointmentId,
    service: appointment.service,
    doctor: namedDoctor(appointment.doctor),
    date: appointment.preferredDate,
    time: appointment.preferredTime,
    durationMinutes: context.durationMinutes,
    manageUrl: context.managePath ? `${context.siteUrl}${context.managePath}` : null,
    findUrl: `${context.siteUrl}/appoinment/manage`,
    previous,
    confirmed: appointment.status === 'confirmed',
    reason: context.reason ?? '',
    sequence,
    hospital: { name: site.name, phone: site.phoneDisplay, address: `${site.address.street}, ${site.address.locality}, ${site.address.city} ${site.address.postalCode}` },
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
