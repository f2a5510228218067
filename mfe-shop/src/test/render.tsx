import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from '@hospital/router/testing';
import { combineReducers, legacy_createStore as createStore } from 'redux';
import { shopSlices, type ShopRootState } from '../store/shop-state';

/** A plain store with only our slices, standing in for the shell's. */
export function makeTestStore(preloaded?: ShopRootState) {
  const reducer = combineReducers({
    catalogue: shopSlices.catalogue.reducer,
    cart: shopSlices.cart.reducer,
    wishlist: shopSlices.wishlist.reducer,
    compare: shopSlices.compare.reducer,
    order: shopSlices.order.reducer,
  });
  return createStore(reducer, preloaded as never);
}

export type TestStore = ReturnType<typeof makeTestStore>;

export function Providers({ store, children, path = '/' }: { store: TestStore; children: ReactNode; path?: string }) {
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </Provider>
  );
}
