// A patient's words in one loose Latin spelling, whatever script and spelling they typed them in: "सीने में
// दर्द", "seene mein dard" and "sine me dard" come out alike, so one list of words can be looked for in all.
import Sanscript from '@indic-transliteration/sanscript';

/** Longer text is cut first: what is matched, and so its time, has a bound that does not come from input. */
export const MAX_CHARS = 2000;

const NUKTA = /\u093C/g;
const DEVANAGARI_WORD = /[\u0900-\u0963\u0966-\u097F]+/g;
const TELUGU_WORD = /[\u0C00-\u0C7F]+/g;
const COMBINING_MARKS = /[\u0300-\u036F]/g;
/** Sentence ends and commas (the danda becomes "." in IAST): words are only looked for together within one. */
const CLAUSE_BREAK = /[.,;:!?|\n\r\u0964\u0965]+/;

/** One word with aspirates and long vowels as their plain letters, sh/s, w/v, z/j, ph/f, doubled letters once. */
export function foldBase(word: string): string {
  return (
    word
      .replace(/ph/g, 'f')
      .replace(/([bcdgjkpstz])h+/g, '$1')
      .replace(/ee/g, 'i')
      .replace(/oo/g, 'u')
      .replace(/w/g, 'v')
      .replace(/z/g, 'j')
      .replace(/q/g, 'k')
      .replace(/y/g, 'i')
      .replace(/(.)\1+/g, '$1')
      // Anusvara: "ibbaṃdi" is typed "ibbandi".
      .replace(/m(?=[^aeiou])/g, 'n')
  );
}

/** foldBase, and a last a or e dropped: seena/seene/sina, tedha/tedhe. */
export function foldSpelling(word: string): string {
  return foldBase(word).replace(/(.{2,})[ae]$/, '$1');
}

/** A word of the message: `folded` to compare whole words, `base` to compare beginnings. */
export interface Word {
  folded: string;
  base: string;
}

// IAST vowels, and consonants (aspirates are one: "kh", "dh").
const V = '[aāiīuūṛeo]';
const C = '(?:[kgcjṭḍtdpb]h|[bcdfghjklmnpqrstvwxyzñṅṇṭḍśṣṃ])';
const FINAL_SCHWA = new RegExp(`(${V}${C}+)a$`);
const INNER_SCHWA = new RegExp(`(${V}${C})a(?=${C}${V})`, 'g');

/** Hindi leaves the inherent "a" unsaid at a word's end and between some consonants: darda → dard, kamazorī → kamzorī. */
const hindiSpoken = (word: string) => word.replace(FINAL_SCHWA, '$1').replace(INNER_SCHWA, '$1');

/** Telugu and Devanagari words as IAST, then without its marks: "ఛాతీ" → "chati", "साँस" → "sans". */
function toLatin(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(NUKTA, '')
      .normalize('NFC')
      .replace(DEVANAGARI_WORD, (word) => hindiSpoken(Sanscript.t(word, 'devanagari', 'iast').replace(/~/g, 'n')))
      .replace(TELUGU_WORD, (word) => Sanscript.t(word, 'telugu', 'iast'))
      // IAST writes the chandrabindu as "~" (sā~sa): it is the n people type (saans).
      .replace(/~/g, 'n')
      .normalize('NFD')
      .replace(COMBINING_MARKS, '')
      .toLowerCase()
  );
}

/** The text's clauses, each as its words in the loose spelling. */
export function latinClauses(text: string): Word[][] {
  return toLatin(text.slice(0, MAX_CHARS))
    .split(CLAUSE_BREAK)
    .map((clause) =>
      clause
        .replace(/['’]/g, '')
        .split(/[^a-z0-9]+/)
        .filter(Boolean)
        .map((word) => ({ folded: foldSpelling(word), base: foldBase(word) })),
    )
    .filter((words) => words.length > 0);
}
