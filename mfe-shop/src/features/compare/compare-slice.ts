import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Product } from '../catalogue/types';
import { productList } from '../wishlist/wishlist-slice';

export interface CompareState {
  items: Product[];
}

export const COMPARE_VERSION = 1;

const initialState: CompareState = { items: [] };

export const compareSlice = createSlice({
  name: 'compare',
  initialState,
  reducers: {
    /** A product already in the list is refused: the list stays as it was. */
    addedToCompare(state, action: PayloadAction<Product>) {
      if (state.items.some((item) => item.id === action.payload.id)) return;
      state.items.push(action.payload);
    },
    /** Removing a product that is not there leaves the list as it was. */
    removedFromCompare(state, action: PayloadAction<string>) {
      if (!state.items.some((item) => item.id === action.payload)) return;
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
  },
});

export const { addedToCompare, removedFromCompare } = compareSlice.actions;

/** The template saved `{ compare_list: [...] }`; version 1 is `{ items: [...] }`. */
export function migrateCompare(persisted: unknown): CompareState {
  return { items: productList(persisted, 'compare_list') };
}
