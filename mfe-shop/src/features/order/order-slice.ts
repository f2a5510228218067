import { createSlice } from '@reduxjs/toolkit';
import { orderPlaced, type PlacedOrder } from '../../model/order';

export interface OrderState {
  /** The order just placed, shown on /order_received even after a reload. */
  last: PlacedOrder | null;
}

export const ORDER_VERSION = 1;

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

/** There is no older shape of this slice; anything unreadable is dropped rather than shown wrongly. */
export function migrateOrder(persisted: unknown): OrderState {
  const last = (persisted as Partial<OrderState> | null)?.last;
  if (last === null) return { last: null };
  if (last && typeof last.id === 'string' && Array.isArray(last.lines)) return { last };
  throw new Error('Saved order has an unknown shape');
}
