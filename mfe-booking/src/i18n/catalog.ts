// This remote's text in every language (docs/i18n-conventions.md): English bundled, the others fetched when a
// page in that language needs them.
import { createCatalog } from '@hospital/i18n';
import { remoteLanguageLoader } from '@hospital/shared-types';
import english from './en.json';

export const catalog = createCatalog<keyof typeof english>('booking', english, {
  te: () => import(/* webpackChunkName: "i18n-te" */ './te.json'),
  hi: () => import(/* webpackChunkName: "i18n-hi" */ './hi.json'),
});

export const { t, useT, translateData, useTranslatedData } = catalog;

/** The remote definition's `loadLanguage`. */
export const loadLanguage = remoteLanguageLoader(catalog);
