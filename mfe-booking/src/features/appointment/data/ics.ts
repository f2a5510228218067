import { CALENDAR_ALARM_HOURS_BEFORE, CALENDAR_ORGANIZER, calendarUid, foldCalendarLine, site } from '@hospital/shared-types';

export interface CalendarAppointment {
  appointmentId: string;
  service: string;
  /** The doctor the appointment is with, when known. */
  doctorName?: string | undefined;
  /** YYYY-MM-DD and HH:MM, hospital time (Asia/Kolkata). */
  date: string;
  time: string;
  durationMinutes?: number;
  /** The fee and how it stands ('Paid ₹700 online (payment pay_…).'), in the page's language. */
  feeLine?: string | undefined;
}

const escapeText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** A parameter value in quotes when it holds a character a bare one may not (RFC 5545 3.2). */
const quotedParam = (value: string) => (/[;:,]/.test(value) ? `"${value.replace(/"/g, '')}"` : value);

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const local = (date: string, time: string) => `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;

function addMinutes(date: string, time: string, minutes: number): string {
  // India has no daylight saving, so wall-clock arithmetic in UTC is exact.
  const end = new Date(Date.parse(`${date}T${time}:00Z`) + minutes * 60_000);
  return `${end.toISOString().slice(0, 10).replace(/-/g, '')}T${end.toISOString().slice(11, 19).replace(/:/g, '')}`;
}

/** An iCalendar file with one event at the hospital, in the Asia/Kolkata time zone. */
export function appointmentIcs({ appointmentId, service, doctorName, date, time, durationMinutes = 15, feeLine }: CalendarAppointment, now = new Date()): string {
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
    `SUMMARY:${escapeText(`Appointment: ${doctorName ? `${doctorName} (${service})` : service}, ${site.shortName}`)}`,
    `LOCATION:${escapeText(`${site.name}, ${street}, ${locality}, ${city} ${postalCode}`)}`,
    `DESCRIPTION:${escapeText(
      `Reference ${appointmentId}.${feeLine ? ` ${feeLine}` : ''} Please arrive 15 minutes early with any earlier reports. To change the time call ${site.phoneDisplay}.`,
    )}`,
    `ORGANIZER;CN=${quotedParam(CALENDAR_ORGANIZER.name)}:mailto:${CALENDAR_ORGANIZER.email}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(`Tomorrow: ${doctorName ? `${doctorName} (${service})` : service}, ${site.shortName}`)}`,
    `TRIGGER:-PT${CALENDAR_ALARM_HOURS_BEFORE}H`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldCalendarLine).join('\r\n') + '\r\n';
}

export const icsDataUrl = (ics: string) => `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
