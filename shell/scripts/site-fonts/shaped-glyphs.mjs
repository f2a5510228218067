// The glyphs a font draws a set of texts with: every glyph the shaper passes through (after each lookup, not
// only at the end, so a conjunct built in steps keeps the glyphs between), at each weight given (a weight can
// swap glyphs), for the cut to keep.
import { createRequire } from 'node:module';
import * as hb from 'harfbuzzjs';

const require = createRequire(import.meta.url);
const fontverter = require('fontverter');

/** Opens a font (any format) for shaping. */
export async function openFont(bytes) {
  const face = new hb.Face(new hb.Blob(await fontverter.convert(bytes, 'truetype')));
  return { face, font: new hb.Font(face) };
}

/** The glyph ids shaping `texts` with `font` passes through, at each of `weights`, sorted. */
export function glyphsShaped({ font }, texts, weights) {
  const glyphs = new Set([0]);
  for (const weight of weights) {
    font.setVariations([new hb.Variation('wght', weight)]);
    for (const text of texts) {
      const buffer = new hb.Buffer();
      buffer.addText(text);
      buffer.guessSegmentProperties();
      for (const step of hb.shapeWithTrace(font, buffer, [], 0, hb.TracePhase.DONT_STOP)) {
        if (step.glyphs) for (const { g } of step.t) glyphs.add(g);
      }
      for (const { codepoint } of buffer.getGlyphInfos()) glyphs.add(codepoint);
      buffer.destroy?.();
    }
  }
  return [...glyphs].sort((a, b) => a - b);
}
