// What a receptionist typed into the search box, read as a reference, a phone number or a name.
import { phoneticKey } from './phonetic';
import { KEY_TERM, NAME_TERM, PHONE_TERM, nameWords, prefixEnd, tenDigits } from './terms';

/** A range of the search terms' index: every term from `from` up to (not including) `to`. */
export interface TermRange {
  from: string;
  to: string;
}

export type SearchQuery =
  /** A whole reference, or its start (ASH-2K7Q, ASH-2K7Q-8M). */
  | { kind: 'reference'; from: string; to: string }
  /** A phone number: its ten digits, or its first digits. */
  | { kind: 'phone'; terms: TermRange }
  /**
   * The start of one or more words of the name; every word must match. `sounds`: the same words' phonetic
   * keys, which find the name in another script or spelling after what was typed is found (null when too
   * short to mean anything).
   */
  | { kind: 'name'; terms: TermRange[]; sounds: TermRange[] | null };

const FULL_REFERENCE = /^ASH-?([0-9A-Z]{4})-?([0-9A-Z]{4})$/;
const PARTIAL_REFERENCE = /^ASH-[0-9A-Z]{1,4}(-[0-9A-Z]{0,4})?$/;
const PHONE_LIKE = /^[\d\s+().-]+$/;
const MIN_PHONE_DIGITS = 4;
/** More words than a name has are a paste of something else. */
const MAX_WORDS = 6;
/** A sound of fewer letters ("ra") would be the start of too many names to help. */
const MIN_KEY_LENGTH = 3;

export const SEARCH_HELP = 'Type a reference (ASH-…), a phone number (at least 4 digits) or the start of the patient’s name.';

/** The end of a range holding `text` alone: nothing sorts between it and it + U+0001 (PostgreSQL text holds no U+0000). */
const exactEnd = (text: string) => `${text}\u0001`;

/** The query, or null when it cannot be any of the three. */
export function parseSearch(raw: string): SearchQuery | null {
  const text = raw.trim();
  const upper = text.toUpperCase();
  const whole = FULL_REFERENCE.exec(upper);
  if (whole) {
    const reference = `ASH-${whole[1]}-${whole[2]}`;
    return { kind: 'reference', from: reference, to: exactEnd(reference) };
  }
  if (PARTIAL_REFERENCE.test(upper)) return { kind: 'reference', from: upper, to: prefixEnd(upper) };
  if (PHONE_LIKE.test(text)) {
    const digits = text.replace(/\D/g, '');
    if (digits.length < MIN_PHONE_DIGITS) return null;
    const phone = tenDigits(digits);
    const term = PHONE_TERM + (phone ?? digits);
    return { kind: 'phone', terms: { from: term, to: phone ? exactEnd(term) : prefixEnd(term) } };
  }
  const words = nameWords(text);
  if (words.length === 0 || words.length > MAX_WORDS) return null;
  // The longest word first: it narrows the candidates most.
  const ordered = [...words].sort((a, b) => b.length - a.length);
  const startOf = (term: string) => ({ from: term, to: prefixEnd(term) });
  const keys = [...new Set(words.map(phoneticKey))].sort((a, b) => b.length - a.length);
  const sounds = keys.every(Boolean) && (keys[0]?.length ?? 0) >= MIN_KEY_LENGTH ? keys.map((key) => startOf(KEY_TERM + key)) : null;
  return { kind: 'name', terms: ordered.map((word) => startOf(NAME_TERM + word)), sounds };
}
