import { CONTRACT_VERSION, type RemoteDefinition, type RemoteRoute } from '@hospital/shared-types';
import { shopSlices } from './store/shop-state';

const routes: RemoteRoute[] = [
  { path: '/shop', title: 'Shop', load: () => import('./pages/ShopPage') },
  { path: '/product-single/:slug', title: 'Product', load: () => import('./pages/ProductPage') },
  { path: '/cart', title: 'Cart', load: () => import('./pages/CartPage') },
  { path: '/wishlist', title: 'Wishlist', load: () => import('./pages/WishlistPage') },
  { path: '/compare', title: 'Compare', load: () => import('./pages/ComparePage') },
  { path: '/checkout', title: 'Checkout', load: () => import('./pages/CheckoutPage') },
  { path: '/order_received', title: 'Order received', load: () => import('./pages/OrderReceivedPage') },
];

const remote: RemoteDefinition = {
  name: 'shop',
  contractVersion: CONTRACT_VERSION,
  release: __RELEASE__,
  routes,
  slices: shopSlices,
};

export default remote;
