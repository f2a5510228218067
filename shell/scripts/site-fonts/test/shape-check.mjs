// For the tests: which letters a font maps, and whether texts shape with a cut font as with the whole one
// (the same glyphs for the same letters, placed alike, weight by weight: a conjunct or matra the cut lost
// would change them).
// `node shape-check.mjs <cut.woff2> <whole.woff2> <texts.json> <weights,…>` prints { letters, wholeLetters, differ }.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as hb from 'harfbuzzjs';

const require = createRequire(import.meta.url);
const fontverter = require('fontverter');

const [cutFile, wholeFile, textsFile, weightList] = process.argv.slice(2);

async function open(file) {
  const blob = new hb.Blob(await fontverter.convert(readFileSync(file), 'truetype'));
  const face = new hb.Face(blob);
  return { face, font: new hb.Font(face) };
}

/** Cutting the weight axis to the site's range rounds its deltas: positions may move by a unit or two of 1,000. */
const ROUNDING = 2;

function shaped(font, text, weight) {
  font.setVariations([new hb.Variation('wght', weight)]);
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  return buffer.getGlyphInfosAndPositions();
}

function sameShape(a, b) {
  if (a.length !== b.length) return false;
  return a.every((glyph, i) => {
    const other = b[i];
    if (glyph.cluster !== other.cluster || (glyph.codepoint === 0) !== (other.codepoint === 0)) return false;
    return ['xAdvance', 'xOffset', 'yOffset'].every((key) => Math.abs(glyph[key] - other[key]) <= ROUNDING);
  });
}

const cut = await open(cutFile);
const whole = await open(wholeFile);
const texts = JSON.parse(readFileSync(textsFile, 'utf8'));
const differ = [];
for (const weight of weightList.split(',').map(Number)) {
  for (const text of texts) if (!sameShape(shaped(cut.font, text, weight), shaped(whole.font, text, weight))) differ.push({ weight, text });
}
console.log(JSON.stringify({ letters: [...cut.face.collectUnicodes()], wholeLetters: [...whole.face.collectUnicodes()], differ }));
