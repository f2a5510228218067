// This remote's text in every language (docs/i18n-conventions.md). Text is kept by area of the site (home,
// about, visit, care, blog: `<area>/catalog.ts`), each area's English bundled with its pages' code, so a page carries
// only the English it shows; this file holds the words several areas share (en.json) and the data
// translations. In Telugu and Hindi the main catalog (shared words and the data's short texts: names of
// things, taglines, summaries) comes with the remote; each area's text and each data set's long texts (a
// department's page, a doctor's profile, an article, a package's tests) are parts, fetched with the pages
// that show them (routes.ts).
import { createCatalog, type CatalogLoaders } from '@hospital/i18n';
import { remoteLanguageLoader } from '@hospital/hospital-data';
import english from './en.json';

/** Parts of the Telugu and Hindi catalog that only some pages show, loaded with those pages (routes.ts). */
const parts = {
  home: {
    te: () => import(/* webpackChunkName: "i18n-te-home" */ './home/te.json'),
    hi: () => import(/* webpackChunkName: "i18n-hi-home" */ './home/hi.json'),
  },
  about: {
    te: () => import(/* webpackChunkName: "i18n-te-about" */ './about/te.json'),
    hi: () => import(/* webpackChunkName: "i18n-hi-about" */ './about/hi.json'),
  },
  visit: {
    te: () => import(/* webpackChunkName: "i18n-te-visit" */ './visit/te.json'),
    hi: () => import(/* webpackChunkName: "i18n-hi-visit" */ './visit/hi.json'),
  },
  care: {
    te: () => import(/* webpackChunkName: "i18n-te-care" */ './care/te.json'),
    hi: () => import(/* webpackChunkName: "i18n-hi-care" */ './care/hi.json'),
  },
  blog: {
    te: () => import(/* webpackChunkName: "i18n-te-blog" */ './blog/te.json'),
    hi: () => import(/* webpackChunkName: "i18n-hi-blog" */ './blog/hi.json'),
  },
  'department-pages': {
    te: () => import(/* webpackChunkName: "i18n-te-department-pages" */ './data/te/department-pages.json'),
    hi: () => import(/* webpackChunkName: "i18n-hi-department-pages" */ './data/hi/department-pages.json'),
  },
  'doctor-profiles': {
    te: () => import(/* webpackChunkName: "i18n-te-doctor-profiles" */ './data/te/doctor-profiles.json'),
    hi: () => import(/* webpackChunkName: "i18n-hi-doctor-profiles" */ './data/hi/doctor-profiles.json'),
  },
  'post-bodies': {
    te: () => import(/* webpackChunkName: "i18n-te-post-bodies" */ './data/te/post-bodies.json'),
    hi: () => import(/* webpackChunkName: "i18n-hi-post-bodies" */ './data/hi/post-bodies.json'),
  },
  'package-details': {
    te: () => import(/* webpackChunkName: "i18n-te-package-details" */ './data/te/package-details.json'),
    hi: () => import(/* webpackChunkName: "i18n-hi-package-details" */ './data/hi/package-details.json'),
  },
} satisfies Record<string, CatalogLoaders>;

export const catalog = createCatalog<keyof typeof english>(
  'content',
  english,
  {
    te: () => [
      import(/* webpackChunkName: "i18n-te" */ './te.json'),
      import(/* webpackChunkName: "i18n-te" */ './data/te/departments.json'),
      import(/* webpackChunkName: "i18n-te" */ './data/te/packages.json'),
      import(/* webpackChunkName: "i18n-te" */ './data/te/testimonials.json'),
      import(/* webpackChunkName: "i18n-te" */ './data/te/doctors.json'),
      import(/* webpackChunkName: "i18n-te" */ './data/te/posts.json'),
    ],
    hi: () => [
      import(/* webpackChunkName: "i18n-hi" */ './hi.json'),
      import(/* webpackChunkName: "i18n-hi" */ './data/hi/departments.json'),
      import(/* webpackChunkName: "i18n-hi" */ './data/hi/packages.json'),
      import(/* webpackChunkName: "i18n-hi" */ './data/hi/testimonials.json'),
      import(/* webpackChunkName: "i18n-hi" */ './data/hi/doctors.json'),
      import(/* webpackChunkName: "i18n-hi" */ './data/hi/posts.json'),
    ],
  },
  parts,
);

export const { t, useT, translateData, useTranslatedData } = catalog;

export type TextPart = keyof typeof parts;

/** A route's `load` that also fetches the text parts its page shows, in the page's language. */
export const withText =
  <Module>(parts: readonly TextPart[], load: () => Promise<Module>) =>
  (): Promise<Module> =>
    Promise.all([load(), catalog.loadParts(parts)]).then(([module]) => module);

/** The remote definition's `loadLanguage`. */
export const loadLanguage = remoteLanguageLoader(catalog);
