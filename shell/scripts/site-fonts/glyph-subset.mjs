// Cuts a font to exactly the glyphs given (and the letters' cmap entries), with no layout closure: a rule
// survives only if every glyph it reads and writes is kept. harfbuzz's subsetter, called directly: a cut
// from text alone always adds every glyph those letters could form.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const fontverter = require('fontverter');

const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;
const tag = (text) => [...text].reduce((sum, ch) => (sum << 8) + ch.charCodeAt(0), 0);

let wasm;
async function harfbuzzSubset() {
  if (!wasm) {
    const { instance } = await WebAssembly.instantiate(readFileSync(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm')));
    wasm = instance.exports;
    wasm._initialize();
  }
  return wasm;
}

/** `font` (any format) cut to `glyphs` (ids in it) and `codePoints`, the axes narrowed to `axes`; woff2 out. */
export async function subsetToGlyphs(font, { codePoints, glyphs, axes = {} }) {
  const hb = await harfbuzzSubset();
  const ttf = await fontverter.convert(font, 'truetype');
  const heap = () => new Uint8Array(hb.memory.buffer);
  const data = hb.malloc(ttf.byteLength);
  heap().set(new Uint8Array(ttf), data);
  const blob = hb.hb_blob_create(data, ttf.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  const input = hb.hb_subset_input_create_or_fail();
  try {
    if (!input) throw new Error('harfbuzz could not start a subset');
    const features = hb.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
    hb.hb_set_clear(features);
    hb.hb_set_invert(features);
    hb.hb_subset_input_set_flags(input, hb.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE);
    const unicodes = hb.hb_subset_input_unicode_set(input);
    for (const codePoint of codePoints) hb.hb_set_add(unicodes, codePoint);
    const glyphSet = hb.hb_subset_input_glyph_set(input);
    for (const glyph of glyphs) hb.hb_set_add(glyphSet, glyph);
    for (const [axis, { min, max }] of Object.entries(axes)) {
      if (!hb.hb_subset_input_set_axis_range(input, face, tag(axis), min, max, NaN)) throw new Error(`the font has no ${axis} axis`);
    }
    const cut = hb.hb_subset_or_fail(face, input);
    if (!cut) throw new Error('harfbuzz could not cut the font');
    const result = hb.hb_face_reference_blob(cut);
    const offset = hb.hb_blob_get_data(result, 0);
    const bytes = Buffer.from(heap().subarray(offset, offset + hb.hb_blob_get_length(result)));
    hb.hb_blob_destroy(result);
    hb.hb_face_destroy(cut);
    return await fontverter.convert(bytes, 'woff2', 'truetype');
  } finally {
    if (input) hb.hb_subset_input_destroy(input);
    hb.hb_face_destroy(face);
    hb.free(data);
  }
}
