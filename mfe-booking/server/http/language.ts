// The language of the patient's answers: the booking, manage and slot APIs answer `{ success:false, message }`
// in the language the request asks for (Accept-Language: te or hi; anything else English). The staff desk
// and the machine listing stay in English.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HOSPITAL_TIME_ZONE, bookingDateIn, bookingMessage, bookingTimeIn, contractTextIn } from '@hospital/booking-contract';
import { LOCALES, site, type Language, languageOfRequest } from '@hospital/hospital-data';
import { readableDate, readableTime, weekdayName } from '../domain/calendar';
import type { Weekday } from '../domain/schedule';

/**
 * The patient's APIs: routes under /api/appointments/ (not the admin listing at /api/appointments itself, nor
 * /api/staff), by the route the router matched, whatever spelling of the address reached it.
 */
const isPatientRoute = (request: FastifyRequest) => request.routeOptions.url?.startsWith('/api/appointments/') === true;

/** The language a patient's request asks for; English for every other request. */
export function requestLanguage(request: FastifyRequest): Language {
  return isPatientRoute(request) ? languageOfRequest(request.headers['accept-language']) : 'en';
}

/** A day as the patient reads it: 'Wednesday 2 December 2026', or by Intl in Telugu and Hindi. */
export const dateIn = (language: Language, date: string): string => (language === 'en' ? readableDate(date) : bookingDateIn(language, date));

/** A time as the patient reads it: '9:30 am', or by Intl in Telugu and Hindi. */
export const timeIn = (language: Language, time: string): string => (language === 'en' ? readableTime(time) : bookingTimeIn(language, time));

/** A weekday's name ('Monday' for 1, … 'Sunday' for 7) in `language`. */
export const weekdayIn = (language: Language, weekday: Weekday): string =>
  language === 'en'
    ? weekdayName(weekday)
    : new Intl.DateTimeFormat(LOCALES[language], { weekday: 'long', timeZone: HOSPITAL_TIME_ZONE }).format(new Date(`2024-01-0${weekday}T12:00:00+05:30`));

/** '2 hours', '90 minutes' in `language` (English as `readableDuration` writes it). */
export const durationIn = (language: Language, minutes: number): string =>
  minutes % 60 !== 0
    ? bookingMessage(language, 'duration.minutes', { count: minutes })
    : minutes === 60
      ? bookingMessage(language, 'duration.hour')
      : bookingMessage(language, 'duration.hours', { count: minutes / 60 });

/** The outpatient hours ('Monday to Saturday, 8:00 am to 8:00 pm') in `language`. */
export const outpatientHoursIn = (language: Language): string => contractTextIn(language, 'site.hours.outpatient', site.openingHours.outpatient);

function addVary(reply: FastifyReply, header: string): void {
  const current = reply.getHeader('vary');
  const list = (Array.isArray(current) ? current.join(',') : String(current ?? '')).split(',').map((entry) => entry.trim()).filter(Boolean);
  if (list.some((entry) => entry === '*' || entry.toLowerCase() === header.toLowerCase())) return;
  reply.header('Vary', [...list, header].join(', '));
}

/** Answers of the patient's APIs depend on Accept-Language: say so to every cache (`Vary`). */
export function addLanguageVary(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isPatientRoute(request)) addVary(reply, 'Accept-Language');
    return payload;
  });
}
