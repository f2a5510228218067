// How dates and times read on the booking remote's pages, in the page's language. The dates are calendar days
// and the times clock times at the hospital, so they are formatted as UTC: the visitor's own zone must not move
// them.
// A component passes `usePageLocale()` (so it renders again on a switch); elsewhere the page's locale at the call.
import { clockIn } from '@hospital/booking-contract';
import { LOCALES, pageLanguage } from '@hospital/hospital-data';

const formats = new Map<string, { day: Intl.DateTimeFormat; weekday: Intl.DateTimeFormat; month: Intl.DateTimeFormat }>();
const formatsFor = (locale: string) => {
  let found = formats.get(locale);
  if (!found) {
    found = {
      day: new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
      weekday: new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }),
      month: new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }),
    };
    formats.set(locale, found);
  }
  return found;
};
const pageLocale = (): string => LOCALES[pageLanguage()];

/** 'Tuesday, 1 December' (en-IN). */
export const readableDay = (date: string, locale: string = pageLocale()): string =>
  formatsFor(locale).day.format(new Date(`${date}T00:00:00Z`));
/** A day on the strip, short: { weekday: 'Tue', day: '1', month: 'Dec' } (en-IN). */
export const shortDay = (date: string, locale: string = pageLocale()) => {
  const moment = new Date(`${date}T00:00:00Z`);
  const { weekday, month } = formatsFor(locale);
  return { weekday: weekday.format(moment), day: String(moment.getUTCDate()), month: month.format(moment) };
};
/** '9:30 am' (en-IN), 'सुबह 9:30 बजे' (hi-IN), 'ఉదయం 9:30' (te-IN). */
export const readableClock = (time: string, locale: string = pageLocale()): string =>
  clockIn(locale, new Date(`1970-01-01T${time}:00Z`), 'UTC');

/**
 * A translated message with marked parts ('Your reference is <0>{reference}</0>.'), as text and the parts
 * `render` makes of the marked ones (a link, a name kept as it is): each language puts them where its grammar
 * wants. `render` gets the part's number, its text and a React key.
 */
export function withTags<T>(message: string, render: (tag: number, text: string, key: string) => T): Array<string | T> {
  const parts: Array<string | T> = [];
  let last = 0;
  for (const match of message.matchAll(/<(\d+)>(.*?)<\/\1>/gs)) {
    if (match.index > last) parts.push(message.slice(last, match.index));
    parts.push(render(Number(match[1]), match[2] ?? '', `${match[1]}-${match.index}`));
    last = match.index + match[0].length;
  }
  if (last < message.length) parts.push(message.slice(last));
  return parts;
}
