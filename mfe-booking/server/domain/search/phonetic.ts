// A name word's sound, written one way whatever the script and the spelling: a caller's "Sai" or "Saai"
// and a patient's సాయి, "Nageshwara" and నాగేశ్వర, "Rajesh" and राजेश share one key. Telugu and Devanagari
// are brought into Latin by Sanscript (IAST); then both sides fold the same way, so a fold can only make
// more names meet, never fewer.
import Sanscript from '@indic-transliteration/sanscript';

/** Longer keys are cut: no name word needs more to be told apart, and a pasted text stays small. */
export const MAX_KEY_LENGTH = 24;
/** Longer words are not names: their key is their first letters' (the cut above). */
const MAX_WORD_LENGTH = 64;

const TELUGU = /[\u0c00-\u0c7f]/;
const DEVANAGARI = /[\u0900-\u097f]/;
const MARKS = /[\u0300-\u036f]/g;
const NOT_LATIN = /[^a-z]+/g;

/** The spellings people use for one sound, folded in this order (each line acts on the previous one's output). */
const FOLDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/x/g, 'ks'],
  [/q/g, 'k'],
  [/z/g, 'j'],
  [/f/g, 'p'],
  // Chowdary, Choudary and చౌదరి (caudari).
  [/o[wu]/g, 'au'],
  [/w/g, 'v'],
  // Aspirates and sh: Rajesh/rājeśa, Swathi/svāti, Lakshmi/lakṣmi, Chowdary/caudari.
  [/([bcdgjkpst])h/g, '$1'],
  [/ee/g, 'i'],
  [/oo/g, 'u'],
  // Pandey/pāṃḍe.
  [/ey$/, 'e'],
  // Reddy/reḍḍi, Sai/sāyi, Vijay/vijaya.
  [/y/g, 'i'],
  // Doubled letters and long vowels: Saai/sāi, Reddy/reḍḍi.
  [/([a-z])\1+/g, '$1'],
  // Naidu/nāyuḍu.
  [/aiu/g, 'ai'],
  // An anusvara before a consonant is heard as n or m: Venkatesh/vèṃkaṭeś, Sampath/saṃpat.
  [/m(?=[^aeiou])/g, 'n'],
  // Rao/rāvu.
  [/a(?:vu|o)$/, 'au'],
  // The inherent vowel at the end, written or not: Nageswara/Nageswar, Rajesh/rājeśa.
  [/(?<=..[^aeiou])a$/, ''],
];

/** The word in Latin letters: Telugu and Devanagari transliterated, accents dropped, lower case. */
function inLatin(word: string): string {
  let latin = word;
  if (TELUGU.test(latin)) latin = Sanscript.t(latin, 'telugu', 'iast');
  if (DEVANAGARI.test(latin)) latin = Sanscript.t(latin, 'devanagari', 'iast');
  // The vocalic r is heard as "ri": Krishna/kṛṣṇa.
  return latin
    .toLowerCase()
    .replace(/r\u0325|ṛ|ṝ/g, 'ri')
    .normalize('NFD')
    .replace(MARKS, '')
    .replace(NOT_LATIN, '');
}

function keyOf(word: string): string {
  let key = inLatin(word.slice(0, MAX_WORD_LENGTH));
  for (const [pattern, replacement] of FOLDS) key = key.replace(pattern, replacement);
  return key.slice(0, MAX_KEY_LENGTH);
}

/** Name words repeat (Lakshmi, Reddy, Rao): their keys are kept, up to this many. */
const CACHED_WORDS = 10_000;
const cache = new Map<string, string>();

/** One word's phonetic key: lower-case a-z, at most MAX_KEY_LENGTH long; empty when nothing in it is Latin, Telugu or Devanagari. */
export function phoneticKey(word: string): string {
  const known = cache.get(word);
  if (known !== undefined) return known;
  const key = keyOf(word);
  if (cache.size >= CACHED_WORDS) cache.clear();
  cache.set(word, key);
  return key;
}
