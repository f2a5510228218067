import type { PayloadAction } from '@reduxjs/toolkit';
import type { Product } from '../../model/product';
import { createProductListSlice, PRODUCT_LIST_VERSION, type ProductListState } from '../../lib/product-list-slice';

export type WishlistState = ProductListState;
export const WISHLIST_VERSION = PRODUCT_LIST_VERSION;

/** The template saved `{ w_list: [...] }`; version 1 is `{ items: [...] }`. */
const { slice, migrate } = createProductListSlice('wishlist', 'w_list', {
  /** Adds the product if absent, removes it if present. */
  wishlistToggled(state, action: PayloadAction<Product>) {
    const at = state.items.findIndex((item) => item.id === action.payload.id);
    if (at === -1) state.items.push(action.payload);
    else state.items.splice(at, 1);
  },
});

export const wishlistSlice = slice;
export const migrateWishlist = migrate;
export const { wishlistToggled, removed: removedFromWishlist } = slice.actions;
