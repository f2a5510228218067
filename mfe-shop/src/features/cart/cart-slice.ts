import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CartLine } from '../../model/cart';
import { orderPlaced } from '../../model/order';

export interface CartState {
  lines: CartLine[];
}

/** Version 1: `{ lines }`. The foundation's e2e test seeds this shape; change it only with a migration. */
export const CART_VERSION = 1;

export interface AddToCartPayload {
  product: { id: string; title: string; price: number; proImg: string };
  /** How many to add; 1 when not given (docs/product-rules.md#cart-maths). */
  qty?: number;
  color?: string;
  size?: string;
}

const initialState: CartState = { lines: [] };

/** Quantities are whole numbers of at least 1 (docs/product-rules.md#cart-maths). */
const atLeastOne = (qty: number | undefined): number =>
  qty === undefined || !Number.isFinite(qty) ? 1 : Math.max(1, Math.floor(qty));

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
        proImg: product.proImg,
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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One saved line in any shape we have written: the template's lines carried `quantity` or `sum`. */
function toLine(value: unknown): CartLine | null {
  if (!isRecord(value)) return null;
  const id = value.id;
  const price = Number(value.price);
  if ((typeof id !== 'string' && typeof id !== 'number') || !Number.isFinite(price)) return null;
  const line: CartLine = {
    id: String(id),
    title: typeof value.title === 'string' ? value.title : 'Product',
    price,
    qty: atLeastOne(Number(value.qty ?? value.quantity ?? 1)),
    proImg: typeof value.proImg === 'string' ? value.proImg : '',
  };
  if (typeof value.selected_color === 'string') line.selected_color = value.selected_color;
  if (typeof value.selected_size === 'string') line.selected_size = value.selected_size;
  return line;
}

/**
 * Saved carts older than version 1 (no recorded version): the template stored the list itself, or
 * `{ cart: [...] }`; a version-1 shape saved before versions were recorded is accepted too, and so
 * is a newer release's cart after a rollback, as long as it still holds readable lines.
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
  return { lines: list.map(toLine).filter((line): line is CartLine => line !== null) };
}
