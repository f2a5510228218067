/**
 * @jest-environment node
 */
// The Telugu and Devanagari fonts a page loads are cut from the site's own text: every letter of every
// catalog and content file in that language is in the cut, and every word of it shapes as with the whole font.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const PACKAGES = ['shell', 'mfe-content', 'mfe-booking', 'mfe-booking/contract', 'mfe-shop', 'hospital-data'];

interface Built {
  file: string;
  letters: number[];
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
  { language: 'te' as const, script: /[\u0C00-\u0C7F\u200C\u200D]+/g },
  { language: 'hi' as const, script: /[\u0900-\u097F\u200C\u200D]+/g },
])('the $language font a page loads', ({ language, script }) => {
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
    expect(built[language].bytes).toBeLessThan(built[language].fullBytes * 0.65);
    // Letters no text of the site has are left to the whole font (what a patient types).
    expect(check.wholeLetters.filter((letter) => !check.letters.includes(letter)).length).toBeGreaterThan(20);
  }, 120_000);
});
