import { createAction } from '@reduxjs/toolkit';
import type { CartLine } from './cart';

export type PaymentMethod = 'card' | 'cash';

export interface PlacedOrder {
  id: string;
  /** ISO date and time the order was placed. */
  placedAt: string;
  payment: PaymentMethod;
  lines: CartLine[];
}

/**
 * The visitor placed an order: the order slice keeps it and the cart slice empties (docs/product-rules.md#order-received).
 * The id and time are made here, in the action creator, so both reducers stay pure.
 */
export const orderPlaced = createAction('shop/orderPlaced', (lines: CartLine[], payment: PaymentMethod, now: Date = new Date()) => ({
  payload: {
    id: `ASH-${now.getTime().toString(36).toUpperCase()}`,
    placedAt: now.toISOString(),
    payment,
    lines: lines.map((line) => ({ ...line })),
  } satisfies PlacedOrder,
}));
