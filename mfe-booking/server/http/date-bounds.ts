// The dates a request carries, parsed once at the edge into a checked calendar date inside a stated span
// around the booking window, or refused with 400 before any work depends on them:
// - public dates (free times, the strip of days, a patient's new date): the window with one day's margin each
//   side, yesterday to the day after the last bookable one, so a visitor whose clock or page is a day off
//   India's (a zone behind, or a page left open past midnight) gets the clear "no free times" answer;
// - staff dates (day views, CSV, the desk's free times and moves): a year back, for history and exports,
//   to the last bookable day; ranges at most 92 days;
// - schedule dates (dates off, leave, extra sessions): a year back to two years ahead, as holidays are
//   planned further ahead than patients may book.
import { bookingMessage } from '@hospital/booking-contract';
import { type Language } from '@hospital/hospital-data';
import { HttpError } from './errors';
import { dateIn } from '../domain/words';
import { dateOfDayNumber, dayNumberOf, type BookingWindow } from '../domain/calendar';

export const PUBLIC_MARGIN_DAYS = 1;
export const STAFF_DAYS_BACK = 366;
export const SCHEDULE_DAYS_AHEAD = 731;
export const MAX_RANGE_DAYS = 92;

/** A span of days, inclusive, as day numbers. */
export interface DateSpan {
  first: number;
  last: number;
}

export const publicSpan = (window: BookingWindow): DateSpan => ({
  first: window.todayNumber - PUBLIC_MARGIN_DAYS,
  last: window.lastNumber + PUBLIC_MARGIN_DAYS,
});
export const staffSpan = (window: BookingWindow): DateSpan => ({ first: window.todayNumber - STAFF_DAYS_BACK, last: window.lastNumber });
export const scheduleSpan = (window: BookingWindow): DateSpan => ({
  first: window.todayNumber - STAFF_DAYS_BACK,
  last: window.todayNumber + SCHEDULE_DAYS_AHEAD,
});

const within = (text: unknown, span: DateSpan): { date: string; day: number } | 'invalid' | 'outside' => {
  if (typeof text !== 'string') return 'invalid';
  const day = dayNumberOf(text);
  if (Number.isNaN(day)) return 'invalid';
  return day < span.first || day > span.last ? 'outside' : { date: text, day };
};

/** A patient's date (YYYY-MM-DD) inside the public span; otherwise 400 in the patient's language, naming the span. */
export function publicDate(text: unknown, field: string, window: BookingWindow, language: Language): string {
  const span = publicSpan(window);
  const found = within(text, span);
  if (found === 'invalid') throw new HttpError(400, bookingMessage(language, 'slots.dateInvalid'), field);
  if (found === 'outside') {
    const values = { first: dateIn(language, dateOfDayNumber(span.first + PUBLIC_MARGIN_DAYS)), last: dateIn(language, window.lastDate) };
    throw new HttpError(400, bookingMessage(language, 'dates.outsideWindow', values), field);
  }
  return found.date;
}

/** A staff member's date inside `span` (staffSpan or scheduleSpan); otherwise 400 naming the span. */
export function staffDate(text: unknown, field: string, span: DateSpan): string {
  const found = within(text, span);
  if (found === 'invalid') throw new HttpError(400, `${field} must be a date such as 2027-01-26`, field);
  if (found === 'outside')
    throw new HttpError(400, `${field} must be from ${dateOfDayNumber(span.first)} to ${dateOfDayNumber(span.last)}`, field);
  return found.date;
}

/** A staff range, from on or before to, at most MAX_RANGE_DAYS days apart, both inside the staff span. */
export function staffRange(from: unknown, fromField: string, to: unknown, window: BookingWindow): { from: string; to: string } {
  const span = staffSpan(window);
  const first = staffDate(from, fromField, span);
  const last = to === undefined ? first : staffDate(to, 'to', span);
  const days = dayNumberOf(last) - dayNumberOf(first);
  if (days < 0) throw new HttpError(400, 'to must be on or after from', 'to');
  if (days > MAX_RANGE_DAYS) throw new HttpError(400, `A range may span at most ${MAX_RANGE_DAYS} days`, 'to');
  return { from: first, to: last };
}
