import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { PRODUCTS } from '../../model/products';
import type { Product } from '../../model/product';

export interface CatalogueState {
  products: Product[];
  /** Currency symbol of every shop price (docs/product-rules.md#shop-currency). */
  symbol: string;
}

/** Version 2 is never saved: the data ships with each release (version 1 was saved and thrown away). */
export const CATALOGUE_VERSION = 2;

export const initialCatalogue = (): CatalogueState => ({
  products: [...PRODUCTS],
  symbol: '$',
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

export const catalogueReducer = slice.reducer;

/** A catalogue saved by an older release is dropped for the current data. */
export function migrateCatalogue(): CatalogueState {
  return initialCatalogue();
}
