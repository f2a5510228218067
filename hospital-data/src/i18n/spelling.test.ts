import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * One spelling per word per language, over every Telugu and Hindi catalog of the site (the shell's, each
 * remote's, the hospital's common catalog, the booking contract's and the booking API's messages): a patient should not read "e-mail" two ways on one
 * visit. Each rule names the spelling kept and the ones that must not appear; it also holds the words chosen
 * for what patients say ("manage" is "see or change", never "administer").
 */
const RULES: Record<'te' | 'hi', Array<{ kept: string; not: string[] }>> = {
  te: [
    { kept: 'ఈమెయిల్', not: ['ఇ-మెయిల్', 'ఈ-మెయిల్', 'ఇమెయిల్', 'ఇ మెయిల్'] },
    { kept: 'ఆసుపత్రి', not: ['హాస్పిటల్'] },
    { kept: 'మీకు అనుకూలమైన తేదీ', not: ['మీకు కావలసిన తేదీ', 'ఇష్టమైన తేదీ'] },
    { kept: 'మీకు అనుకూలమైన సమయం', not: ['మీకు కావలసిన సమయం', 'ఇష్టమైన సమయం'] },
    { kept: 'చూడండి లేదా మార్చండి', not: ['అపాయింట్‌మెంట్‌ను నిర్వహించండి'] },
  ],
  hi: [
    { kept: 'ई-मेल', not: ['ईमेल', 'इमेल', 'ई मेल', 'इ-मेल'] },
    { kept: 'देखें या बदलें', not: ['प्रबंधित करें', 'मैनेज करें'] },
    // "Find" is ढूँढें (find my appointment, your department); खोजें is the site's "search", never "find".
    { kept: 'ढूँढ', not: ['ढूंढ', 'ढूढ', 'अपॉइंटमेंट खोज', 'उसे खोज', 'इसे खोज', 'विभाग खोज', 'पेज खोज', 'डॉक्टर खोज'] },
  ],
};

const ROOT = path.resolve(__dirname, '../../..');
const SKIPPED = new Set(['node_modules', 'dist', '.git', 'test-results', 'bench']);

/** Every Telugu or Hindi catalog file under a folder: `<lang>.json`, or any JSON under an `i18n/…/<lang>/` folder. */
function catalogs(dir: string): Array<{ file: string; language: 'te' | 'hi' }> {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return catalogs(full);
    if (!entry.name.endsWith('.json') || !full.includes(`${path.sep}i18n${path.sep}`)) return [];
    const language = /(?:^|[/\\])(te|hi)(?:\.json$|[/\\])/.exec(path.relative(ROOT, full))?.[1] as 'te' | 'hi' | undefined;
    return language ? [{ file: full, language }] : [];
  });
}

describe('one spelling per word in the Telugu and Hindi catalogs', () => {
  const found = catalogs(ROOT);

  it('finds the catalogs of the shell, the remotes, the common catalog and the booking API’s messages', () => {
    const packages = new Set(found.map(({ file }) => path.relative(ROOT, file).split(path.sep)[0]));
    expect(packages).toEqual(new Set(['shell', 'mfe-content', 'mfe-booking', 'mfe-shop', 'hospital-data']));
    expect(found.some(({ file }) => file.includes(`${path.sep}server${path.sep}`))).toBe(true);
  });

  it.each(['te', 'hi'] as const)('in %s, each word is written one way, and the way kept is in use', (language) => {
    const texts = found.filter((catalog) => catalog.language === language).map(({ file }) => ({ file, text: readFileSync(file, 'utf8') }));
    for (const { kept, not } of RULES[language]) {
      expect([kept, texts.some(({ text }) => text.includes(kept))]).toEqual([kept, true]);
      const strays = texts.flatMap(({ file, text }) =>
        not.filter((word) => text.includes(word)).map((word) => `${path.relative(ROOT, file)}: ${word}`),
      );
      expect(strays).toEqual([]);
    }
  });
});
