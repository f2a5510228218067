import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { atLeastOne, readLine, type CartLine } from '../../model/cart';
import { orderPlaced } from '../../model/order';

export interface CartState {
  lines: CartLine[];
}

/**
 * Version 2: `{ lines }`, lines without `proImg`. Version 1 lines carried the image address of the shop
 * release they were added under (the foundation's e2e test seeds that shape); the migration drops it.
 */
export const CART_VERSION = 2;

export interface AddToCartPayload {
  product: { id: string; title: string; price: number };
  /** How many to add; 1 when not given (docs/product-rules.md#cart-maths). */
  qty?: number;
  color?: string;
  size?: string;
}

const initialState: CartState = { lines: [] };

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    addedToCart(state, action: PayloadAction<AddToCartPayload>) {
      const { product, color, size } = action.payload;
      const qty = atLeastOne(action.payload.qty);
      const line = state.lines.find((l) => l.id === product.id);
      if (line) {
        line.qty += qty;
        if (color !== undefined) line.selected_color = color;
        if (size !== undefined) line.selected_size = size;
        return;
      }
      state.lines.push({
        id: product.id,
        title: product.title,
        price: product.price,
        qty,
        ...(color !== undefined ? { selected_color: color } : {}),
        ...(size !== undefined ? { selected_size: size } : {}),
      });
    },
    removedFromCart(state, action: PayloadAction<string>) {
      state.lines = state.lines.filter((line) => line.id !== action.payload);
    },
    incremented(state, action: PayloadAction<string>) {
      const line = state.lines.find((l) => l.id === action.payload);
      if (line) line.qty += 1;
    },
    decremented(state, action: PayloadAction<string>) {
      const line = state.lines.find((l) => l.id === action.payload);
      if (line) line.qty = Math.max(1, line.qty - 1);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(orderPlaced, (state) => {
      state.lines = [];
    });
  },
});

export const { addedToCart, removedFromCart, incremented, decremented } = cartSlice.actions;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Any saved cart we have written: the template stored the list itself, or `{ cart: [...] }`; version 1
 * lines hold an image address, which is dropped; a cart saved before versions were recorded is accepted
 * too, and so is a newer release's cart after a rollback, as long as it still holds readable lines.
 * Anything else cannot be read, so it is discarded by throwing.
 */
export function migrateCart(persisted: unknown): CartState {
  const list = Array.isArray(persisted)
    ? persisted
    : isRecord(persisted) && Array.isArray(persisted.lines)
      ? persisted.lines
      : isRecord(persisted) && Array.isArray(persisted.cart)
        ? persisted.cart
        : null;
  if (!list) throw new Error('Saved cart has an unknown shape');
  return { lines: list.map(readLine).filter((line): line is CartLine => line !== null) };
}
