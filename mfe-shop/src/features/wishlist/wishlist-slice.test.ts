import { PRODUCTS } from '../../model/products';
import { savedProduct } from '../../model/product';
import { migrateWishlist, removedFromWishlist, wishlistSlice, wishlistToggled } from './wishlist-slice';

const [first, second] = PRODUCTS as [(typeof PRODUCTS)[number], (typeof PRODUCTS)[number]];
const reduce = wishlistSlice.reducer;
const [firstSaved, secondSaved] = [savedProduct(first), savedProduct(second)];

describe('wishlist slice', () => {
  it('toggle adds a product that is absent', () => {
    expect(reduce(undefined, wishlistToggled(first)).items.map((p) => p.id)).toEqual([first.id]);
  });

  it('saves the product without its image address', () => {
    const state = reduce(undefined, wishlistToggled(first));
    expect(state.items).toEqual([firstSaved]);
    expect(state.items[0]).not.toHaveProperty('proImg');
  });

  it('toggle removes a product that is present', () => {
    const state = reduce({ items: [firstSaved, secondSaved] }, wishlistToggled(first));
    expect(state.items.map((p) => p.id)).toEqual([second.id]);
  });

  it('remove deletes by id and leaves others', () => {
    expect(reduce({ items: [firstSaved, secondSaved] }, removedFromWishlist(second.id)).items).toEqual([firstSaved]);
    expect(reduce({ items: [firstSaved] }, removedFromWishlist('absent')).items).toEqual([firstSaved]);
  });

  it('migrates the template’s `{ w_list }` shape and version 1, dropping image addresses', () => {
    expect(migrateWishlist({ w_list: [first, { nonsense: true }] })).toEqual({ items: [firstSaved] });
    expect(migrateWishlist({ items: [first, second] })).toEqual({ items: [firstSaved, secondSaved] });
    expect(() => migrateWishlist(null)).toThrow();
  });
});
