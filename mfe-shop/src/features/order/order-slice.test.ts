import { orderPlaced } from '../../model/order';
import { migrateOrder, orderSlice } from './order-slice';

const line = { id: 'p-101', title: 'BP monitor', price: 48, qty: 2 };

describe('order slice', () => {
  it('keeps the order just placed, with its lines, id and time', () => {
    const action = orderPlaced([line], 'cash', new Date('2026-01-05T10:00:00Z'));
    const state = orderSlice.reducer(undefined, action);
    expect(state.last).toEqual({ id: action.payload.id, placedAt: '2026-01-05T10:00:00.000Z', payment: 'cash', lines: [line] });
    expect(state.last?.id).toMatch(/^ASH-/);
  });

  it('migration keeps a readable order and rejects an unreadable one', () => {
    expect(migrateOrder({ last: null })).toEqual({ last: null });
    const last = { id: 'ASH-1', placedAt: 'x', payment: 'card', lines: [] };
    expect(migrateOrder({ last })).toEqual({ last });
    expect(() => migrateOrder({ last: { id: 3 } })).toThrow();
  });

  it('migration drops the image address version 1 saved with each line', () => {
    const v1 = {
      last: { id: 'ASH-1', placedAt: 'x', payment: 'cash', lines: [{ ...line, proImg: '/remotes/shop/1.0.0_x/static/svg/bp.svg' }] },
    };
    expect(migrateOrder(v1)).toEqual({ last: { ...v1.last, lines: [line] } });
  });
});
