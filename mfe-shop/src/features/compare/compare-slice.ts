import type { PayloadAction } from '@reduxjs/toolkit';
import { savedProduct, type SavedProduct } from '../../model/product';
import { createProductListSlice, PRODUCT_LIST_VERSION, type ProductListState } from '../../lib/product-list-slice';

export type CompareState = ProductListState;
export const COMPARE_VERSION = PRODUCT_LIST_VERSION;

/** The template saved `{ compare_list: [...] }`; versions 1 and 2 are `{ items: [...] }`. */
const { slice, migrate } = createProductListSlice('compare', 'compare_list', {
  /** A product already in the list is refused: the list stays as it was. */
  addedToCompare(state, action: PayloadAction<SavedProduct>) {
    if (state.items.some((item) => item.id === action.payload.id)) return;
    state.items.push(savedProduct(action.payload));
  },
});

export const compareSlice = slice;
export const migrateCompare = migrate;
export const { addedToCompare, removed: removedFromCompare } = slice.actions;
