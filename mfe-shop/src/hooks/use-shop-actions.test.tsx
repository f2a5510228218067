import { act, renderHook } from '@testing-library/react';
import { toast } from '../lib/toast';
import { PRODUCTS } from '../model/products';
import { makeTestStore, Providers } from '../test/render';
import { TOASTS, useShopActions } from './use-shop-actions';

jest.mock('../lib/toast', () => ({ toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn() } }));
const mocked = toast as unknown as Record<'success' | 'error' | 'warning' | 'info', jest.Mock>;
const product = PRODUCTS[0]!;

function setup() {
  const store = makeTestStore();
  const { result } = renderHook(() => useShopActions(), { wrapper: ({ children }) => <Providers store={store}>{children}</Providers> });
  return { store, actions: result.current };
}

beforeEach(() => jest.clearAllMocks());

describe('shop actions raise the spec’s toasts outside the reducers', () => {
  it('add to cart: "{title} Added to Cart"; remove: "Item Removed from Cart"', () => {
    const { store, actions } = setup();
    act(() => actions.addToCart(product, { qty: 2 }));
    expect(store.getState().cart.lines[0]?.qty).toBe(2);
    expect(mocked.success).toHaveBeenCalledWith(`${product.title} Added to Cart`);
    act(() => actions.removeFromCart(product.id));
    expect(store.getState().cart.lines).toEqual([]);
    expect(mocked.error).toHaveBeenCalledWith('Item Removed from Cart');
  });

  it('wishlist toggle: added, then removed', () => {
    const { store, actions } = setup();
    act(() => actions.toggleWishlist(product));
    expect(mocked.success).toHaveBeenCalledWith(TOASTS.addedToWishlist);
    act(() => actions.toggleWishlist(product));
    expect(mocked.error).toHaveBeenCalledWith('Item Removed from Wishlist');
    expect(store.getState().wishlist.items).toEqual([]);
  });

  it('compare: added, duplicate warning, removed warning, absent "Target not Found"', () => {
    const { store, actions } = setup();
    act(() => actions.addToCompare(product));
    expect(mocked.success).toHaveBeenLastCalledWith('Added to Compare List');
    act(() => actions.addToCompare(product));
    expect(mocked.warning).toHaveBeenLastCalledWith('Already added to Compare List');
    expect(store.getState().compare.items).toHaveLength(1);
    act(() => actions.removeFromCompare(product.id));
    expect(mocked.warning).toHaveBeenLastCalledWith('Item Removed from Compare List');
    act(() => actions.removeFromCompare(product.id));
    expect(mocked.success).toHaveBeenLastCalledWith('Target not Found');
  });

  it('placing an order keeps it and empties the cart', () => {
    const { store, actions } = setup();
    act(() => actions.addToCart(product));
    const lines = store.getState().cart.lines;
    act(() => actions.placeOrder(lines, 'card'));
    expect(store.getState().cart.lines).toEqual([]);
    expect(store.getState().order.last?.lines).toEqual(lines);
  });
});
