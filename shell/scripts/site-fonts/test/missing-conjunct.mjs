// For the tests: a conjunct of two letters the site's text uses that the cut font does not draw (one of its
// glyphs is not among those the cut kept), as a patient could type it in a name.
// `node missing-conjunct.mjs <manifest.json> <whole.woff2> <virama> <first consonant>-<last consonant>` (hex)
// prints it as a JSON string (or null).
import { readFileSync } from 'node:fs';
import * as hb from 'harfbuzzjs';
import { openFont } from '../shaped-glyphs.mjs';

const [manifestFile, wholeFile, virama, consonantRange] = process.argv.slice(2);
const [from, to] = consonantRange.split('-').map((hex) => parseInt(hex, 16));
const { letters, glyphs } = JSON.parse(readFileSync(manifestFile, 'utf8'));
const kept = new Set(glyphs);
const consonants = letters.filter((c) => c >= from && c <= to).map((c) => String.fromCodePoint(c));
const { font } = await openFont(readFileSync(wholeFile));

function drawnWithKept(text) {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  return buffer.getGlyphInfos().every(({ codepoint }) => kept.has(codepoint));
}

let found = null;
for (const first of consonants) {
  for (const second of consonants) {
    const text = `${first}${String.fromCodePoint(parseInt(virama, 16))}${second}`;
    if (!drawnWithKept(text)) {
      found = text;
      break;
    }
  }
  if (found) break;
}
console.log(JSON.stringify(found));
