import { CONTRACT_VERSION, type RemoteDefinition, type RemotePageProps, type RemoteRoute } from '@hospital/shared-types';
import type { ComponentType } from 'react';
import { cartSlice, CART_VERSION } from './features/cart/cart-slice';

const heading = (title: string) => (): Promise<{ default: ComponentType<RemotePageProps> }> =>
  import('./pages/HeadingPage').then((m) => ({ default: m.headingPage(title) }));

const routes: RemoteRoute[] = [
  { path: '/shop', title: 'Shop', load: heading('Shop') },
  { path: '/product-single/:slug', title: 'Product', load: heading('Product') },
  { path: '/cart', title: 'Cart', load: () => import('./pages/CartPage') },
  { path: '/wishlist', title: 'Wishlist', load: heading('Wishlist') },
  { path: '/compare', title: 'Compare', load: heading('Compare') },
  { path: '/checkout', title: 'Checkout', load: heading('Checkout') },
  { path: '/order_received', title: 'Order received', load: heading('Order received') },
];

const remote: RemoteDefinition = {
  name: 'shop',
  contractVersion: CONTRACT_VERSION,
  release: __RELEASE__,
  routes,
  slices: {
    cart: { reducer: cartSlice.reducer, version: CART_VERSION },
  },
};

export default remote;
