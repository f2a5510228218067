// Cuts the Telugu and Devanagari fonts to the letters the site's own text uses (site-text.mjs), keeping the
// weight axis over the weights the styles ask for and harfbuzz's layout closure (every conjunct and matra
// those letters can form). Writes, per script, the cut font and its @font-face into shell/src/styles/site-fonts/
// (not committed); the shell's build runs it first, and again only when a source or the font changed.
// `node shell/scripts/site-fonts/build-site-fonts.mjs [folder]` writes them elsewhere (the tests).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT, formatRanges, lettersIn, parseRanges, textFiles, weightsUsed } from './site-text.mjs';

const require = createRequire(import.meta.url);

export const SITE_FONTS_DIR = path.join(ROOT, 'shell/src/styles/site-fonts');

/** Per script: the variable font cut, the family pages name, and the file that stays whole for typed text. */
export const SCRIPT_FONTS = {
  te: { family: 'Noto Sans Telugu Variable', fontsource: 'noto-sans-telugu', subset: 'telugu' },
  hi: { family: 'Noto Sans Devanagari Variable', fontsource: 'noto-sans-devanagari', subset: 'devanagari' },
};

/** Always kept: what shaping inserts or joins with (dotted circle, zero-width joiner and non-joiner). */
const SHAPING = [0x25cc, 0x200c, 0x200d];
/** In the font only (the page takes it from Inter): the glyph the shaper puts in place of an invisible joiner. */
const SPACE = 0x20;

const fullFont = ({ fontsource, subset }) =>
  require.resolve(`@fontsource-variable/${fontsource}/files/${fontsource}-${subset}-wght-normal.woff2`);
const fontRanges = ({ fontsource, subset }) =>
  parseRanges(JSON.parse(readFileSync(require.resolve(`@fontsource-variable/${fontsource}/unicode.json`), 'utf8'))[subset]);

export const subsetFileName = (language) => `${SCRIPT_FONTS[language].fontsource}-site.woff2`;

function faceCss(font, letters, weights, file) {
  return `/* Written by shell/scripts/site-fonts/build-site-fonts.mjs from the site's own text: do not edit. */
@font-face {
  font-family: '${font.family}';
  font-style: normal;
  font-display: optional;
  font-weight: ${weights.min} ${weights.max};
  src: url('./${file}') format('woff2-variations');
  unicode-range: ${formatRanges(letters)};
}
`;
}

/** Writes each script's cut font and face into `out`; returns what each holds. Skips work already done. */
export async function buildSiteFonts(out = SITE_FONTS_DIR) {
  const files = textFiles();
  const weights = weightsUsed();
  const generator = ['site-text.mjs', 'build-site-fonts.mjs'].map((file) => readFileSync(new URL(file, import.meta.url)));
  const built = {};
  mkdirSync(out, { recursive: true });
  for (const [language, font] of Object.entries(SCRIPT_FONTS)) {
    const letters = [...new Set([...lettersIn(files, fontRanges(font)), ...SHAPING])].sort((a, b) => a - b);
    const source = readFileSync(fullFont(font));
    const key = createHash('sha256')
      .update(JSON.stringify({ letters, weights }))
      .update(source)
      .update(Buffer.concat(generator))
      .digest('hex');
    const file = subsetFileName(language);
    const manifestFile = path.join(out, `${language}.json`);
    const manifest = { language, family: font.family, file, letters, weights, key };
    const kept = existsSync(manifestFile) && existsSync(path.join(out, file)) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : null;
    if (kept?.key !== key) {
      const { default: subsetFont } = await import('subset-font');
      const cut = await subsetFont(source, String.fromCodePoint(SPACE, ...letters), {
        targetFormat: 'woff2',
        variationAxes: { wght: weights },
      });
      writeFileSync(path.join(out, file), cut);
      writeFileSync(path.join(out, `${language}.css`), faceCss(font, letters, weights, file));
      writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
    }
    built[language] = { ...manifest, bytes: readFileSync(path.join(out, file)).length, fullBytes: source.length, fullFile: fullFont(font) };
  }
  return built;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const built = await buildSiteFonts(process.argv[2] ? path.resolve(process.argv[2]) : SITE_FONTS_DIR);
  console.log(JSON.stringify(built));
}
