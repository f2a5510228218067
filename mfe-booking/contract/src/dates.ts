/**
 * Calendar dates as 'YYYY-MM-DD' strings. 'Today' is the hospital's (India is UTC+5:30: the UTC date, or a
 * visitor's abroad, is wrong for hours each night), for the form's earliest day and the API's 'not in the
 * past' alike. Both take `now` so tests can stand either side of midnight.
 */
export const HOSPITAL_TIME_ZONE = 'Asia/Kolkata';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// Building an Intl.DateTimeFormat costs about a millisecond; the API asks for today on every booking.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Today's date in `timeZone`, or in the runtime's own zone when none is given. */
export function todayIn(timeZone?: string, now: Date = new Date()): string {
  const parts = formatterFor(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Today in the hospital's zone: the server's notion of 'today'. */
export const hospitalToday = (now: Date = new Date()): string => todayIn(HOSPITAL_TIME_ZONE, now);

/** True for a real calendar date written as YYYY-MM-DD (rejects 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** ISO dates compare correctly as strings. */
export const isOnOrAfter = (date: string, minimum: string): boolean => date >= minimum;
