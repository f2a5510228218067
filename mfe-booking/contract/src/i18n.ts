// The booking messages a patient reads (form validation, the booking API's answers, network errors) in a
// language given explicitly: the browser passes the page's language, the API the one the request asks for
// (Accept-Language). Independent of the page runtime's active language: the catalogs
// (src/i18n/<language>.json) are read directly. English is bundled; Telugu and Hindi are loaded once
// (`loadBookingMessages`), and until then a message falls back to English.
import english from './i18n/en.json';
import { DEPARTMENTS, LANGUAGES, LOCALES, isLanguage, type Language } from '@hospital/hospital-data';
import { HOSPITAL_TIME_ZONE } from './dates';
import { clockIn } from './clock';

type Key = keyof typeof english;
/** A message's name: `'phone'` for the key `booking.msg.phone`. */
export type BookingMessageName = Key extends `booking.msg.${infer Name}` ? Name : never;
export type BookingMessageValues = Record<string, string | number>;

/**
 * A catalog as it arrives: in the browser each message is compiled at build time (libs/i18n/catalog-loader.cjs:
 * a list of text parts and `[name]` placeholders); in Node and Jest it is the ICU text itself.
 */
type Messages = Record<string, unknown>;

const tables: Partial<Record<Language, Messages>> = { en: english as Messages };
/** The hospital's department names in each language (hospital-data/src/i18n/<language>.json), for messages that name one. */
const names: Partial<Record<Language, Messages>> = {};
const pending: Partial<Record<Language, Promise<void>>> = {};

type Module = Promise<{ default: Messages }>;
// The same chunk names as the hospital's common catalog (hospital-data/src/i18n/catalog.ts): one request per language.
const loaders: Record<Exclude<Language, 'en'>, () => [Module, Module]> = {
  te: () => [
    import(/* webpackChunkName: "i18n-te" */ './i18n/te.json') as Module,
    import(/* webpackChunkName: "i18n-te" */ '@hospital/hospital-data/i18n/te.json') as Module,
  ],
  hi: () => [
    import(/* webpackChunkName: "i18n-hi" */ './i18n/hi.json') as Module,
    import(/* webpackChunkName: "i18n-hi" */ '@hospital/hospital-data/i18n/hi.json') as Module,
  ],
};

/** Makes the booking messages of `language` ready (once); English always is. A failed load leaves English. */
export function loadBookingMessages(language: Language | string): Promise<void> {
  if (!isLanguage(language) || language === 'en') return Promise.resolve();
  pending[language] ??= Promise.all(loaders[language]())
    .then(([messages, common]) => {
      tables[language] = messages.default;
      names[language] = common.default;
    })
    .catch(() => {
      delete pending[language];
    });
  return pending[language];
}

/** Every language's booking messages, for a server that answers in any of them. */
export const loadAllBookingMessages = (): Promise<void> => Promise.all(LANGUAGES.map(loadBookingMessages)).then(() => undefined);

/** True once `language`'s messages are loaded (English: always). */
export const bookingMessagesReady = (language: Language | string): boolean => isLanguage(language) && tables[language] !== undefined;

const valueOf = (values: BookingMessageValues | undefined, name: string): string => {
  const value = values?.[name];
  return value === undefined ? `{${name}}` : String(value);
};

/** Fills the placeholders of a message, compiled (`["Sorry, ", ["time"], …]`) or not (`'Sorry, {time} …'`). */
function format(message: unknown, values: BookingMessageValues | undefined): string | undefined {
  if (typeof message === 'string') return message.replace(/\{(\w+)\}/g, (_, name: string) => valueOf(values, name));
  if (!Array.isArray(message)) return undefined;
  return message
    .map((part: unknown) => (typeof part === 'string' ? part : Array.isArray(part) ? valueOf(values, String(part[0])) : ''))
    .join('');
}

/**
 * One booking message in `language` ('en', 'te', 'hi'; anything else is English), its placeholders filled:
 * `bookingMessage('te', 'phone')`, `bookingMessage('hi', 'slotTaken', { time, date })`.
 */
export function bookingMessage(language: Language | string, name: BookingMessageName, values?: BookingMessageValues): string {
  const key = `booking.msg.${name}`;
  const table = isLanguage(language) ? tables[language] : undefined;
  return format(table?.[key], values) ?? format((english as Messages)[key], values) ?? key;
}

/** A department's full name in `language` ('Orthopaedics & Trauma Care' in English); English until loaded. */
export function departmentNameIn(language: Language | string, name: string): string {
  const department = DEPARTMENTS.find((entry) => entry.name === name);
  const table = isLanguage(language) ? names[language] : undefined;
  return (department && format(table?.[`department.${department.path}.name`], undefined)) || name;
}

/** A text of the hospital's common catalog (hospital-data/src/i18n/<language>.json, e.g. 'site.hours.outpatient') in `language`, else `english`. */
export function contractTextIn(language: Language | string, key: string, english: string): string {
  const table = isLanguage(language) && language !== 'en' ? names[language] : undefined;
  return format(table?.[key], undefined) || english;
}

// A calendar day ('YYYY-MM-DD') at noon in India: the same day in every time zone the formatter is told.
const noonIn = (date: string) => new Date(`${date}T12:00:00+05:30`);

/** A day as the patient reads it in Telugu or Hindi ('बुधवार, 2 दिसंबर 2026'), in the hospital's time zone. */
export const bookingDateIn = (language: Language, date: string): string =>
  new Intl.DateTimeFormat(LOCALES[language], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: HOSPITAL_TIME_ZONE,
  }).format(noonIn(date));

/** A time of day ('HH:MM', Indian time) as the patient reads it in `language` ('सुबह 9:30 बजे', 'ఉదయం 9:30'). */
export const bookingTimeIn = (language: Language, time: string): string =>
  clockIn(LOCALES[language], new Date(`2000-01-01T${time}:00+05:30`), HOSPITAL_TIME_ZONE);
