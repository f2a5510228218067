// What the patient's messages say, in the language they booked in (the appointment's `language`): one
// catalog per language (i18n/<language>.json, ICU), compiled once with Lingui. Days, times and department
// names are written as the booking API writes them (../language.ts, the contract's catalog).
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { departmentNameIn } from '@hospital/booking-contract';
import { LANGUAGES, doctorNameIn, isLanguage, type Language } from '@hospital/hospital-data';
import { dateIn, timeIn } from '../../domain/words';
import en from './i18n/en.json';
import te from './i18n/te.json';
import hi from './i18n/hi.json';

export type MessageTextKey = keyof typeof en;

const CATALOGS: Record<Language, Record<MessageTextKey, string>> = { en, te, hi };

const compiled = (catalog: Record<string, string>): Messages =>
  Object.fromEntries(Object.entries(catalog).map(([key, message]) => [key, compileMessage(message)]));

const runtimes = new Map<Language, I18n>(
  LANGUAGES.map((language) => [language, setupI18n({ locale: language, messages: { [language]: compiled(CATALOGS[language]) } })]),
);

export interface MessageText {
  language: Language;
  t(key: MessageTextKey, values?: Record<string, string | number>): string;
  /** A day as the patient reads it: 'Wednesday 2 December 2026' in English, Intl's words in Telugu and Hindi. */
  date(date: string): string;
  time(time: string): string;
  department(name: string): string;
  /** A doctor in running text: in the language's script (Telugu, Hindi), else as written. */
  doctor(doctor: { slug: string; name: string }): string;
  /** A doctor in a record (the details): the script name with the Latin one beside it, as the hospital's records have it. */
  doctorRecord(doctor: { slug: string; name: string }): string;
}

/**
 * The words of one language; a language we do not speak (an old row, a typo) is English. Department names
 * need the contract's catalogs loaded (`loadAllBookingMessages`, done when the API starts).
 */
export function messageText(language: string): MessageText {
  const lang: Language = isLanguage(language) ? language : 'en';
  const i18n = runtimes.get(lang) as I18n;
  return {
    language: lang,
    t: (key, values) => i18n._(key, values),
    date: (date) => dateIn(lang, date),
    time: (time) => timeIn(lang, time),
    department: (name) => departmentNameIn(lang, name),
    doctor: ({ slug, name }) => doctorNameIn(lang, slug, name),
    doctorRecord: ({ slug, name }) => {
      const inScript = doctorNameIn(lang, slug, name);
      return inScript === name ? name : `${inScript} (${name})`;
    },
  };
}
