// The shell owns the page's language: the address names it (docs/architecture.md#languages); this module
// makes the page speak it (catalogs, `<html lang>`, the script's font) and switches it in place.
import { activateLanguage } from '@hospital/i18n';
import { LOCALES, inLanguage, loadCommonLanguage, type Language } from '@hospital/hospital-data';
import type { RemoteLoader } from '../federation/remote-loader';
import { replaceAddress } from '../routing/LanguageRouter';
import { catalog } from './catalog';

/** The cookie that remembers a visitor's choice for the bare address `/` (the site server reads it). */
export const LANGUAGE_COOKIE = 'lang';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

// Each script's font is its own stylesheet, fetched only by pages in that language.
const FONTS: Partial<Record<Language, () => Promise<unknown>>> = {
  te: () => import(/* webpackChunkName: "font-te" */ '../styles/font-te.css'),
  hi: () => import(/* webpackChunkName: "font-hi" */ '../styles/font-hi.css'),
};

/** The shell's and the contract's text in a language, and its font; never rejects. */
export function prepareLanguage(language: Language): Promise<void> {
  const font = FONTS[language]?.().catch(() => undefined);
  return Promise.all([catalog.loadLanguage(language), loadCommonLanguage(language), font]).then(() => undefined);
}

/** Makes the page speak a language whose text is loaded: every component using a translation renders again. */
export function showLanguage(language: Language): void {
  document.documentElement.lang = LOCALES[language];
  activateLanguage(language, LOCALES[language]);
}

export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${YEAR_SECONDS}; SameSite=Lax`;
}

/**
 * The same page in another language, in place: the text of the shell and of every loaded remote is fetched
 * first, then the address, `<html lang>` and every text change in one render, so the page, what was typed
 * in its forms, the cart and the scroll position stay.
 */
let latestSwitch = 0;

export async function switchLanguage(language: Language, loader: RemoteLoader): Promise<void> {
  const ticket = ++latestSwitch;
  await Promise.all([prepareLanguage(language), loader.loadLanguage(language)]);
  // Two choices in quick succession: the last one made wins, whichever language's text came in first.
  if (ticket !== latestSwitch) return;
  rememberLanguage(language);
  const { pathname, search, hash } = window.location;
  replaceAddress(`${inLanguage(pathname, language)}${search}${hash}`);
  showLanguage(language);
}
