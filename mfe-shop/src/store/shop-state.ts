import type { SliceDefinition } from '@hospital/shared-types';
import {
  CATALOGUE_VERSION,
  catalogueReducer,
  initialCatalogue,
  migrateCatalogue,
  type CatalogueState,
} from '../features/catalogue/catalogue-slice';
import { CART_VERSION, cartSlice, migrateCart, type CartState } from '../features/cart/cart-slice';
import type { CartLine } from '../model/cart';
import { WISHLIST_VERSION, migrateWishlist, wishlistSlice, type WishlistState } from '../features/wishlist/wishlist-slice';
import { COMPARE_VERSION, compareSlice, migrateCompare, type CompareState } from '../features/compare/compare-slice';
import { ORDER_VERSION, migrateOrder, orderSlice, type OrderState } from '../features/order/order-slice';
import type { Product, SavedProduct } from '../model/product';
import type { PlacedOrder } from '../model/order';

/**
 * The part of the shell's store this remote owns. Every key is optional: the shell injects our
 * slices before it renders our pages, but selectors stay safe if one is missing.
 */
export interface ShopRootState {
  catalogue?: CatalogueState;
  cart?: CartState;
  wishlist?: WishlistState;
  compare?: CompareState;
  order?: OrderState;
}

/** Handed to the shell through the remote definition; the shell injects and persists them. */
export const shopSlices = {
  catalogue: { reducer: catalogueReducer, version: CATALOGUE_VERSION, migrate: migrateCatalogue, persist: false },
  cart: { reducer: cartSlice.reducer, version: CART_VERSION, migrate: migrateCart },
  wishlist: { reducer: wishlistSlice.reducer, version: WISHLIST_VERSION, migrate: migrateWishlist },
  compare: { reducer: compareSlice.reducer, version: COMPARE_VERSION, migrate: migrateCompare },
  order: { reducer: orderSlice.reducer, version: ORDER_VERSION, migrate: migrateOrder },
} satisfies Record<keyof ShopRootState, SliceDefinition>;

const NO_LINES: CartLine[] = [];
const NO_PRODUCTS: SavedProduct[] = [];
const fallbackCatalogue = initialCatalogue();

export const selectProducts = (state: ShopRootState): Product[] => state.catalogue?.products ?? fallbackCatalogue.products;
export const selectCurrency = (state: ShopRootState): string => state.catalogue?.symbol ?? '$';
export const selectCartLines = (state: ShopRootState): CartLine[] => state.cart?.lines ?? NO_LINES;
export const selectWishlist = (state: ShopRootState): SavedProduct[] => state.wishlist?.items ?? NO_PRODUCTS;
export const selectCompare = (state: ShopRootState): SavedProduct[] => state.compare?.items ?? NO_PRODUCTS;
export const selectLastOrder = (state: ShopRootState): PlacedOrder | null => state.order?.last ?? null;
export const selectProductBySlug =
  (slug: string | undefined) =>
  (state: ShopRootState): Product | undefined =>
    selectProducts(state).find((product) => product.slug === slug);
