import type { PayloadAction } from '@reduxjs/toolkit';
import type { Product } from '../../model/product';
import { createProductListSlice, PRODUCT_LIST_VERSION, type ProductListState } from '../../lib/product-list-slice';

export type CompareState = ProductListState;
export const COMPARE_VERSION = PRODUCT_LIST_VERSION;

/** The template saved `{ compare_list: [...] }`; version 1 is `{ items: [...] }`. */
const { slice, migrate } = createProductListSlice('compare', 'compare_list', {
  /** A product already in the list is refused: the list stays as it was. */
  addedToCompare(state, action: PayloadAction<Product>) {
    if (state.items.some((item) => item.id === action.payload.id)) return;
    state.items.push(action.payload);
  },
});

export const compareSlice = slice;
export const migrateCompare = migrate;
export const { addedToCompare, removed: removedFromCompare } = slice.actions;
