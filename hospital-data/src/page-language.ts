import { getLanguage, useLanguage, type Translate } from '@hospital/i18n';
import { DEPARTMENTS, type DepartmentName } from './departments';
import { COMMON_ENGLISH, commonCatalog, type CommonKey } from './i18n/catalog';
import { DEFAULT_LANGUAGE, LOCALES, isLanguage, type Language } from './languages';
import type { HealthPackageId } from './packages';

/** The language the page is in, as the shell set it from the address. */
export function pageLanguage(): Language {
  const language = getLanguage();
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** The page's language in a component, which renders again when the visitor switches it. */
export function usePageLanguage(): Language {
  const language = useLanguage();
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** The locale `Intl` formats dates, times, numbers and rupees with, for the page's language. */
export function usePageLocale(): string {
  return LOCALES[usePageLanguage()];
}

/** Makes the contract's words (department and package names) ready in a language. */
export const loadCommonLanguage = (language: Language): Promise<void> => commonCatalog.loadLanguage(language);

/** A remote definition's `loadLanguage`: the remote's own catalog and the contract's words it shows. */
export const remoteLanguageLoader =
  (own: { loadLanguage(language: string): Promise<void> }) =>
  (language: Language): Promise<void> =>
    Promise.all([own.loadLanguage(language), loadCommonLanguage(language)]).then(() => undefined);

export interface CommonNames {
  /** A department's full or short name in the page's language ('General Medicine & Family Care' in English). */
  department(name: DepartmentName | string, form?: 'name' | 'short'): string;
  /** A health check-up package's title in the page's language. */
  healthPackage(id: HealthPackageId | string, english: string): string;
}

const isCommonKey = (key: string): key is CommonKey => Object.hasOwn(COMMON_ENGLISH, key);

function namesWith(t: Translate<CommonKey>): CommonNames {
  return {
    department(name, form = 'name') {
      const department = DEPARTMENTS.find((entry) => entry.name === name);
      const key = department && `department.${department.path}.${form}`;
      return key && isCommonKey(key) ? t(key) : name;
    },
    healthPackage(id, english) {
      const key = `package.${id}`;
      return isCommonKey(key) ? t(key) : english;
    },
  };
}

/** Department and package names outside React (a toast, a title). */
export const commonNames = (): CommonNames => namesWith(commonCatalog.t);

/** Department and package names in a component, in the page's language. */
export function useCommonNames(): CommonNames {
  return namesWith(commonCatalog.useT());
}
