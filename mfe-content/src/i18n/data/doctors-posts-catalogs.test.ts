// The Telugu and Hindi catalogs of the doctors' profiles and the blog (docs/i18n-conventions.md#files-of-a-package):
// every visible string of the English data has its key in both, neither has a key no English string has, and
// each translation shows on the page as written.
import { act } from '@testing-library/react';
import { activateLanguage } from '@hospital/i18n';
import { doctors } from '../../data/doctors/doctors';
import { categories, posts } from '../../data/blog/posts';
import { CATEGORIES_PREFIX, postPrefix } from '../../data/blog/translated';
import { catalog } from '../catalog';
import teDoctorCards from './te/doctors.json';
import hiDoctorCards from './hi/doctors.json';
import teDoctorProfiles from './te/doctor-profiles.json';
import hiDoctorProfiles from './hi/doctor-profiles.json';
import tePostCards from './te/posts.json';
import hiPostCards from './hi/posts.json';
import tePostBodies from './te/post-bodies.json';
import hiPostBodies from './hi/post-bodies.json';
import { SCRIPT, clashingLists, translatableStrings, type Catalog, type Source } from './test/data-sources';

/**
 * Not text to translate: the roster's identity (slug, the doctor's name and its Telugu and Hindi script, departments,
 * which are the contract's names with their own catalog, and whether they visit), the numbers and the portrait's file.
 */
const DOCTOR_EXCLUDED = ['id', 'slug', 'name', 'inScript', 'departments', 'visiting', 'experienceYears', 'image'] as const;
/** The slug, the images' files, the author (a doctor's name, also the quote's `cite`) and the dates (`Intl` writes them). */
const POST_EXCLUDED = ['id', 'slug', 'src', 'author', 'cite', 'date', 'dateISO'] as const;
/** The id and the address a category links to. */
const CATEGORY_EXCLUDED = ['id', 'url'] as const;

// Each data set's short texts come with the remote's catalog, its long ones as a part with the pages showing them.
const teDoctors: Catalog = { ...teDoctorCards, ...teDoctorProfiles };
const hiDoctors: Catalog = { ...hiDoctorCards, ...hiDoctorProfiles };
const tePosts: Catalog = { ...tePostCards, ...tePostBodies };
const hiPosts: Catalog = { ...hiPostCards, ...hiPostBodies };

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
    expect(clashingLists(sources, translations)).toEqual([]);
  });

  it.each(LANGUAGES)('%s reaches the page exactly as written', async (language) => {
    await catalog.loadLanguage(language);
    act(() => activateLanguage(language, `${language}-IN`));
    try {
      await catalog.loadParts(['doctor-profiles', 'post-bodies']);
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
