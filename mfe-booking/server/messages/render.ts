// What a message says, in plain words, and its calendar file. English for now: the payload carries the
// patient's language for when the site speaks Telugu and Hindi.
import { createEvent, type EventAttributes } from 'ics';
import { readableDate, readableTime } from '../schedule/calendar';
import { startOf, type MessagePayload } from './compose';

export interface RenderedEmail {
  subject: string;
  text: string;
  ics: string;
}

const ICS_DOMAIN = 'ashrayahospital.in';

/** One UID per appointment, SEQUENCE raised by every change, METHOD:CANCEL for a cancellation. */
export function calendarFile(message: MessagePayload): string {
  const cancelled = message.kind === 'cancelled';
  const start = startOf({ preferredDate: message.date, preferredTime: message.time });
  const attributes: EventAttributes = {
    productId: 'ashraya-hospital/booking',
    method: cancelled ? 'CANCEL' : 'PUBLISH',
    uid: `${message.reference}@${ICS_DOMAIN}`,
    sequence: message.sequence,
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: message.durationMinutes },
    title: `${message.service} appointment with ${message.doctor.name}`,
    description: `Reference ${message.reference}. ${message.manageUrl ? `Change or cancel: ${message.manageUrl}` : `Change or cancel: ${message.findUrl}`}`,
    location: `${message.hospital.name}, ${message.hospital.address}`,
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw new Error(`The calendar file could not be made: ${error?.message ?? 'empty'}`);
  return value;
}

export function renderEmail(message: MessagePayload): RenderedEmail {
  const when = `${readableDate(message.date)} at ${readableTime(message.time)}`;
  const link = message.manageUrl
    ? `To cancel or move it, open ${message.manageUrl}`
    : `To cancel or move it, open the link in your booking e-mail, or find it at ${message.findUrl} with your reference and phone number.`;
  const details = [
    `Reference: ${message.reference}`,
    `Department: ${message.service}`,
    `Doctor: ${message.doctor.name}`,
    `When: ${when} (India time)`,
    `Where: ${message.hospital.name}, ${message.hospital.address}`,
  ].join('\n');
  const sign = `\n\nQuestions? Call us on ${message.hospital.phone}.\n${message.hospital.name}`;
  const hello = `Dear ${message.fullName},\n\n`;
  switch (message.kind) {
    case 'booked':
      return {
        subject: `Appointment booked: ${message.reference}, ${when}`,
        text: `${hello}Your appointment is booked. Our appointments desk will call you to confirm it.\n\n${details}\n\n${link}. Changes online close 2 hours before the appointment.\nThe calendar file attached adds it to your calendar.${sign}`,
        ics: calendarFile(message),
      };
    case 'rescheduled':
      return {
        subject: `Appointment moved: ${message.reference}, now ${when}`,
        text: `${hello}Your appointment has moved${message.previous ? ` from ${readableDate(message.previous.date)} at ${readableTime(message.previous.time)}` : ''}.\n\n${details}\n\n${link}.\nThe calendar file attached updates the entry in your calendar.${sign}`,
        ics: calendarFile(message),
      };
    case 'cancelled':
      return {
        subject: `Appointment cancelled: ${message.reference}`,
        text: `${hello}Your appointment of ${when} is cancelled${message.reason ? ` (${message.reason})` : ''}.\n\n${details}\n\nTo book again, visit ${message.findUrl.replace(/\/manage$/, '')}.\nThe calendar file attached removes it from your calendar.${sign}`,
        ics: calendarFile(message),
      };
    case 'reminder':
      return {
        subject: `Reminder: your appointment tomorrow, ${when}`,
        text: `${hello}A reminder of your appointment.\n\n${details}\n\nPlease come 15 minutes early with any earlier reports. ${link}.${sign}`,
        ics: calendarFile(message),
      };
  }
}
