import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Product } from '../catalogue/types';

export interface WishlistState {
  items: Product[];
}

export const WISHLIST_VERSION = 1;

const initialState: WishlistState = { items: [] };

export const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState,
  reducers: {
    /** Adds the product if absent, removes it if present. */
    wishlistToggled(state, action: PayloadAction<Product>) {
      const at = state.items.findIndex((item) => item.id === action.payload.id);
      if (at === -1) state.items.push(action.payload);
      else state.items.splice(at, 1);
    },
    removedFromWishlist(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
  },
});

export const { wishlistToggled, removedFromWishlist } = wishlistSlice.actions;

/** The template saved `{ w_list: [...] }`; version 1 is `{ items: [...] }`. */
export function migrateWishlist(persisted: unknown): WishlistState {
  return { items: productList(persisted, 'w_list') };
}

/** Reads a saved list of products kept under `items` or a template key; throws when there is none. */
export function productList(persisted: unknown, legacyKey: string): Product[] {
  if (typeof persisted !== 'object' || persisted === null) throw new Error('Saved list has an unknown shape');
  const record = persisted as Record<string, unknown>;
  const list = Array.isArray(record.items) ? record.items : Array.isArray(record[legacyKey]) ? record[legacyKey] : null;
  if (!list) throw new Error('Saved list has an unknown shape');
  return list.filter(
    (item): item is Product =>
      typeof item === 'object' && item !== null && typeof (item as Product).id === 'string' && typeof (item as Product).title === 'string',
  );
}
