// For the tests: conjuncts of two letters the site's text uses that the cut font does not draw (one of their
// glyphs is not among those the cut kept) and would draw visibly wrong (wider or narrower, as with a visible
// virama), as a patient could type them in a name.
// `node missing-conjunct.mjs <manifest.json> <whole.woff2> <virama> <first consonant>-<last consonant>` (hex)
// prints up to ten of them as a JSON array, the widest difference first.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as hb from 'harfbuzzjs';
import { openFont } from '../shaped-glyphs.mjs';

const [manifestFile, wholeFile, virama, consonantRange] = process.argv.slice(2);
const [from, to] = consonantRange.split('-').map((hex) => parseInt(hex, 16));
const { letters, glyphs } = JSON.parse(readFileSync(manifestFile, 'utf8'));
const kept = new Set(glyphs);
const consonants = letters.filter((c) => c >= from && c <= to).map((c) => String.fromCodePoint(c));
const { file } = JSON.parse(readFileSync(manifestFile, 'utf8'));
const whole = await openFont(readFileSync(wholeFile));
const cut = await openFont(readFileSync(path.join(path.dirname(manifestFile), file)));

function shaped({ font }, text) {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  return { glyphs: buffer.getGlyphInfos(), width: buffer.getGlyphPositions().reduce((sum, { xAdvance }) => sum + xAdvance, 0) };
}

/** How far the cut's drawing is from the whole font's, in font units; 0 when the cut keeps every glyph. */
function drift(text) {
  const asWhole = shaped(whole, text);
  if (asWhole.glyphs.every(({ codepoint }) => kept.has(codepoint))) return 0;
  return Math.abs(shaped(cut, text).width - asWhole.width);
}

const found = [];
for (const first of consonants) {
  for (const second of consonants) {
    const text = `${first}${String.fromCodePoint(parseInt(virama, 16))}${second}`;
    const off = drift(text);
    if (off > 0) found.push({ text, off });
  }
}
console.log(
  JSON.stringify(
    found
      .sort((a, b) => b.off - a.off)
      .slice(0, 10)
      .map(({ text }) => text),
  ),
);
