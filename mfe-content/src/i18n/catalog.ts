// This remote's text in every language (docs/i18n-conventions.md). Text is kept by area of the site (home,
// about, visit, care, blog: `<area>/catalog.ts`), each area's English bundled with its pages' code, so a page carries
// only the English it shows; this file holds the words several areas share (en.json) and the data
// translations. Telugu and Hindi are fetched when a page in that language needs them, every area's and the
// data's in one chunk per language.
import { createCatalog } from '@hospital/i18n';
import { remoteLanguageLoader } from '@hospital/shared-types';
import english from './en.json';

export const catalog = createCatalog<keyof typeof english>('content', english, {
  te: () => [
    import(/* webpackChunkName: "i18n-te" */ './te.json'),
    import(/* webpackChunkName: "i18n-te" */ './home/te.json'),
    import(/* webpackChunkName: "i18n-te" */ './about/te.json'),
    import(/* webpackChunkName: "i18n-te" */ './visit/te.json'),
    import(/* webpackChunkName: "i18n-te" */ './care/te.json'),
    import(/* webpackChunkName: "i18n-te" */ './blog/te.json'),
    import(/* webpackChunkName: "i18n-te" */ './data/te/departments.json'),
    import(/* webpackChunkName: "i18n-te" */ './data/te/packages.json'),
    import(/* webpackChunkName: "i18n-te" */ './data/te/testimonials.json'),
    import(/* webpackChunkName: "i18n-te" */ './data/te/doctors.json'),
    import(/* webpackChunkName: "i18n-te" */ './data/te/posts.json'),
  ],
  hi: () => [
    import(/* webpackChunkName: "i18n-hi" */ './hi.json'),
    import(/* webpackChunkName: "i18n-hi" */ './home/hi.json'),
    import(/* webpackChunkName: "i18n-hi" */ './about/hi.json'),
    import(/* webpackChunkName: "i18n-hi" */ './visit/hi.json'),
    import(/* webpackChunkName: "i18n-hi" */ './care/hi.json'),
    import(/* webpackChunkName: "i18n-hi" */ './blog/hi.json'),
    import(/* webpackChunkName: "i18n-hi" */ './data/hi/departments.json'),
    import(/* webpackChunkName: "i18n-hi" */ './data/hi/packages.json'),
    import(/* webpackChunkName: "i18n-hi" */ './data/hi/testimonials.json'),
    import(/* webpackChunkName: "i18n-hi" */ './data/hi/doctors.json'),
    import(/* webpackChunkName: "i18n-hi" */ './data/hi/posts.json'),
  ],
});

export const { t, useT, translateData, useTranslatedData } = catalog;

/** The remote definition's `loadLanguage`. */
export const loadLanguage = remoteLanguageLoader(catalog);
