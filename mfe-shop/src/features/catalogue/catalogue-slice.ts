import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { PRODUCTS } from './data/products';
import type { Product } from './types';

export interface CatalogueState {
  products: Product[];
  /** Currency symbol of every shop price (docs/product-rules.md#shop-currency). */
  symbol: string;
  /** The release whose data this is: a saved copy from another release gives way to the current list. */
  release: string;
}

export const CATALOGUE_VERSION = 1;

export const initialCatalogue = (): CatalogueState => ({
  products: [...PRODUCTS],
  symbol: '$',
  release: __RELEASE__,
});

const slice = createSlice({
  name: 'catalogue',
  initialState: initialCatalogue,
  reducers: {
    /** Replaces the whole product list. */
    productsReplaced(state, action: PayloadAction<Product[]>) {
      state.products = action.payload;
    },
  },
});

export const { productsReplaced } = slice.actions;

/** The product data is static and shipped with each release, so a saved list from an older release is replaced. */
export function catalogueReducer(state: CatalogueState | undefined, action: { type: string }): CatalogueState {
  const current = state && state.release === __RELEASE__ ? state : undefined;
  return slice.reducer(current, action);
}

/** Any saved catalogue of an older shape is dropped for the current data. */
export function migrateCatalogue(): CatalogueState {
  return initialCatalogue();
}
