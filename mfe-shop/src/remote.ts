import { CONTRACT_VERSION, defineRoutes, type RemoteDefinition } from '@hospital/shared-types';
import { routeList } from './route-list';
import { shopSlices } from './store/shop-state';
import { loadLanguage } from './i18n/catalog';

const routes = defineRoutes(routeList, {
  '/shop': { title: 'Shop', load: () => import('./pages/ShopPage') },
  '/product-single/:slug': { title: 'Product', load: () => import('./pages/ProductPage') },
  '/cart': { title: 'Cart', load: () => import('./pages/CartPage') },
  '/wishlist': { title: 'Wishlist', load: () => import('./pages/WishlistPage') },
  '/compare': { title: 'Compare', load: () => import('./pages/ComparePage') },
  '/checkout': { title: 'Checkout', load: () => import('./pages/CheckoutPage') },
  '/order_received': { title: 'Order received', load: () => import('./pages/OrderReceivedPage') },
});

const remote: RemoteDefinition = {
  name: 'shop',
  contractVersion: CONTRACT_VERSION,
  release: __RELEASE__,
  loadLanguage,
  routes,
  slices: shopSlices,
};

export default remote;
