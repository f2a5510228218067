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
let askEveryTime = false;
/** Every catalog's parts in use (createCatalog), for a server to forget between pages. */
const partsInUseOfEachCatalog = new Set<Set<string>>();

/**
 * For a server that renders many pages in one process (shell/src/server/): every load asks the package's
 * loaders again (their modules are at hand by then), so the site server sees which catalog files each page
 * it renders uses, not only the first page to use them.
 */
export function askLoadersEveryTime(): void {
  askEveryTime = true;
}

/**
 * For that server, before each page: no catalog part counts as in use, so a language's load asks only for the
 * parts the page itself asks for, not every part an earlier page in the process used.
 */
export function forgetPartsInUse(): void {
  for (const parts of partsInUseOfEachCatalog) parts.clear();
}

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
  /**
   * Makes this package's text ready in `language` (English where its catalog lacks one or a key): its main
   * catalog and every part a page has asked for so far (`loadParts`).
   */
  loadLanguage(language: string): Promise<void>;
  /**
   * Makes the named parts of the catalog (an area's text, a data set's long texts) ready in the page's
   * language, for a page about to show them; they follow the page into any language switched to later.
   */
  loadParts(names: readonly string[]): Promise<void>;
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
 * needs them. Keys live under `namespace:`, so no package can shadow another's. `parts` are the catalog's
 * pieces in the other languages that only some pages show (by name: an area, a data set's long texts),
 * fetched with those pages (`loadParts`) rather than with the main catalog.
 */
export function createCatalog<Key extends string>(
  namespace: string,
  english: Record<Key, Catalog[string]>,
  loaders: CatalogLoaders,
  parts: Readonly<Record<string, CatalogLoaders>> = {},
): PackageCatalog<Key> {
  /** What is loaded or loading, by language for the main catalog and by `language:part` for parts. */
  const loaded = new Map<string, Promise<void>>([[SOURCE_LANGUAGE, Promise.resolve()]]);
  const partsInUse = new Set<string>();
  partsInUseOfEachCatalog.add(partsInUse);
  load(SOURCE_LANGUAGE, namespace, english as Catalog);

  async function fetchCatalog(id: string, language: string, loader: CatalogLoaders[string]): Promise<Catalog> {
    const what = id === language ? `"${language}" catalog` : `"${language}" catalog part "${id.slice(language.length + 1)}"`;
    try {
      if (loader) {
        const modules = await Promise.all([loader()].flat());
        return Object.assign({}, ...modules.map((module) => module.default)) as Catalog;
      }
      console.warn(`${namespace}: no ${what} in this release; its text stays in English`);
    } catch {
      console.warn(`${namespace}: the ${what} could not be loaded; its text stays in English`);
      loaded.delete(id);
    }
    return {};
  }

  function loadOnce(id: string, language: string, loader: CatalogLoaders[string]): Promise<void> {
    let pending = loaded.get(id);
    if (!pending || askEveryTime) {
      pending = fetchCatalog(id, language, loader).then((messages) => load(language, namespace, messages));
      loaded.set(id, pending);
    }
    return pending;
  }

  const loadPart = (name: string, language: string): Promise<void> =>
    language === SOURCE_LANGUAGE ? Promise.resolve() : loadOnce(`${language}:${name}`, language, parts[name]?.[language]);

  function loadLanguage(language: string): Promise<void> {
    const main = language === SOURCE_LANGUAGE ? Promise.resolve() : loadOnce(language, language, loaders[language]);
    return Promise.all([main, ...[...partsInUse].map((name) => loadPart(name, language))]).then(() => undefined);
  }

  function loadParts(names: readonly string[]): Promise<void> {
    for (const name of names) partsInUse.add(name);
    const language = currentLanguage();
    return Promise.all(names.map((name) => loadPart(name, language))).then(() => undefined);
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

  return { loadLanguage, loadParts, t, useT, translateData, useTranslatedData };
}

/**
 * The text of one area of a package (its home pages, its booking form): English bundled with that area's code,
 * so a page carries only the English it shows. Its translations are the package catalog's to load, into the
 * same namespace: list the area's files among that catalog's loaders, or as one of its parts, loaded with the
 * area's pages.
 */
export const createAreaCatalog = <Key extends string>(namespace: string, english: Record<Key, Catalog[string]>): PackageCatalog<Key> =>
  createCatalog<Key>(namespace, english, {});
