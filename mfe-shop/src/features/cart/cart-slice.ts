import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface CartLine {
  id: string;
  title: string;
  price: number;
  qty: number;
  proImg: string;
  selected_color?: string;
  selected_size?: string;
}

export interface CartState {
  lines: CartLine[];
}

const initialState: CartState = { lines: [] };

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    removeFromCart(state, action: PayloadAction<string>) {
      state.lines = state.lines.filter((line) => line.id !== action.payload);
    },
  },
  selectors: {
    selectCartLines: (state) => state.lines,
  },
});

export const CART_VERSION = 1;
