// The Telugu and Hindi catalogs of the doctors' profiles and the blog (docs/i18n-conventions.md#files-of-a-package):
// every visible string of the English data has its key in both, neither has a key no English string has, and
// each translation shows on the page as written.
import { act } from '@testing-library/react';
import { activateLanguage } from '@hospital/i18n';
import { doctors } from '../../data/doctors/doctors';
import { categories, posts } from '../../data/blog/posts';
import { CATEGORIES_PREFIX, postPrefix } from '../../data/blog/translated';
import { catalog } from '../catalog';
import teDoctors from './te/doctors.json';
import hiDoctors from './hi/doctors.json';
import tePosts from './te/posts.json';
import hiPosts from './hi/posts.json';

type Catalog = Record<string, string>;

/** One object of English data, translated at `prefix` (as the components call `useTranslatedData`). */
interface Source {
  prefix: string;
  english: unknown;
  /** Fields that are not visible text (or are translated elsewhere): never given a key, at any depth. */
  excluded: readonly string[];
}

/**
 * Not text to translate: the roster's identity (slug, the doctor's name, departments, which are the contract's
 * names with their own catalog, and whether they visit), the numbers and the portrait's file.
 */
const DOCTOR_EXCLUDED = ['id', 'slug', 'name', 'departments', 'visiting', 'experienceYears', 'image'] as const;
/** The slug, the images' files, the author (a doctor's name, also the quote's `cite`) and the dates (`Intl` writes them). */
const POST_EXCLUDED = ['id', 'slug', 'src', 'author', 'cite', 'date', 'dateISO'] as const;
/** The id and the address a category links to. */
const CATEGORY_EXCLUDED = ['id', 'url'] as const;

const dataSets: Array<{ name: string; te: Catalog; hi: Catalog; sources: Source[] }> = [
  {
    name: 'doctors',
    te: teDoctors,
    hi: hiDoctors,
    sources: doctors.map((english) => ({ prefix: `doctors.${english.slug}`, english, excluded: DOCTOR_EXCLUDED })),
  },
  {
    name: 'posts',
    te: tePosts,
    hi: hiPosts,
    sources: [
      ...posts.map((english) => ({ prefix: postPrefix(english.slug), english, excluded: POST_EXCLUDED })),
      { prefix: CATEGORIES_PREFIX, english: categories, excluded: CATEGORY_EXCLUDED },
    ],
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

/** Lists of strings (services, reasons, paragraphs, categories): React keys, so their translations stay distinct. */
function stringLists({ prefix, english }: Source): string[][] {
  const lists: string[][] = [];
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) {
      if (value.length > 1 && value.every((item) => typeof item === 'string')) {
        lists.push(value.map((_, index) => `${path}.${index}`));
      }
      value.forEach((item, index) => walk(item, `${path}.${index}`));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) walk(item, `${path}.${key}`);
    }
  };
  walk(english, prefix);
  return lists;
}

const SCRIPT = { te: /[\u0C00-\u0C7F]/, hi: /[\u0900-\u097F]/ } as const;
const LANGUAGES = ['te', 'hi'] as const;

describe.each(dataSets)('the $name data catalogs', ({ te, hi, sources }) => {
  const english = new Map(sources.flatMap((source) => [...translatableStrings(source)]));
  const catalogs = { te, hi };

  it('find visible text in the English data, and none in the excluded fields', () => {
    expect(english.size).toBeGreaterThan(0);
    const names = doctors.map((doctor) => doctor.name);
    const leaked = [...english].filter(([key, text]) => names.includes(text) || /\.(src|slug|dateISO)$/.test(key));
    expect(leaked).toEqual([]);
  });

  it.each(LANGUAGES)('%s has a key for every English string and none other', (language) => {
    const translations = catalogs[language];
    const missing = [...english.keys()].filter((key) => !(key in translations));
    const extra = Object.keys(translations).filter((key) => !english.has(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(LANGUAGES)('%s is written in its own script, with no ICU syntax that would change the text', (language) => {
    const translations = catalogs[language];
    const foreign = Object.entries(translations).filter(([, text]) => !SCRIPT[language].test(text) || /[{}']/.test(text));
    expect(foreign).toEqual([]);
  });

  it.each(LANGUAGES)('%s keeps the items of each list distinct, as React keys', (language) => {
    const translations = catalogs[language];
    const clashes = sources
      .flatMap(stringLists)
      .map((keys) => keys.map((key) => translations[key] ?? key))
      .filter((items) => new Set(items).size !== items.length);
    expect(clashes).toEqual([]);
  });

  it.each(LANGUAGES)('%s reaches the page exactly as written', async (language) => {
    await catalog.loadLanguage(language);
    act(() => activateLanguage(language, `${language}-IN`));
    try {
      for (const source of sources) {
        const shown = translatableStrings({ ...source, english: catalog.translateData(source.prefix, source.english) });
        for (const [key, text] of shown) expect([key, text]).toEqual([key, catalogs[language][key]]);
      }
    } finally {
      act(() => activateLanguage('en', 'en-IN'));
    }
  });
});

describe.each(LANGUAGES)('the blog in %s', (language) => {
  const postsCatalog: Catalog = { te: tePosts, hi: hiPosts }[language];

  it('names each post’s categories as the sidebar names them', () => {
    const byTitle = new Map(categories.map((category, index) => [category.title, postsCatalog[`${CATEGORIES_PREFIX}.${index}.title`]]));
    const named = posts.flatMap((post) => [
      [post.category, postsCatalog[`${postPrefix(post.slug)}.category`]],
      ...post.categories.map((title, index) => [title, postsCatalog[`${postPrefix(post.slug)}.categories.${index}`]]),
    ]);
    expect(named.filter(([title, translated]) => !title || byTitle.get(title) !== translated)).toEqual([]);
  });

  it('gives each author the title of their doctor’s profile', () => {
    const doctorsCatalog: Catalog = { te: teDoctors, hi: hiDoctors }[language];
    for (const post of posts) {
      const doctor = doctors.find((candidate) => candidate.name === post.author);
      expect(doctor).toBeDefined();
      const position = doctorsCatalog[`doctors.${doctor?.slug ?? ''}.position`] ?? '';
      expect(position).toContain(postsCatalog[`${postPrefix(post.slug)}.authorTitle`]);
    }
  });
});
