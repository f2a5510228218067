import { PRODUCTS } from '../../model/products';
import { savedProduct } from '../../model/product';
import { addedToCompare, compareSlice, migrateCompare, removedFromCompare } from './compare-slice';

const [first, second] = PRODUCTS as [(typeof PRODUCTS)[number], (typeof PRODUCTS)[number]];
const reduce = compareSlice.reducer;
const [firstSaved, secondSaved] = [savedProduct(first), savedProduct(second)];

describe('compare slice', () => {
  it('adds a product, without its image address', () => {
    expect(reduce(undefined, addedToCompare(first)).items).toEqual([firstSaved]);
  });

  it('refuses a product already present: the same state comes back', () => {
    const state = { items: [firstSaved] };
    expect(reduce(state, addedToCompare(first))).toBe(state);
  });

  it('removes a product', () => {
    expect(reduce({ items: [firstSaved, secondSaved] }, removedFromCompare(first.id)).items).toEqual([secondSaved]);
  });

  it('removing an absent product leaves the list unchanged', () => {
    const state = { items: [firstSaved] };
    expect(reduce(state, removedFromCompare('absent'))).toBe(state);
  });

  it('migrates the template’s `{ compare_list }` shape', () => {
    expect(migrateCompare({ compare_list: [second] })).toEqual({ items: [secondSaved] });
    expect(migrateCompare({ items: [first] })).toEqual({ items: [firstSaved] });
  });
});
