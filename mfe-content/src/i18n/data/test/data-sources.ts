// What the data catalogs' tests share: how the runtime's `translateData` finds the strings of English data.

export type Catalog = Record<string, string>;

/** One object of English data, translated at `prefix` (as the components call `useTranslatedData`). */
export interface Source {
  prefix: string;
  english: unknown;
  /** Fields that are not visible text (or are translated elsewhere): never given a key, at any depth. */
  excluded: readonly string[];
}

export const SCRIPT = { te: /[\u0C00-\u0C7F]/, hi: /[\u0900-\u097F]/ } as const;

/** Every string the runtime's `translateData` would look up, by key, as it walks the data (arrays by index). */
export function translatableStrings({ prefix, english, excluded }: Source): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') found.set(path, value);
    else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${path}.${index}`));
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) if (!excluded.includes(key)) walk(item, `${path}.${key}`);
    }
  };
  walk(english, prefix);
  return found;
}

/** Lists whose items are React keys (lists of strings, items by title): their translations must stay distinct. */
export function keyedLists({ prefix, english }: Source): string[][] {
  const lists: string[][] = [];
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) {
      if (value.every((item) => typeof item === 'string')) lists.push(value.map((_, index) => `${path}.${index}`));
      else if (value.every((item) => item && typeof item === 'object' && 'title' in item)) {
        lists.push(value.map((_, index) => `${path}.${index}.title`));
      }
      value.forEach((item, index) => walk(item, `${path}.${index}`));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) walk(item, `${path}.${key}`);
    }
  };
  walk(english, prefix);
  return lists;
}

/** The items of each keyed list, as the catalog writes them, where two came out the same. */
export const clashingLists = (sources: Source[], catalog: Catalog): string[][] =>
  sources
    .flatMap(keyedLists)
    .map((keys) => keys.map((key) => catalog[key] ?? key))
    .filter((items) => new Set(items).size !== items.length);
