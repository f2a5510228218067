// The page's one translation runtime (docs/architecture.md#languages). This package is shared as a singleton,
// so the shell and every remote read the same Lingui instance: the shell activates the language the address
// names; each package owns its catalogs and loads them into the instance under its own namespace.
import { i18n, setupI18n, type Messages } from '@lingui/core';
import { useCallback, useMemo, useSyncExternalStore } from 'react';

/** The language every package writes its text in and falls back to, key by key. */
export const SOURCE_LANGUAGE = 'en';

/** Values a message's placeholders take: `{name}`, `{count, plural, …}`, `{amount, number}`. */
export type MessageValues = Record<string, string | number>;

/** A catalog as built: the loader in `catalog-loader.cjs` compiles each ICU message ahead of time. */
export type Catalog = Messages;

type CatalogModule = Promise<{ default: Catalog }>;

/**
 * How a package loads its catalog of each language but English (which is always bundled), by language code:
 * one file, or several (its text and its data's) merged.
 */
export type CatalogLoaders = Partial<Record<string, () => CatalogModule | CatalogModule[]>>;

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const currentLanguage = (): string => i18n.locale || SOURCE_LANGUAGE;

/** The language the page is in (a code such as 'te'): the shell's choice, from the address. */
export function getLanguage(): string {
  return currentLanguage();
}

/** The language the page is in; the component renders again when the shell switches it. */
export function useLanguage(): string {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}

/** For the shell only: switch the page's language once every shown package's catalog is loaded. */
export function activateLanguage(language: string, locale: string): void {
  if (i18n.locale !== language) i18n.activate(language, [locale]);
}

export type Translate<Key extends string> = (key: Key, values?: MessageValues) => string;

export interface PackageCatalog<Key extends string> {
  /** Makes this package's text ready in `language` (English where its catalog lacks one or a key). */
  loadLanguage(language: string): Promise<void>;
  /** Translates outside React (a toast, a title); reads the current language at the call. */
  t: Translate<Key>;
  /** Translates in a component, which renders again when the language changes. */
  useT(): Translate<Key>;
  /**
   * Data written in English (a department's page, a doctor's profile) in the page's language: each string at
   * `path` inside it is replaced by the catalog's `<prefix>.<path>` ('doctors.srinivas-reddy.bio.0'), where the
   * catalog has one; English otherwise. Keys, slugs and numbers stay as they are.
   */
  translateData<T>(prefix: string, english: T): T;
  /** `translateData` in a component, which renders again when the language changes. */
  useTranslatedData<T>(prefix: string, english: T): T;
}

/**
 * One package's catalogs: English bundled (it is the fallback, key by key), the others loaded when the page
 * needs them. Keys live under `namespace:` in the shared instance, so no package can shadow another's.
 */
export function createCatalog<Key extends string>(
  namespace: string,
  english: Record<Key, Catalog[string]>,
  loaders: CatalogLoaders,
): PackageCatalog<Key> {
  const scoped = (messages: Catalog): Catalog =>
    Object.fromEntries(Object.entries(messages).map(([key, message]) => [`${namespace}:${key}`, message]));
  const englishOnly = setupI18n({ locale: SOURCE_LANGUAGE, messages: { [SOURCE_LANGUAGE]: english as Catalog } });
  const loaded = new Map<string, Promise<void>>([[SOURCE_LANGUAGE, Promise.resolve()]]);
  i18n.load(SOURCE_LANGUAGE, scoped(english as Catalog));

  async function fetchCatalog(language: string): Promise<Catalog> {
    const loader = loaders[language];
    try {
      if (loader) {
        const parts = await Promise.all([loader()].flat());
        return Object.assign({}, ...parts.map((part) => part.default)) as Catalog;
      }
      console.warn(`${namespace}: no catalog for "${language}" in this release; its text stays in English`);
    } catch {
      console.warn(`${namespace}: the "${language}" catalog could not be loaded; its text stays in English`);
      loaded.delete(language);
    }
    return {};
  }

  function loadLanguage(language: string): Promise<void> {
    let pending = loaded.get(language);
    if (!pending) {
      pending = fetchCatalog(language).then((messages) => {
        i18n.load(language, { ...scoped(english as Catalog), ...scoped(messages) });
      });
      loaded.set(language, pending);
    }
    return pending;
  }

  const t: Translate<Key> = (key, values) => {
    const id = `${namespace}:${key}`;
    // Before the shell activates a language (a unit test, a remote's own dev page) or before this package's
    // catalog for it is in, the English text shows rather than a key.
    if (i18n.locale && i18n.messages[id] !== undefined) return i18n._(id, values);
    return englishOnly._(key, values);
  };

  function useT(): Translate<Key> {
    const language = useLanguage();
    // A new function per language, so memoised children that take `t` render again too.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    return useCallback<Translate<Key>>((key, values) => t(key, values), [language]);
  }

  function translateData<T>(prefix: string, english: T): T {
    if (!i18n.locale || i18n.locale === SOURCE_LANGUAGE) return english;
    const walk = (value: unknown, path: string): unknown => {
      if (typeof value === 'string') {
        const id = `${namespace}:${path}`;
        return i18n.messages[id] === undefined ? value : i18n._(id);
      }
      if (Array.isArray(value)) return value.map((item, index) => walk(item, `${path}.${index}`));
      if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
        return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item, `${path}.${key}`)]));
      }
      return value;
    };
    return walk(english, prefix) as T;
  }

  function useTranslatedData<T>(prefix: string, english: T): T {
    const language = useLanguage();
    // eslint-disable-next-line react-hooks/exhaustive-deps
    return useMemo(() => translateData(prefix, english), [prefix, english, language]);
  }

  return { loadLanguage, t, useT, translateData, useTranslatedData };
}

/**
 * The text of one area of a package (its home pages, its booking form): English bundled with that area's code,
 * so a page carries only the English it shows. Its translations are the package catalog's to load, into the
 * same namespace (list the area's files among that catalog's loaders).
 */
export const createAreaCatalog = <Key extends string>(namespace: string, english: Record<Key, Catalog[string]>): PackageCatalog<Key> =>
  createCatalog<Key>(namespace, english, {});
