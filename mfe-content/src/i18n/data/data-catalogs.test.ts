// The Telugu and Hindi catalogs of this remote's English data (docs/i18n-conventions.md#files-of-a-package):
// every visible string of the data has its key in both, and neither has a key no English string has.
import { departments } from '../../data/departments/departments';
import { departmentContents } from '../../data/departments/content';
import { departmentImages } from '../../data/departments/images';
import { healthPackages } from '../../features/packages/data/packages';
import { testimonials } from '../../features/testimonials/data/testimonials';
import teDepartments from './te/departments.json';
import hiDepartments from './hi/departments.json';
import tePackages from './te/packages.json';
import hiPackages from './hi/packages.json';
import teTestimonials from './te/testimonials.json';
import hiTestimonials from './hi/testimonials.json';

type Catalog = Record<string, string>;

/** One object of English data, translated at `prefix` (as the components call `useTranslatedData`). */
interface Source {
  prefix: string;
  english: unknown;
  /** Fields that are not visible text (or are translated elsewhere): never given a key, at any depth. */
  excluded: readonly string[];
}

/** Slugs, paths, icons and doctors; `title` and `short` are the contract's names, in shared-types' catalog. */
const DEPARTMENT_EXCLUDED = ['id', 'title', 'short', 'slug', 'path', 'icon', 'doctorSlugs'] as const;
/** The slug, and the lucide icon of each problem. */
const CONTENT_EXCLUDED = ['slug', 'icon'] as const;
/** The image file; only its alt text is read out. */
const IMAGE_EXCLUDED = ['src'] as const;
/** The id, the price and the title (the contract's name, in shared-types' catalog). */
const PACKAGE_EXCLUDED = ['id', 'title', 'price'] as const;
/** Patients' names and initials stay as they are. */
const TESTIMONIAL_EXCLUDED = ['id', 'name', 'initials'] as const;

const dataSets: Array<{ name: string; te: Catalog; hi: Catalog; sources: Source[] }> = [
  {
    name: 'departments',
    te: teDepartments,
    hi: hiDepartments,
    sources: [
      ...departments.map((english) => ({ prefix: `departments.${english.slug}`, english, excluded: DEPARTMENT_EXCLUDED })),
      ...departmentContents.map((english) => ({ prefix: `departments.${english.slug}`, english, excluded: CONTENT_EXCLUDED })),
      ...Object.entries(departmentImages).map(([slug, english]) => ({
        prefix: `departments.${slug}.image`,
        english,
        excluded: IMAGE_EXCLUDED,
      })),
    ],
  },
  {
    name: 'packages',
    te: tePackages,
    hi: hiPackages,
    sources: healthPackages.map((english) => ({ prefix: `packages.${english.id}`, english, excluded: PACKAGE_EXCLUDED })),
  },
  {
    name: 'testimonials',
    te: teTestimonials,
    hi: hiTestimonials,
    sources: testimonials.map((english) => ({ prefix: `testimonials.${english.id}`, english, excluded: TESTIMONIAL_EXCLUDED })),
  },
];

/** Every string the runtime's `translateData` would look up, by key, as it walks the data (arrays by index). */
function translatableStrings({ prefix, english, excluded }: Source): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') found.set(path, value);
    else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${path}.${index}`));
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) if (!excluded.includes(key)) walk(item, `${path}.${key}`);
    }
  };
  walk(english, prefix);
  return found;
}

/** Lists whose items are React keys (tests, capabilities, problems by title): their translations stay distinct. */
function keyedLists({ prefix, english }: Source): string[][] {
  const lists: string[][] = [];
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) {
      if (value.every((item) => typeof item === 'string')) lists.push(value.map((_, index) => `${path}.${index}`));
      else if (value.every((item) => item && typeof item === 'object' && 'title' in item)) {
        lists.push(value.map((_, index) => `${path}.${index}.title`));
      }
      value.forEach((item, index) => walk(item, `${path}.${index}`));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) walk(item, `${path}.${key}`);
    }
  };
  walk(english, prefix);
  return lists;
}

/** Test names written the same in every language (docs/i18n-conventions.md#translations). */
const SAME_IN_EVERY_LANGUAGE = new Set(['ECG', 'HbA1c', 'hs-CRP']);
const SCRIPT = { te: /[\u0C00-\u0C7F]/, hi: /[\u0900-\u097F]/ } as const;

describe.each(dataSets)('the $name data catalogs', ({ te, hi, sources }) => {
  const english = new Map(sources.flatMap((source) => [...translatableStrings(source)]));

  it('find visible text in the English data', () => {
    expect(english.size).toBeGreaterThan(0);
  });

  it.each([
    ['te', te],
    ['hi', hi],
  ] as const)('%s has a key for every English string and none other', (_language, catalog) => {
    const missing = [...english.keys()].filter((key) => !(key in catalog));
    const extra = Object.keys(catalog).filter((key) => !english.has(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each([
    ['te', te],
    ['hi', hi],
  ] as const)('%s is written in its own script, except for test names kept as they are', (language, catalog) => {
    const untranslated = [...english].filter(
      ([key, text]) => !SAME_IN_EVERY_LANGUAGE.has(text) && !SCRIPT[language].test(catalog[key] ?? ''),
    );
    expect(untranslated).toEqual([]);
  });

  it.each([
    ['te', te],
    ['hi', hi],
  ] as const)('%s keeps the items of each list distinct, as React keys', (_language, catalog) => {
    const clashes = sources
      .flatMap(keyedLists)
      .map((keys) => keys.map((key) => catalog[key] ?? key))
      .filter((items) => new Set(items).size !== items.length);
    expect(clashes).toEqual([]);
  });
});
