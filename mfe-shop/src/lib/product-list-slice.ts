import { createSlice, type PayloadAction, type SliceCaseReducers, type ValidateSliceCaseReducers } from '@reduxjs/toolkit';
import { savedProduct, type SavedProduct } from '../model/product';

/** The wishlist and the compare list: a list of products, each at most once, saved without image addresses. */
export interface ProductListState {
  items: SavedProduct[];
}

/** Version 2: items without `proImg` (version 1 saved the image address of the release they were added under). */
export const PRODUCT_LIST_VERSION = 2;

/** Reads a saved list of products kept under `items` or a template key, without image addresses; throws when there is none. */
export function productList(persisted: unknown, legacyKey: string): SavedProduct[] {
  if (typeof persisted !== 'object' || persisted === null) throw new Error('Saved list has an unknown shape');
  const record = persisted as Record<string, unknown>;
  const list = Array.isArray(record.items) ? record.items : Array.isArray(record[legacyKey]) ? record[legacyKey] : null;
  if (!list) throw new Error('Saved list has an unknown shape');
  return list
    .filter(
      (item): item is SavedProduct =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as SavedProduct).id === 'string' &&
        typeof (item as SavedProduct).title === 'string',
    )
    .map(savedProduct);
}

/**
 * A product-list slice: `removed` (a product that is not there leaves the list as it was) plus the
 * list's own way of adding, and the migration from the template's saved shape `{ [legacyKey]: [...] }`.
 */
export function createProductListSlice<Name extends string, Added extends SliceCaseReducers<ProductListState>>(
  name: Name,
  legacyKey: string,
  added: ValidateSliceCaseReducers<ProductListState, Added>,
) {
  const slice = createSlice({
    name,
    initialState: (): ProductListState => ({ items: [] }),
    reducers: {
      ...added,
      removed(state: ProductListState, action: PayloadAction<string>) {
        if (!state.items.some((item) => item.id === action.payload)) return;
        state.items = state.items.filter((item) => item.id !== action.payload);
      },
    },
  });
  const migrate = (persisted: unknown): ProductListState => ({ items: productList(persisted, legacyKey) });
  return { slice, migrate };
}
