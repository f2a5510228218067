// Days, times, durations and hours as the patient reads them, in their language (English, Telugu, Hindi).
import { HOSPITAL_TIME_ZONE, bookingDateIn, bookingMessage, bookingTimeIn, contractTextIn } from '@hospital/booking-contract';
import { LOCALES, site, type Language } from '@hospital/hospital-data';
import { readableDate, readableTime, weekdayName } from './calendar';
import type { Weekday } from './schedule';

/** A day as the patient reads it: 'Wednesday 2 December 2026', or by Intl in Telugu and Hindi. */
export const dateIn = (language: Language, date: string): string =>
  language === 'en' ? readableDate(date) : bookingDateIn(language, date);

/** A time as the patient reads it: '9:30 am', or by Intl in Telugu and Hindi. */
export const timeIn = (language: Language, time: string): string =>
  language === 'en' ? readableTime(time) : bookingTimeIn(language, time);

/** A weekday's name ('Monday' for 1, … 'Sunday' for 7) in `language`. */
export const weekdayIn = (language: Language, weekday: Weekday): string =>
  language === 'en'
    ? weekdayName(weekday)
    : new Intl.DateTimeFormat(LOCALES[language], { weekday: 'long', timeZone: HOSPITAL_TIME_ZONE }).format(
        new Date(`2024-01-0${weekday}T12:00:00+05:30`),
      );

/** '2 hours', '90 minutes' in `language` (English as `readableDuration` writes it). */
export const durationIn = (language: Language, minutes: number): string =>
  minutes % 60 !== 0
    ? bookingMessage(language, 'duration.minutes', { count: minutes })
    : minutes === 60
      ? bookingMessage(language, 'duration.hour')
      : bookingMessage(language, 'duration.hours', { count: minutes / 60 });

/** The outpatient hours ('Monday to Saturday, 8:00 am to 8:00 pm') in `language`. */
export const outpatientHoursIn = (language: Language): string =>
  contractTextIn(language, 'site.hours.outpatient', site.openingHours.outpatient);
