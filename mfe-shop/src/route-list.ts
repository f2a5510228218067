import type { ListedRoute } from '@hospital/shared-types';

/**
 * Every address this remote serves: its build writes them to the release (routes.json), where the shell
 * and the site server read them, and `defineRoutes` checks its pages against them. The cart, wishlist,
 * comparison, checkout and order show what this browser saved: personal, never rendered ahead for all.
 */
export const routeList = [
  { path: '/shop' },
  { path: '/product-single/:slug' },
  { path: '/cart', personal: true },
  { path: '/wishlist', personal: true },
  { path: '/compare', personal: true },
  { path: '/checkout', personal: true },
  { path: '/order_received', personal: true },
] as const satisfies readonly ListedRoute[];

export default routeList;
