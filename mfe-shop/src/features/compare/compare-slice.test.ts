import { PRODUCTS } from '../../model/products';
import { addedToCompare, compareSlice, migrateCompare, removedFromCompare } from './compare-slice';

const [first, second] = PRODUCTS as [(typeof PRODUCTS)[number], (typeof PRODUCTS)[number]];
const reduce = compareSlice.reducer;

describe('compare slice', () => {
  it('adds a product', () => {
    expect(reduce(undefined, addedToCompare(first)).items).toEqual([first]);
  });

  it('refuses a product already present: the same state comes back', () => {
    const state = { items: [first] };
    expect(reduce(state, addedToCompare(first))).toBe(state);
  });

  it('removes a product', () => {
    expect(reduce({ items: [first, second] }, removedFromCompare(first.id)).items).toEqual([second]);
  });

  it('removing an absent product leaves the list unchanged', () => {
    const state = { items: [first] };
    expect(reduce(state, removedFromCompare('absent'))).toBe(state);
  });

  it('migrates the template’s `{ compare_list }` shape', () => {
    expect(migrateCompare({ compare_list: [second] })).toEqual({ items: [second] });
  });
});
