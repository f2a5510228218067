// Dates and times in the hospital's zone, through date-fns and @date-fns/tz: today, "now + notice",
// the last bookable day, weekdays, days after a date, and how dates and times read in messages.
import { TZDate } from '@date-fns/tz';
import { addDays, addMinutes, format, getISODay, roundToNearestMinutes } from 'date-fns';
import { HOSPITAL_TIME_ZONE } from '@hospital/shared-types';
import type { Weekday } from '../schedules/types';

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

/** `days` after `date` (remembered: a time-zone date costs an Intl call, and the strip steps through 14 dates an answer). */
const daysAfter = remembered((key) => {
  const [date = '', days = '0'] = key.split('|');
  return isoDateOf(addDays(calendarDay(date), Number(days)));
});
export const addDaysTo = (date: string, days: number): string => daysAfter(`${date}|${days}`);

/** The instant a clock time on a date begins in India (remembered per date: a time-zone date costs an Intl call). */
const midnightMs = remembered((date) => calendarDay(date).getTime());
export const instantOf = (date: string, time: string): Date => new Date(midnightMs(date) + minutesOf(time) * 60_000);

export const weekdayOf: (date: string) => Weekday = remembered((date) => getISODay(calendarDay(date)) as Weekday);

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
  return {
    today: isoDateOf(here),
    nowTime: format(here, 'HH:mm'),
    earliestDate: isoDateOf(earliest),
    earliestTime: format(earliest, 'HH:mm'),
    lastDate: isoDateOf(addDays(here, horizonDays)),
    noticeMinutes,
    horizonDays,
  };
}

/** True when a slot starting at `time` on `date` is inside the window (ISO dates and HH:MM compare as text). */
export const withinWindow = (window: BookingWindow, date: string, time: string): boolean =>
  date <= window.lastDate && (date > window.earliestDate || (date === window.earliestDate && time >= window.earliestTime));

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
