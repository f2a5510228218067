// What every calendar file of an appointment shares, the page's "Add to calendar" and each e-mail's (booked,
// moved, confirmed, cancelled): one identity, so a patient who adds both gets one event and every change
// updates it; the hospital as organiser; a reminder the day before; lines folded as RFC 5545 asks.
import { site } from '@hospital/hospital-data';

/** The hospital's domain without "www.": the e-mails' calendar files have always used it, so their events stay the same. */
const CALENDAR_DOMAIN = new URL(site.origin).hostname.replace(/^www\./, '');

/** The appointment's one calendar UID. */
export const calendarUid = (reference: string): string => `${reference}@${CALENDAR_DOMAIN}`;

/** Who organises every appointment's event. */
export const CALENDAR_ORGANIZER = { name: site.name, email: site.email } as const;

/** The calendar's own reminder: this many hours before the appointment. */
export const CALENDAR_ALARM_HOURS_BEFORE = 24;

const octets = (text: string) => new TextEncoder().encode(text).length;

/** RFC 5545 3.1: a line longer than 75 octets (not characters: a Telugu letter takes three) continues on lines that start with a space. */
export function foldCalendarLine(line: string): string {
  if (octets(line) <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const charSize = octets(char);
    // A continuation line's leading space is one of its 75 octets.
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

/** A calendar file folded at 75 octets, whatever folding it had (a library that counts characters, say). */
export function foldCalendar(ics: string): string {
  const lines = ics.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  const ended = lines.at(-1) === '';
  return (
    lines
      .slice(0, ended ? -1 : lines.length)
      .map(foldCalendarLine)
      .join('\r\n') + (ended ? '\r\n' : '')
  );
}
