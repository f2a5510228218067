// How the desk writes an appointment's details: the script of a patient's name (its language tag, so
// screen readers and fonts follow it), dates and instants in India time, the patient's choices in words.
import {
  BOOKED_LANGUAGE_LABELS,
  CHANNEL_LABELS,
  HOSPITAL_TIME_ZONE,
  PAYMENT_CHOICE_LABELS,
  type DeskAppointmentRow,
} from '@hospital/booking-contract';

export type NameScript = 'te' | 'hi';

/** The language tag of a name written in Telugu or Devanagari letters; undefined for Latin ones. */
export function nameLanguage(text: string): NameScript | undefined {
  if (/[\u0C00-\u0C7F]/.test(text)) return 'te';
  if (/[\u0900-\u097F]/.test(text)) return 'hi';
  return undefined;
}

const DAY = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const INSTANT = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: HOSPITAL_TIME_ZONE,
});

/** The parts of a formatted date by name: one spelling whatever the ICU data's punctuation. */
const partsOf = (format: Intl.DateTimeFormat, date: Date) =>
  Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));

/** '2026-11-27' as 'Fri, 27 Nov 2026'. */
export function readableDay(date: string): string {
  const p = partsOf(DAY, new Date(`${date}T00:00:00Z`));
  return `${p.weekday}, ${p.day} ${p.month} ${p.year}`;
}
const SHORT_DAY = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: HOSPITAL_TIME_ZONE });

/** '2026-11-29' as a notice says it: 'Sun, 29 Nov' (its year too when not this year's). Noon, India time: the calendar day there. */
export function shortDay(date: string, today: string): string {
  const p = partsOf(SHORT_DAY, new Date(`${date}T12:00:00+05:30`));
  const year = date.slice(0, 4);
  return `${p.weekday}, ${p.day} ${p.month}${year === today.slice(0, 4) ? '' : ` ${year}`}`;
}
/** An instant (ISO 8601) in India time: '27 Nov 2026, 14:05 IST'. */
export function indiaInstant(iso: string): string {
  const p = partsOf(INSTANT, new Date(iso));
  return `${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute} IST`;
}

export const channelLabel = (a: Pick<DeskAppointmentRow, 'channel' | 'extra'>) =>
  a.extra ? `${CHANNEL_LABELS[a.channel]}, extra beyond capacity` : CHANNEL_LABELS[a.channel];
export const paymentLabel = (method: string) => PAYMENT_CHOICE_LABELS[method] ?? method;
export const languageLabel = (language: string) => BOOKED_LANGUAGE_LABELS[language] ?? language;
