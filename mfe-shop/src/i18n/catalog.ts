// This remote's text in every language (docs/i18n-conventions.md): English bundled, the others fetched when a
// page in that language needs them, with the translations of its data (one file per language: they are
// always wanted together).
import { createCatalog, type Catalog } from '@hospital/i18n';
import { loadCommonLanguage, type Language } from '@hospital/shared-types';
import english from './en.json';

const merged = (parts: Array<Promise<{ default: Catalog }>>) =>
  Promise.all(parts).then((loaded) => ({ default: Object.assign({}, ...loaded.map((part) => part.default)) as Catalog }));

export const catalog = createCatalog<keyof typeof english>('shop', english, {
  te: () =>
    merged([
      import(/* webpackChunkName: "i18n-te" */ './te.json'),
      import(/* webpackChunkName: "i18n-te" */ './data/te/products.json'),
    ]),
  hi: () =>
    merged([
      import(/* webpackChunkName: "i18n-hi" */ './hi.json'),
      import(/* webpackChunkName: "i18n-hi" */ './data/hi/products.json'),
    ]),
});

export const { t, useT, translateData, useTranslatedData } = catalog;

/** The remote definition's `loadLanguage`: its own catalog and the contract's words. */
export const loadLanguage = (language: Language): Promise<void> =>
  Promise.all([catalog.loadLanguage(language), loadCommonLanguage(language)]).then(() => undefined);
