import { catalogueReducer, initialCatalogue, migrateCatalogue, productsReplaced } from './catalogue-slice';
import { PRODUCTS } from '../../model/products';

describe('catalogue slice', () => {
  it('starts with our six products and the dollar sign', () => {
    const state = catalogueReducer(undefined, { type: '@@init' });
    expect(state.products).toHaveLength(6);
    expect(state.symbol).toBe('$');
  });

  it('one action replaces the whole product list', () => {
    const only = PRODUCTS.slice(4);
    expect(catalogueReducer(initialCatalogue(), productsReplaced(only)).products).toEqual(only);
  });

  it('migration replaces any older shape with the current data', () => {
    expect(migrateCatalogue()).toEqual(initialCatalogue());
  });

  it('every product has the spec’s fields, a consistent discount and a unique slug', () => {
    const slugs = new Set(PRODUCTS.map((p) => p.slug));
    expect(slugs.size).toBe(PRODUCTS.length);
    for (const p of PRODUCTS) {
      expect(p.delPrice).toBeGreaterThan(p.price);
      expect(Math.abs(p.discount - Math.round(((p.delPrice - p.price) / p.delPrice) * 100))).toBeLessThanOrEqual(1);
      expect(['Stock in', 'Stock out']).toContain(p.stock);
    }
  });
});
