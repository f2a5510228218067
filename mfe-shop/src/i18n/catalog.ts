// This remote's text in every language (docs/i18n-conventions.md): English bundled, the others fetched when a
// page in that language needs them, with the translations of its data (one file per language: they are
// always wanted together).
import { createCatalog } from '@hospital/i18n';
import { remoteLanguageLoader } from '@hospital/hospital-data';
import english from './en.json';

export const catalog = createCatalog<keyof typeof english>('shop', english, {
  te: () => [import(/* webpackChunkName: "i18n-te" */ './te.json'), import(/* webpackChunkName: "i18n-te" */ './data/te/products.json')],
  hi: () => [import(/* webpackChunkName: "i18n-hi" */ './hi.json'), import(/* webpackChunkName: "i18n-hi" */ './data/hi/products.json')],
});

export const { t, useT, translateData, useTranslatedData } = catalog;

/** The remote definition's `loadLanguage`. */
export const loadLanguage = remoteLanguageLoader(catalog);
