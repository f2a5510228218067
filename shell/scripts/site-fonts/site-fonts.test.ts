/**
 * @jest-environment node
 */
// The Telugu and Devanagari fonts a page loads are cut to the glyphs the site's own text is drawn with: every
// word of the site's text shapes as with the whole font, and a conjunct no text forms is left out.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const PACKAGES = ['shell', 'mfe-content', 'mfe-booking', 'mfe-booking/contract', 'mfe-shop', 'hospital-data'];

interface Built {
  file: string;
  letters: number[];
  words: string[];
  glyphs: number[];
  weightList: number[];
  weights: { min: number; max: number };
  bytes: number;
  fullBytes: number;
  fullFile: string;
}

/** Each package's catalogs and content in a language: src/i18n/**\/<language>.json and src/i18n/data/<language>/. */
function catalogs(language: string): string[] {
  return PACKAGES.flatMap((pkg) => {
    const folder = path.join(ROOT, pkg, 'src', 'i18n');
    return readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.json') && (file.endsWith(`${language}.json`) || file.split(path.sep).includes(language)))
      .map((file) => path.join(folder, file));
  });
}

/** Every word of a script in the language's catalogs (runs of its letters, joiners included). */
function words(language: string, script: RegExp): string[] {
  const found = new Set<string>();
  for (const file of catalogs(language)) for (const [word] of readFileSync(file, 'utf8').matchAll(script)) found.add(word);
  return [...found];
}

const node = (script: string, ...args: string[]) =>
  execFileSync(process.execPath, [path.join(__dirname, script), ...args], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 });

let out: string;
let built: Record<'te' | 'hi', Built>;

beforeAll(() => {
  out = mkdtempSync(path.join(tmpdir(), 'site-fonts-'));
  built = JSON.parse(node('build-site-fonts.mjs', out)) as typeof built;
}, 120_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe.each([
  { language: 'te' as const, script: /[\u0C00-\u0C7F\u200C\u200D]+/g, virama: '0C4D', consonants: '0C15-0C39' },
  { language: 'hi' as const, script: /[\u0900-\u097F\u200C\u200D]+/g, virama: '094D', consonants: '0915-0939' },
])('the $language font a page loads', ({ language, script, virama, consonants }) => {
  it('covers every letter of the catalogs and content in that language, and is much smaller than the whole font', () => {
    const texts = words(language, script);
    expect(texts.length).toBeGreaterThan(200);
    const textsFile = path.join(out, `${language}-words.json`);
    writeFileSync(textsFile, JSON.stringify(texts));
    const { min, max } = built[language].weights;
    const check = JSON.parse(
      node(
        'test/shape-check.mjs',
        path.join(out, built[language].file),
        built[language].fullFile,
        textsFile,
        `${min},${(min + max) / 2},${max}`,
      ),
    ) as { letters: number[]; wholeLetters: number[]; differ: Array<{ weight: number; text: string }> };
    const needed = new Set(texts.join(''));
    const missing = [...needed].filter((letter) => !check.letters.includes(letter.codePointAt(0) ?? 0));
    expect(missing).toEqual([]);
    // Conjuncts and matras: each word comes out as the whole font shapes it, at each weight the site uses.
    expect(check.differ).toEqual([]);
    // Letters no text of the site has are left to the whole font (what a patient types).
    expect(check.wholeLetters.filter((letter) => !check.letters.includes(letter)).length).toBeGreaterThan(20);
  }, 120_000);

  it('holds only the glyphs the site text is drawn with: every word of it, at each weight, shapes as whole', () => {
    const { words: siteWords, weightList } = built[language];
    expect(siteWords.length).toBeGreaterThan(500);
    const textsFile = path.join(out, `${language}-site-words.json`);
    writeFileSync(textsFile, JSON.stringify(siteWords));
    const check = JSON.parse(
      node('test/shape-check.mjs', path.join(out, built[language].file), built[language].fullFile, textsFile, weightList.join(',')),
    ) as { differ: Array<{ weight: number; text: string }> };
    expect(check.differ).toEqual([]);
    // No layout closure: well under the whole font, and a conjunct of two of the site's letters that no
    // text forms is not in it (a patient's name with it is drawn by the whole font: --font-typed).
    expect(built[language].bytes).toBeLessThan(built[language].fullBytes * 0.35);
    const conjuncts = JSON.parse(
      node('test/missing-conjunct.mjs', path.join(out, `${language}.json`), built[language].fullFile, virama, consonants),
    ) as string[];
    expect(conjuncts.length).toBeGreaterThan(0);
  }, 120_000);
});
