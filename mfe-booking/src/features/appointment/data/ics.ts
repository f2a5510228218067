import { site } from '@hospital/shared-types';

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

/** RFC 5545 3.1: lines longer than 75 octets fold onto continuation lines that start with a space. */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const charSize = new TextEncoder().encode(char).length;
    if (size + charSize > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += charSize;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const local = (date: string, time: string) => `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;

function addMinutes(date: string, time: string, minutes: number): string {
  // India has no daylight saving, so wall-clock arithmetic in UTC is exact.
  const end = new Date(Date.parse(`${date}T${time}:00Z`) + minutes * 60_000);
  return `${end.toISOString().slice(0, 10).replace(/-/g, '')}T${end.toISOString().slice(11, 19).replace(/:/g, '')}`;
}

/** An iCalendar file with one event at the hospital, in the Asia/Kolkata time zone. */
export function appointmentIcs({ appointmentId, service, doctorName, date, time, durationMinutes = 15, feeLine }: CalendarAppointment, now = new Date()): string {
  const host = new URL(site.origin).hostname;
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
    `UID:${appointmentId}@${host}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART;TZID=Asia/Kolkata:${local(date, time)}`,
    `DTEND;TZID=Asia/Kolkata:${addMinutes(date, time, durationMinutes)}`,
    `SUMMARY:${escapeText(`Appointment: ${doctorName ? `${doctorName} (${service})` : service}, ${site.shortName}`)}`,
    `LOCATION:${escapeText(`${site.name}, ${street}, ${locality}, ${city} ${postalCode}`)}`,
    `DESCRIPTION:${escapeText(
      `Reference ${appointmentId}.${feeLine ? ` ${feeLine}` : ''} Please arrive 15 minutes early with any earlier reports. To change the time call ${site.phoneDisplay}.`,
    )}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

export const icsDataUrl = (ics: string) => `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
