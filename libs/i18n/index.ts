// The page's one translation runtime (docs/architecture.md#languages). This package is shared as a singleton,
// so the shell and every remote read the same language and the same loaded messages: the shell activates the
// language the address names; each package owns its catalogs and loads them here under its own namespace.
// Catalogs are compiled by Lingui's ICU compiler at build time (catalog-loader.cjs); format.ts writes them out.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { formatMessage, type CompiledMessage, type MessageValues } from './format';

export type { CompiledMessage, MessageValues } from './format';
export { formatMessage } from './format';

/** The language every package writes its text in and falls back to, key by key. */
export const SOURCE_LANGUAGE = 'en';

/**
 * A catalog as built: each message compiled by the loader in `catalog-loader.cjs`. Where JSON is read
 * without that loader (Jest), messages are ICU text, compiled on load by `setMessageCompiler`'s compiler.
 */
export type Catalog = Record<string, CompiledMessage>;

type CatalogModule = Promise<{ default: Catalog }>;

/**
 * How a package loads its catalog of each language but English (which is always bundled), by language code:
 * one file, or several (its text and its data's) merged.
 */
export type CatalogLoaders = Partial<Record<string, () => CatalogModule | CatalogModule[]>>;

let active = { language: '', locale: '' };
const listeners = new Set<() => void>();
/** Every loaded message, by language, under `namespace:key`. */
const loadedMessages = new Map<string, Map<string, CompiledMessage>>();
let compileText: ((message: string) => CompiledMessage) | undefined;

/** For tests and Node, which read catalogs as ICU text: how to compile a message when it is loaded. */
export function setMessageCompiler(compile: (message: string) => CompiledMessage): void {
  compileText = compile;
}

const messagesOf = (language: string): Map<string, CompiledMessage> => {
  let messages = loadedMessages.get(language);
  if (!messages) loadedMessages.set(language, (messages = new Map()));
  return messages;
};

function load(language: string, namespace: string, catalog: Catalog): void {
  const messages = messagesOf(language);
  for (const [key, message] of Object.entries(catalog)) {
    // A plain-text message in a compiled catalog is one text part; only ICU text from a JSON read raw is compiled.
    messages.set(`${namespace}:${key}`, typeof message === 'string' && compileText ? compileText(message) : message);
  }
}

const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
};
const currentLanguage = (): string => active.language || SOURCE_LANGUAGE;

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
  if (active.language === language && active.locale === locale) return;
  active = { language, locale };
  for (const listener of [...listeners]) listener();
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
 * needs them. Keys live under `namespace:`, so no package can shadow another's.
 */
export function createCatalog<Key extends string>(
  namespace: string,
  english: Record<Key, Catalog[string]>,
  loaders: CatalogLoaders,
): PackageCatalog<Key> {
  const loaded = new Map<string, Promise<void>>([[SOURCE_LANGUAGE, Promise.resolve()]]);
  load(SOURCE_LANGUAGE, namespace, english as Catalog);

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
      pending = fetchCatalog(language).then((messages) => load(language, namespace, messages));
      loaded.set(language, pending);
    }
    return pending;
  }

  /** The message of `key` in the page's language, else in English; undefined when neither has it. */
  const messageOf = (key: string): { message: CompiledMessage; locale: string } | undefined => {
    const id = `${namespace}:${key}`;
    const own = active.language ? loadedMessages.get(active.language)?.get(id) : undefined;
    if (own !== undefined) return { message: own, locale: active.locale };
    const fallback = loadedMessages.get(SOURCE_LANGUAGE)?.get(id);
    return fallback === undefined ? undefined : { message: fallback, locale: 'en-IN' };
  };

  const t: Translate<Key> = (key, values) => {
    const found = messageOf(key);
    return found ? formatMessage(found.message, values, found.locale) : key;
  };

  function useT(): Translate<Key> {
    const language = useLanguage();
    // A new function per language, so memoised children that take `t` render again too.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    return useCallback<Translate<Key>>((key, values) => t(key, values), [language]);
  }

  function translateData<T>(prefix: string, data: T): T {
    const language = active.language;
    const messages = language && language !== SOURCE_LANGUAGE ? loadedMessages.get(language) : undefined;
    if (!messages) return data;
    const walk = (value: unknown, path: string): unknown => {
      if (typeof value === 'string') {
        const message = messages.get(`${namespace}:${path}`);
        return message === undefined ? value : formatMessage(message, {}, active.locale);
      }
      if (Array.isArray(value)) return value.map((item, index) => walk(item, `${path}.${index}`));
      if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
        return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item, `${path}.${key}`)]));
      }
      return value;
    };
    return walk(data, prefix) as T;
  }

  function useTranslatedData<T>(prefix: string, data: T): T {
    const language = useLanguage();
    // eslint-disable-next-line react-hooks/exhaustive-deps
    return useMemo(() => translateData(prefix, data), [prefix, data, language]);
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
