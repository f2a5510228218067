// The Telugu and Hindi catalogs of the products' English text (docs/i18n-conventions.md#files-of-a-package):
// every visible string of a product has its key in both, and neither has a key no English string has.
import { PRODUCTS } from '../../model/products';
import teProducts from './te/products.json';
import hiProducts from './hi/products.json';

type Catalog = Record<string, string>;

/**
 * Not visible text, or not translated: the id, slug and image; the name and brand (kept in English, marked
 * translate="no"); the stock status, which the code compares and the UI catalog words (product.stock.*).
 */
const EXCLUDED = ['id', 'slug', 'title', 'proImg', 'brand', 'stock'];
const SCRIPT = { te: /[\u0C00-\u0C7F]/, hi: /[\u0900-\u097F]/ } as const;

/** Every string `translateData` would look up for the products, by key (arrays by index). */
function englishStrings(): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') found.set(path, value);
    else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${path}.${index}`));
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) if (!EXCLUDED.includes(key)) walk(item, `${path}.${key}`);
    }
  };
  for (const product of PRODUCTS) walk(product, `products.${product.slug}`);
  return found;
}

const english = englishStrings();
const catalogs: Array<[keyof typeof SCRIPT, Catalog]> = [
  ['te', teProducts],
  ['hi', hiProducts],
];

it('finds the visible text of the products', () => {
  expect(english.get('products.upper-arm-blood-pressure-monitor.colors.1')).toBe('Grey');
  expect([...english.keys()].some((key) => /\.(title|brand|stock|slug|id)$/.test(key))).toBe(false);
});

describe.each(catalogs)('the %s products catalog', (language, catalog) => {
  it('has a key for every English string and none other', () => {
    const missing = [...english.keys()].filter((key) => !(key in catalog));
    const extra = Object.keys(catalog).filter((key) => !english.has(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('is written in its own script, with Western digits', () => {
    expect([...english.keys()].filter((key) => !SCRIPT[language].test(catalog[key] ?? ''))).toEqual([]);
    expect(Object.values(catalog).filter((text) => /[\u0C66-\u0C6F\u0966-\u096F]/.test(text))).toEqual([]);
  });

  it('keeps the numbers and units of the English text', () => {
    const lost = [...english].filter(([key, text]) => {
      const numbers = (value: string) => (value.match(/\d+(\.\d+)?|cm|mm|°C|SpO2|%/g) ?? []).sort();
      return numbers(text).join(' ') !== numbers(catalog[key] ?? '').join(' ');
    });
    expect(lost).toEqual([]);
  });

  it('keeps the colours, sizes and paragraphs of each product distinct, as React keys', () => {
    const clashing = PRODUCTS.flatMap((product) =>
      (['colors', 'sizes', 'description'] as const)
        .map((field) => product[field].map((_, index) => catalog[`products.${product.slug}.${field}.${index}`]))
        .filter((items) => new Set(items).size !== items.length),
    );
    expect(clashing).toEqual([]);
  });
});
