import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DOCTORS } from '@hospital/hospital-data';

/**
 * Copy names only specialists the hospital has (docs/product-rules.md#lists-and-counts): the roster has
 * general physicians, an obstetrician, an orthopaedic surgeon, a cardiac surgeon, a gastroenterologist and an
 * ENT surgeon. These words, in the three languages, name doctors it does not have.
 */
const ABSENT_SPECIALISTS: Record<'en' | 'te' | 'hi', RegExp> = {
  en: /\b(cardiologists?|paediatricians?|pediatricians?|neonatologists?|neurologists?|dermatologists?|urologists?|nephrologists?|oncologists?|psychiatrists?|pulmonologists?|endocrinologists?|anaesthetists?|anesthetists?)\b/i,
  te: /కార్డియాలజిస్ట్|పిల్లల వైద్యు|పిల్లల డాక్టర్|గుండె వైద్యులు|పీడియాట్రిషియన్|న్యూరాలజిస్ట్|అనస్తీషియా డాక్టర్/,
  hi: /कार्डियोलॉजिस्ट|शिशु रोग विशेषज्ञ|हृदय रोग विशेषज्ञ|बच्चों के डॉक्टरों|पीडियाट्रिशियन|न्यूरोलॉजिस्ट|एनेस्थीसिया डॉक्टर/,
};

const SOURCE = path.resolve(__dirname, '../..');
// The shop's products speak of our doctors too: their copy is held to the same roster.
const SHOP_SOURCE = path.resolve(SOURCE, '../../mfe-shop/src');

/** Every file under a folder whose name passes the test. */
const filesUnder = (dir: string, keep: (name: string) => boolean): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, keep);
    return keep(entry.name) ? [full] : [];
  });

const languageOf = (file: string): 'en' | 'te' | 'hi' => {
  const match = /[/\\](te|hi)(?:[/\\]|\.json$)/.exec(file);
  return (match?.[1] as 'te' | 'hi' | undefined) ?? 'en';
};

describe('the copy and the roster', () => {
  const files = [
    ...[SOURCE, SHOP_SOURCE].flatMap((root) => filesUnder(root, (name) => /\.(tsx?|json)$/.test(name) && !name.includes('.test.'))),
  ];

  it('reads the content data and every catalog, in the three languages', () => {
    expect(new Set(files.map(languageOf))).toEqual(new Set(['en', 'te', 'hi']));
  });

  it('never names a kind of specialist the hospital does not have', () => {
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => ABSENT_SPECIALISTS[languageOf(file)].test(line))
        .map((line) => `${path.relative(path.dirname(SOURCE), file)}: ${line.trim().slice(0, 120)}`),
    );
    expect(found).toEqual([]);
  });
});

describe('doctors’ names in Telugu and Hindi running text', () => {
  it.each(['te', 'hi'] as const)('in %s, profiles and testimonials name doctors in the script, as the contract writes them', (language) => {
    const dir = path.join(SOURCE, 'i18n', 'data', language);
    for (const file of ['doctor-profiles.json', 'testimonials.json']) {
      expect([file, readFileSync(path.join(dir, file), 'utf8').match(/Dr\. [A-Z][a-z]+/g)]).toEqual([file, null]);
    }
    const profiles = JSON.parse(readFileSync(path.join(dir, 'doctor-profiles.json'), 'utf8')) as Record<string, string>;
    for (const doctor of DOCTORS)
      expect([doctor.slug, profiles[`doctors.${doctor.slug}.about`]?.includes(doctor.inScript[language])]).toEqual([doctor.slug, true]);
  });
});
