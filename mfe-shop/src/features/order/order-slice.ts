import { createSlice } from '@reduxjs/toolkit';
import { orderPlaced, type PlacedOrder } from '../../model/order';
import { readLine, type CartLine } from '../../model/cart';

export interface OrderState {
  /** The order just placed, shown on /order_received even after a reload. */
  last: PlacedOrder | null;
}

/** Version 2: lines without `proImg` (version 1 saved each line's image address, of one shop release). */
export const ORDER_VERSION = 2;

const initialState: OrderState = { last: null };

export const orderSlice = createSlice({
  name: 'order',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(orderPlaced, (state, action) => {
      state.last = action.payload;
    });
  },
});

/** Reads a saved order of any version, its lines without image addresses; anything unreadable is dropped rather than shown wrongly. */
export function migrateOrder(persisted: unknown): OrderState {
  const last = (persisted as Partial<OrderState> | null)?.last;
  if (last === null) return { last: null };
  if (last && typeof last.id === 'string' && Array.isArray(last.lines)) {
    return { last: { ...last, lines: last.lines.map(readLine).filter((line): line is CartLine => line !== null) } };
  }
  throw new Error('Saved order has an unknown shape');
}
