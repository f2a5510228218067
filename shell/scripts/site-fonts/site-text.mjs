// The letters the site's own text uses in a script: every catalog, content file and component of the
// packages whose text a page shows (tests and the API's e-mails left out), read from the sources themselves.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The packages a browser shows text of (their src folders). */
export const TEXT_SOURCES = [
  'shell/src',
  'mfe-content/src',
  'mfe-booking/src',
  'mfe-booking/contract/src',
  'mfe-shop/src',
  'hospital-data/src',
  'libs',
];

const TEXT_FILE = /\.(json|tsx?|mdx?|html)$/;
const NOT_PAGE_TEXT = /\.test\.|\.spec\.|(^|[\\/])(node_modules|dist|test|__tests__|site-fonts)([\\/]|$)/;

/** Every text source file, in a stable order (the subset must be the same on every machine). */
export function textFiles(root = ROOT, sources = TEXT_SOURCES) {
  const files = [];
  for (const source of sources) {
    const folder = path.join(root, source);
    for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
      const file = path.join(entry.parentPath, entry.name);
      if (entry.isFile() && TEXT_FILE.test(entry.name) && !NOT_PAGE_TEXT.test(path.relative(root, file))) files.push(file);
    }
  }
  return files.sort();
}

/** Parses a CSS unicode-range ('U+0C00-0C7F,U+25CC') into inclusive ranges. */
export function parseRanges(text) {
  return [...text.matchAll(/U\+([0-9A-F]+)(?:-([0-9A-F]+))?/gi)].map(([, from, to]) => [parseInt(from, 16), parseInt(to ?? from, 16)]);
}

/** Inclusive ranges back to CSS, consecutive code points merged. */
export function formatRanges(codePoints) {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const parts = [];
  for (let i = 0; i < sorted.length; i++) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    const hex = (n) => n.toString(16).toUpperCase().padStart(4, '0');
    parts.push(j > i ? `U+${hex(sorted[i])}-${hex(sorted[j])}` : `U+${hex(sorted[i])}`);
    i = j;
  }
  return parts.join(',');
}

/**
 * The code points within `ranges` that the files' text uses, sorted, with the parts each decomposes into: the
 * shaper splits a letter whose parts the font has ('ై' into 'ె' and 'ౖ'), and the font joins them back.
 */
export function lettersIn(files, ranges) {
  const inRanges = (codePoint) => ranges.some(([from, to]) => codePoint >= from && codePoint <= to);
  const found = new Set();
  for (const file of files) {
    for (const character of new Set(readFileSync(file, 'utf8'))) {
      if (!inRanges(character.codePointAt(0))) continue;
      for (const part of `${character}${character.normalize('NFD')}`) found.add(part.codePointAt(0));
    }
  }
  return [...found].filter(inRanges).sort((a, b) => a - b);
}

/** The lightest and heaviest weight the site's styles ask for ('bold' is 700). */
export function weightsUsed(root = ROOT, sources = TEXT_SOURCES) {
  const weights = new Set([400, 700]);
  for (const source of sources) {
    const folder = path.join(root, source);
    for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.css')) continue;
      const css = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
      // A single weight: a face's own 'font-weight: 100 900' is a range it offers, not one asked for.
      for (const [, weight] of css.matchAll(/font-weight:\s*(\d{3}|bold)\s*[;}!]/g)) weights.add(weight === 'bold' ? 700 : Number(weight));
    }
  }
  return { min: Math.min(...weights), max: Math.max(...weights) };
}
