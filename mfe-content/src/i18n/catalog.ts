// This remote's text in every language (docs/i18n-conventions.md): English bundled, the others fetched when a
// page in that language needs them, with the translations of its data. Text is kept in one file per area of
// the site (home, visit, care, blog) so each stays readable; a language's files come as one chunk.
import { createCatalog } from '@hospital/i18n';
import { remoteLanguageLoader } from '@hospital/shared-types';
import pagesEnglish from './en.json';
import homeEnglish from './home/en.json';
import visitEnglish from './visit/en.json';
import careEnglish from './care/en.json';
import blogEnglish from './blog/en.json';

const english = { ...pagesEnglish, ...homeEnglish, ...visitEnglish, ...careEnglish, ...blogEnglish };

export const catalog = createCatalog<keyof typeof english>('content', english, {
  te: () => [
    import(/* webpackChunkName: "i18n-te" */ './te.json'),
    import(/* webpackChunkName: "i18n-te" */ './home/te.json'),
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
