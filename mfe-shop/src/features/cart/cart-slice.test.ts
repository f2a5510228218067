import { cartTotals } from '../../model/cart';
import { addedToCart, cartSlice, decremented, incremented, migrateCart, removedFromCart, type CartState } from './cart-slice';
import { orderPlaced } from '../../model/order';

const reduce = cartSlice.reducer;
const bp = { id: 'p-101', title: 'Upper-Arm Blood Pressure Monitor', price: 48 };
const ox = { id: 'p-105', title: 'Fingertip Pulse Oximeter', price: 22 };
const withBp = (qty = 1): CartState => ({ lines: [{ ...bp, qty }] });

describe('cart slice', () => {
  it('starts empty', () => {
    expect(reduce(undefined, { type: '@@init' })).toEqual({ lines: [] });
  });

  it('appends a new product with quantity 1 when none is given', () => {
    const state = reduce(undefined, addedToCart({ product: bp }));
    expect(state.lines).toEqual([{ ...bp, qty: 1 }]);
  });

  it('saves no image address with a line, even when the product comes with one', () => {
    const product = { ...bp, proImg: '/remotes/shop/1.0.0_20260101T000000Z/static/svg/bp.svg' };
    const state = reduce(undefined, addedToCart({ product }));
    expect(state.lines).toEqual([{ ...bp, qty: 1 }]);
    expect(JSON.stringify(state)).not.toContain('/remotes/');
  });

  it('appends a new product with the requested quantity, colour and size', () => {
    const state = reduce(withBp(), addedToCart({ product: ox, qty: 3, color: 'Red', size: 'One size' }));
    expect(state.lines[1]).toEqual({ ...ox, qty: 3, selected_color: 'Red', selected_size: 'One size' });
  });

  it('raises the quantity of a product already there and updates its colour and size', () => {
    const start: CartState = { lines: [{ ...bp, qty: 2, selected_color: 'White', selected_size: 'Standard cuff' }] };
    const state = reduce(start, addedToCart({ product: bp, qty: 3, color: 'Grey', size: 'Large cuff' }));
    expect(state.lines).toHaveLength(1);
    expect(state.lines[0]).toMatchObject({ qty: 5, selected_color: 'Grey', selected_size: 'Large cuff' });
  });

  it('raises an existing line by 1 when no quantity is given', () => {
    expect(reduce(withBp(2), addedToCart({ product: bp })).lines[0]?.qty).toBe(3);
  });

  it('never adds less than 1', () => {
    expect(reduce(undefined, addedToCart({ product: bp, qty: 0 })).lines[0]?.qty).toBe(1);
    expect(reduce(withBp(2), addedToCart({ product: bp, qty: -4 })).lines[0]?.qty).toBe(3);
  });

  it('removes a line by product id', () => {
    const start: CartState = {
      lines: [
        { ...bp, qty: 1 },
        { ...ox, qty: 1 },
      ],
    };
    expect(reduce(start, removedFromCart('p-101')).lines.map((l) => l.id)).toEqual(['p-105']);
  });

  it('increments by 1', () => {
    expect(reduce(withBp(1), incremented('p-101')).lines[0]?.qty).toBe(2);
  });

  it('decrements by 1 but never below 1', () => {
    expect(reduce(withBp(3), decremented('p-101')).lines[0]?.qty).toBe(2);
    expect(reduce(withBp(1), decremented('p-101')).lines[0]?.qty).toBe(1);
  });

  it('empties when an order is placed', () => {
    expect(reduce(withBp(2), orderPlaced([{ ...bp, qty: 2 }], 'card')).lines).toEqual([]);
  });

  it('totals: line = price x qty, subtotal = sum, taxes and delivery 0', () => {
    const totals = cartTotals([
      { ...bp, qty: 2 },
      { ...ox, qty: 3 },
    ]);
    expect(totals).toEqual({ items: 2, subtotal: 48 * 2 + 22 * 3, vat: 0, ecoTax: 0, delivery: 0, total: 162 });
  });
});

describe('cart migrations', () => {
  it('reads the template’s saved list, with `quantity` and `sum`, into the current version', () => {
    const legacy = [{ id: 'p-101', title: 'BP', price: 48, quantity: 2, sum: 96, proImg: '/bp.svg', selected_color: 'Grey' }];
    expect(migrateCart(legacy)).toEqual({ lines: [{ id: 'p-101', title: 'BP', price: 48, qty: 2, selected_color: 'Grey' }] });
  });

  it('drops the image address version 1 saved with each line, keeping the rest', () => {
    const v1 = {
      lines: [{ ...bp, qty: 3, proImg: '/remotes/shop/1.0.0_20260101T000000Z/static/svg/bp.svg', selected_size: 'Large cuff' }],
    };
    expect(migrateCart(v1)).toEqual({ lines: [{ ...bp, qty: 3, selected_size: 'Large cuff' }] });
  });

  it('reads `{ cart: [...] }` and numeric ids', () => {
    expect(migrateCart({ cart: [{ id: 7, title: 'Oximeter', price: '22', qty: 0 }] })).toEqual({
      lines: [{ id: '7', title: 'Oximeter', price: 22, qty: 1 }],
    });
  });

  it('keeps a current cart saved without a recorded version', () => {
    const saved = { lines: [{ ...bp, qty: 4 }] };
    expect(migrateCart(saved)).toEqual(saved);
  });

  it('drops unreadable lines and throws on an unknown shape, so the shell discards it', () => {
    expect(migrateCart({ lines: [{ title: 'no id' }, { ...bp, qty: 1 }] }).lines).toHaveLength(1);
    expect(() => migrateCart('garbage')).toThrow();
    expect(() => migrateCart({ items: 3 })).toThrow();
  });
});
