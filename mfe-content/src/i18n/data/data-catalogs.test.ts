// The Telugu and Hindi catalogs of this remote's English data (docs/i18n-conventions.md#files-of-a-package):
// every visible string of the data has its key in both, and neither has a key no English string has.
import { departments } from '../../data/departments/departments';
import { departmentContents } from '../../data/departments/content';
import { departmentImages } from '../../data/departments/images';
import { healthPackages } from '../../features/packages/data/packages';
import { testimonials } from '../../features/testimonials/data/testimonials';
import teDepartmentCards from './te/departments.json';
import hiDepartmentCards from './hi/departments.json';
import teDepartmentPages from './te/department-pages.json';
import hiDepartmentPages from './hi/department-pages.json';
import tePackageCards from './te/packages.json';
import hiPackageCards from './hi/packages.json';
import tePackageDetails from './te/package-details.json';
import hiPackageDetails from './hi/package-details.json';
import teTestimonials from './te/testimonials.json';
import hiTestimonials from './hi/testimonials.json';
import { SCRIPT, clashingLists, translatableStrings, type Catalog, type Source } from './test/data-sources';

/** Slugs, paths, icons and doctors; `title` and `short` are the hospital's names, in hospital-data's common catalog. */
const DEPARTMENT_EXCLUDED = ['id', 'title', 'short', 'slug', 'path', 'icon', 'doctorSlugs'] as const;
/** The slug, and the lucide icon of each problem. */
const CONTENT_EXCLUDED = ['slug', 'icon'] as const;
/** The image file; only its alt text is read out. */
const IMAGE_EXCLUDED = ['src'] as const;
/** The id, the price and the title (the hospital's name, in hospital-data's common catalog). */
const PACKAGE_EXCLUDED = ['id', 'title', 'price'] as const;
/** Patients' names and initials stay as they are. */
const TESTIMONIAL_EXCLUDED = ['id', 'name', 'initials'] as const;

// Each data set's short texts come with the remote's catalog, its long ones as a part with the pages showing them.
const teDepartments: Catalog = { ...teDepartmentCards, ...teDepartmentPages };
const hiDepartments: Catalog = { ...hiDepartmentCards, ...hiDepartmentPages };
const tePackages: Catalog = { ...tePackageCards, ...tePackageDetails };
const hiPackages: Catalog = { ...hiPackageCards, ...hiPackageDetails };

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

/** Test names written the same in every language (docs/i18n-conventions.md#translations). */
const SAME_IN_EVERY_LANGUAGE = new Set(['ECG', 'HbA1c', 'hs-CRP']);

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
    expect(clashingLists(sources, catalog)).toEqual([]);
  });
});
