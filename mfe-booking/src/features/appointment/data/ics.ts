import { CALENDAR_ALARM_HOURS_BEFORE, CALENDAR_ORGANIZER, calendarUid, foldCalendarLine } from '@hospital/booking-contract';
import { site } from '@hospital/hospital-data';

export interface CalendarAppointment {
  appointmentId: string;
  /** YYYY-MM-DD and HH:MM, hospital time (Asia/Kolkata). */
  date: string;
  time: string;
  durationMinutes?: number;
}

/** The event's words, in the patient's language (./calendar-words.ts): the e-mails' files speak it too. */
export interface CalendarWords {
  summary: string;
  description: string;
  /** The reminder the day before. */
  alarm: string;
}

const escapeText = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** A parameter value in quotes when it holds a character a bare one may not (RFC 5545 3.2). */
const quotedParam = (value: string) => (/[;:,]/.test(value) ? `"${value.replace(/"/g, '')}"` : value);

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const local = (date: string, time: string) => `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;

function addMinutes(date: string, time: string, minutes: number): string {
  // India has no daylight saving, so wall-clock arithmetic in UTC is exact.
  const end = new Date(Date.parse(`${date}T${time}:00Z`) + minutes * 60_000);
  return `${end.toISOString().slice(0, 10).replace(/-/g, '')}T${end.toISOString().slice(11, 19).replace(/:/g, '')}`;
}

/** An iCalendar file with one event at the hospital, in the Asia/Kolkata time zone. */
export function appointmentIcs(
  { appointmentId, date, time, durationMinutes = 15 }: CalendarAppointment,
  words: CalendarWords,
  now = new Date(),
): string {
  const { street, locality, city, postalCode } = site.address;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(site.name)}//Appointments//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    'TZID:Asia/Kolkata',
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0530',
    'TZOFFSETTO:+0530',
    'TZNAME:IST',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    // The same UID as the e-mails' files: adding both gives one event, and later changes update it.
    `UID:${calendarUid(appointmentId)}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART;TZID=Asia/Kolkata:${local(date, time)}`,
    `DTEND;TZID=Asia/Kolkata:${addMinutes(date, time, durationMinutes)}`,
    `SUMMARY:${escapeText(words.summary)}`,
    `LOCATION:${escapeText(`${site.name}, ${street}, ${locality}, ${city} ${postalCode}`)}`,
    `DESCRIPTION:${escapeText(words.description)}`,
    `ORGANIZER;CN=${quotedParam(CALENDAR_ORGANIZER.name)}:mailto:${CALENDAR_ORGANIZER.email}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(words.alarm)}`,
    `TRIGGER:-PT${CALENDAR_ALARM_HOURS_BEFORE}H`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldCalendarLine).join('\r\n') + '\r\n';
}

export const icsDataUrl = (ics: string) => `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
