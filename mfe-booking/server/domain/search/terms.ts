// What the desk's search looks an appointment up by: the words of the patient's name and their phone
// numbers, each written one way. Names: Latin accents dropped and lower case ("Sūrya" finds "surya"),
// Telugu and Devanagari in their composed form (NFC) without zero-width joiners, so every spelling a
// keyboard produces of one name is one key; their vowel signs and viramas are letters and stay.
// Each name word also has its phonetic key (phonetic.ts), by which it is found from another script.
import { phoneticKey } from './phonetic';

/** Marks a term's kind, so digits typed never match a name and letters never a phone. */
export const NAME_TERM = 'n:';
export const PHONE_TERM = 'p:';
export const KEY_TERM = 'k:';

const LATIN_ACCENTS = /[\u0300-\u036f]/g;
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff]/g;
/** Letters, their marks (Indic vowel signs) and digits make words; anything else separates them. */
const WORD_SEPARATOR = /[^\p{L}\p{M}\p{N}]+/u;

/** One way of writing a piece of text for comparison. */
export function normalisedText(text: string): string {
  return text.normalize('NFD').replace(LATIN_ACCENTS, '').replace(INVISIBLE, '').normalize('NFC').toLowerCase();
}

/** The words of a name, normalised, in order, without repeats. */
export function nameWords(name: string): string[] {
  return [...new Set(normalisedText(name).split(WORD_SEPARATOR).filter(Boolean))];
}

/**
 * A phone number in any spelling as its ten digits: +91 98480 12345, 098480-12345 and 9848012345 are
 * one number. Fewer than ten digits: null.
 */
export function tenDigits(text: string): string | null {
  const digits = text.replace(/\D/g, '');
  return digits.length >= 10 ? digits.slice(-10) : null;
}

/** Every term an appointment is found by. */
export function searchTermsOf(appointment: { fullName: string; phone: string; whatsapp: string }): string[] {
  const phones = [tenDigits(appointment.phone), tenDigits(appointment.whatsapp)].filter((p): p is string => p !== null);
  const words = nameWords(appointment.fullName);
  const keys = words.map(phoneticKey).filter(Boolean);
  return [...new Set([...words.map((w) => NAME_TERM + w), ...keys.map((k) => KEY_TERM + k), ...phones.map((p) => PHONE_TERM + p)])];
}

/**
 * The first text after every text that starts with `prefix`: a prefix search is the index range
 * [prefix, next) in a binary (code point) order (PostgreSQL: the column's collation is "C").
 */
export function prefixEnd(prefix: string): string {
  const points = [...prefix];
  const last = points.pop();
  if (last === undefined) return '\u{10ffff}';
  return points.join('') + String.fromCodePoint((last.codePointAt(0) ?? 0) + 1);
}
