// Dates and times in the hospital's zone, through date-fns and @date-fns/tz: today, "now + notice",
// the last bookable day, weekdays, days after a date, and how dates and times read in messages.
import { TZDate } from '@date-fns/tz';
import { addDays, addMinutes, format, roundToNearestMinutes } from 'date-fns';
import { HOSPITAL_TIME_ZONE } from '@hospital/booking-contract';
import type { Weekday } from './schedule';

/** Midnight starting `date` (YYYY-MM-DD) in India. */
export function calendarDay(date: string): TZDate {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new TZDate(year, month - 1, day, HOSPITAL_TIME_ZONE);
}

export const isoDateOf = (moment: Date): string => format(moment, 'yyyy-MM-dd');

/**
 * Remembers answers that never change for a given input. A time-zone date costs an Intl call (about
 * 0.1 ms of CPU per booking in the profile of `npm run bench`), and a booking asks the same few again.
 */
function remembered<T>(compute: (key: string) => T, limit = 2000): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      if (cache.size >= limit) cache.clear();
      value = compute(key);
      cache.set(key, value);
    }
    return value;
  };
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/**
 * Days since 1970-01-01 of a real calendar date written YYYY-MM-DD with a four-digit year; NaN for any
 * other text. Dates are compared and stepped as these numbers: as text, '10000-01-01' sorts before '2026-12-29'.
 */
export function dayNumberOf(date: string): number {
  const match = ISO_DATE.exec(date);
  if (!match) return NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day); // not Date.UTC, which reads years 0-99 as 1900-1999
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return NaN;
  return Math.round(utc.getTime() / DAY_MS);
}

/** The YYYY-MM-DD of a day number (the year padded to four digits; past 9999 it has five and no longer parses). */
export function dateOfDayNumber(dayNumber: number): string {
  const utc = new Date(dayNumber * DAY_MS);
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(utc.getUTCFullYear(), 4)}-${pad(utc.getUTCMonth() + 1, 2)}-${pad(utc.getUTCDate(), 2)}`;
}

/** `days` after `date`, counted on day numbers; '' when `date` is not a date this calendar reads. */
export function addDaysTo(date: string, days: number): string {
  const day = dayNumberOf(date);
  return Number.isNaN(day) ? '' : dateOfDayNumber(day + days);
}

/** The instant a clock time on a date begins in India (remembered per date: a time-zone date costs an Intl call). */
const midnightMs = remembered((date) => calendarDay(date).getTime());
export const instantOf = (date: string, time: string): Date => new Date(midnightMs(date) + minutesOf(time) * 60_000);

/** The ISO weekday (1 Monday .. 7 Sunday) of a date; 1970-01-01 was a Thursday. NaN for text that is no date. */
export const weekdayOf = (date: string): Weekday => (((((dayNumberOf(date) + 3) % 7) + 7) % 7) + 1) as Weekday;

/** What can be booked at a moment: from now + the notice (to the next whole minute) up to today + the horizon. */
export interface BookingWindow {
  /** Today in India, and the time there now (HH:MM). */
  today: string;
  nowTime: string;
  /** The first bookable moment, as a date and HH:MM in India. */
  earliestDate: string;
  earliestTime: string;
  /** The last bookable date. */
  lastDate: string;
  /** The same three dates as day numbers (dayNumberOf), which is how dates are compared. */
  todayNumber: number;
  earliestNumber: number;
  lastNumber: number;
  noticeMinutes: number;
  horizonDays: number;
}

export interface WindowRules {
  noticeMinutes: number;
  horizonDays: number;
}

/**
 * The window at a moment. Within one minute it is the same, except that at the minute's very first
 * millisecond the notice ends on a whole minute: the cache key says which of the two a moment is.
 */
export function bookingWindow(now: Date, rules: WindowRules): BookingWindow {
  const ms = now.getTime();
  return windows(`${Math.floor(ms / 60_000)}|${ms % 60_000 === 0 ? 0 : 1}|${rules.noticeMinutes}|${rules.horizonDays}`);
}

const windows = remembered((key) => {
  const [minute = 0, partial = 0, noticeMinutes = 0, horizonDays = 0] = key.split('|').map(Number);
  return computeWindow(new Date(minute * 60_000 + partial), { noticeMinutes, horizonDays });
}, 64);

function computeWindow(now: Date, { noticeMinutes, horizonDays }: WindowRules): BookingWindow {
  const here = new TZDate(now.getTime(), HOSPITAL_TIME_ZONE);
  const earliest = roundToNearestMinutes(addMinutes(here, noticeMinutes), { roundingMethod: 'ceil' });
  const today = isoDateOf(here);
  const earliestDate = isoDateOf(earliest);
  const lastDate = isoDateOf(addDays(here, horizonDays));
  return {
    today,
    nowTime: format(here, 'HH:mm'),
    earliestDate,
    earliestTime: format(earliest, 'HH:mm'),
    lastDate,
    todayNumber: dayNumberOf(today),
    earliestNumber: dayNumberOf(earliestDate),
    lastNumber: dayNumberOf(lastDate),
    noticeMinutes,
    horizonDays,
  };
}

/** True when `date` is a day of the window, from the first bookable moment's date to the last date. */
export function dayWithinWindow(window: BookingWindow, date: string): boolean {
  const day = dayNumberOf(date);
  return day >= window.earliestNumber && day <= window.lastNumber;
}

/** True when a slot starting at `time` (HH:MM, which compares as text) on `date` is inside the window. */
export const withinWindow = (window: BookingWindow, date: string, time: string): boolean =>
  dayWithinWindow(window, date) && (date !== window.earliestDate || time >= window.earliestTime);

/** Minutes since midnight of an 'HH:MM' clock time ('24:00' is 1440), for stepping through a session. */
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
export const clockTime = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** 'Sunday 29 November 2026'. */
export const readableDate = (date: string): string => format(calendarDay(date), 'EEEE d MMMM yyyy');
/** '9:30 am', as the site writes its hours. */
export const readableTime = (time: string): string =>
  time === '24:00' ? 'midnight' : format(addMinutes(calendarDay('2000-01-01'), minutesOf(time)), 'h:mm aaa');
export const weekdayName = (weekday: Weekday): string => format(addDays(calendarDay('2024-01-01'), weekday - 1), 'EEEE');

/** '2 hours', '90 minutes'. */
export const readableDuration = (minutes: number): string =>
  minutes % 60 === 0 ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}` : `${minutes} minutes`;
