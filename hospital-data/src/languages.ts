// The site's languages and how an address names one (docs/architecture.md#languages): English unprefixed,
// Telugu under /te/…, Hindi under /hi/…, the same route table behind each prefix. The shell owns the current
// language; these helpers are the one place that reads or writes the prefix.

export const LANGUAGES = ['en', 'te', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in its own script: how the switcher offers it to someone who reads only that one. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', te: 'తెలుగు', hi: 'हिन्दी' };

/** For `<html lang>`, `hreflang` and `Intl` (Indian conventions: lakh grouping, ₹). */
export const LOCALES: Readonly<Record<Language, string>> = { en: 'en-IN', te: 'te-IN', hi: 'hi-IN' };

const PREFIXED = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

function prefixOf(pathname: string): Language | undefined {
  return PREFIXED.find((language) => pathname === `/${language}` || pathname.startsWith(`/${language}/`));
}

/** The language an address is in: '/te/about' is Telugu, '/about' English. */
export function languageOfPath(pathname: string): Language {
  return prefixOf(pathname) ?? DEFAULT_LANGUAGE;
}

/** The address without its language: '/te/about' → '/about', '/te/' and '/te' → '/'. */
export function withoutLanguage(pathname: string): string {
  const language = prefixOf(pathname);
  if (!language) return pathname;
  return pathname.slice(language.length + 1) || '/';
}

/**
 * The same page in another language: ('/about', 'te') → '/te/about'; the home page is '/te', as the router
 * writes a link to '/' under its language.
 */
export function inLanguage(pathname: string, language: Language): string {
  const bare = withoutLanguage(pathname);
  if (language === DEFAULT_LANGUAGE) return bare;
  return bare === '/' ? `/${language}` : `/${language}${bare}`;
}

/**
 * The language a request asks for: the first tag of `Accept-Language` (by preference) that is one of ours,
 * by its primary subtag ('te-IN' is Telugu); English when none is, or without the header.
 */
export function languageOfRequest(acceptLanguage: string | string[] | undefined): Language {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  const tags = header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(param)?.[1]).find((value) => value !== undefined);
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((tag) => tag.primary !== '' && tag.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const first = tags.find((tag) => isLanguage(tag.primary))?.primary;
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}
