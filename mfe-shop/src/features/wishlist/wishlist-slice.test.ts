import { PRODUCTS } from '../../model/products';
import { migrateWishlist, removedFromWishlist, wishlistSlice, wishlistToggled } from './wishlist-slice';

const [first, second] = PRODUCTS as [(typeof PRODUCTS)[number], (typeof PRODUCTS)[number]];
const reduce = wishlistSlice.reducer;

describe('wishlist slice', () => {
  it('toggle adds a product that is absent', () => {
    expect(reduce(undefined, wishlistToggled(first)).items.map((p) => p.id)).toEqual([first.id]);
  });

  it('toggle removes a product that is present', () => {
    const state = reduce({ items: [first, second] }, wishlistToggled(first));
    expect(state.items.map((p) => p.id)).toEqual([second.id]);
  });

  it('remove deletes by id and leaves others', () => {
    expect(reduce({ items: [first, second] }, removedFromWishlist(second.id)).items).toEqual([first]);
    expect(reduce({ items: [first] }, removedFromWishlist('absent')).items).toEqual([first]);
  });

  it('migrates the template’s `{ w_list }` shape', () => {
    expect(migrateWishlist({ w_list: [first, { nonsense: true }] })).toEqual({ items: [first] });
    expect(() => migrateWishlist(null)).toThrow();
  });
});
