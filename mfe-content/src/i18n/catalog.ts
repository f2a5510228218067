// This remote's text in every language (docs/i18n-conventions.md): English bundled, the others fetched when a
// page in that language needs them, with the translations of its data.
import { createCatalog, type Catalog } from '@hospital/i18n';
import { loadCommonLanguage, type Language } from '@hospital/shared-types';
import english from './en.json';

const merged = (parts: Array<Promise<{ default: Catalog }>>) =>
  Promise.all(parts).then((loaded) => ({ default: Object.assign({}, ...loaded.map((part) => part.default)) as Catalog }));

export const catalog = createCatalog<keyof typeof english>('content', english, {
  te: () => merged([import('./te.json'), import('./data/te/departments.json'), import('./data/te/packages.json'), import('./data/te/testimonials.json'), import('./data/te/doctors.json'), import('./data/te/posts.json')]),
  hi: () => merged([import('./hi.json'), import('./data/hi/departments.json'), import('./data/hi/packages.json'), import('./data/hi/testimonials.json'), import('./data/hi/doctors.json'), import('./data/hi/posts.json')]),
});

export const { t, useT, translateData, useTranslatedData } = catalog;

/** The remote definition's `loadLanguage`: its own catalog and the contract's words. */
export const loadLanguage = (language: Language): Promise<void> =>
  Promise.all([catalog.loadLanguage(language), loadCommonLanguage(language)]).then(() => undefined);
