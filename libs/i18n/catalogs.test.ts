// Every package's catalogs, checked together: a translation that misses a key English has, adds one English
// does not have, or drops or renames a placeholder fails here (docs/i18n-conventions.md).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';

const ROOT = path.join(__dirname, '..', '..');
const PACKAGES = ['hospital-data', 'shell', 'mfe-content', 'mfe-booking', 'mfe-booking/contract', 'mfe-shop'];
const OTHER_LANGUAGES = ['te', 'hi'];

const read = (file: string): Record<string, string> => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;

/** The names a message interpolates, plural and select branches included. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  // A compiled message is a list of parts: text, or a placeholder [name, type?, format or branches?].
  const walkMessage = (parts: unknown): void => {
    if (!Array.isArray(parts)) return;
    for (const part of parts) {
      if (!Array.isArray(part) || typeof part[0] !== 'string') continue;
      names.add(part[0]);
      const branches: unknown = part[2];
      if (branches && typeof branches === 'object') for (const branch of Object.values(branches)) walkMessage(branch);
    }
  };
  walkMessage(compileMessage(message));
  return [...names].sort();
}

it('reads the placeholders of a message', () => {
  expect(placeholders('{count, plural, one {# slot at {time}} other {# slots}} for {name}')).toEqual(['count', 'name', 'time']);
  expect(placeholders('No placeholder')).toEqual([]);
});

const catalogsOf = (pkg: string) => path.join(ROOT, pkg, 'src', 'i18n');

/** A package's text catalogs: `src/i18n/en.json` and those of its areas (`src/i18n/home/en.json`), data aside. */
const textFoldersOf = (pkg: string): string[] => {
  const root = catalogsOf(pkg);
  if (!existsSync(root)) return [];
  const areas = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'data')
    .map((entry) => path.join(root, entry.name));
  return [root, ...areas].filter((folder) => existsSync(path.join(folder, 'en.json')));
};

it.each(PACKAGES)('%s: no key is written in two of its text catalogs (one would hide the other)', (pkg) => {
  const keys = textFoldersOf(pkg).flatMap((folder) => Object.keys(read(path.join(folder, 'en.json'))));
  expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
});

const textCatalogs = PACKAGES.flatMap((pkg) => textFoldersOf(pkg).map((folder) => path.relative(ROOT, folder)));

describe.each(textCatalogs)('%s catalogs', (folder) => {
  const english = read(path.join(ROOT, folder, 'en.json'));

  it.each(OTHER_LANGUAGES)('%s has every English key, no other, each non-empty, with the same placeholders', (language) => {
    const translated = read(path.join(ROOT, folder, `${language}.json`));
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
    for (const [key, message] of Object.entries(english)) {
      expect({ key, empty: translated[key]?.trim() === '' }).toEqual({ key, empty: false });
      expect({ key, placeholders: placeholders(translated[key] ?? '') }).toEqual({ key, placeholders: placeholders(message) });
    }
  });

  const dataDir = path.join(ROOT, folder, 'data');
  const datasets = existsSync(path.join(dataDir, 'te')) ? readdirSync(path.join(dataDir, 'te')) : [];
  it.each(datasets.length > 0 ? datasets : ['(none)'])('data %s: Telugu and Hindi translate the same strings', (dataset) => {
    if (dataset === '(none)') return;
    const [telugu, hindi] = OTHER_LANGUAGES.map((language) => read(path.join(dataDir, language, dataset)));
    expect(Object.keys(hindi ?? {}).sort()).toEqual(Object.keys(telugu ?? {}).sort());
    for (const catalog of [telugu, hindi])
      for (const message of Object.values(catalog ?? {})) expect(() => compileMessage(message)).not.toThrow();
  });
});
