import { withoutLanguage } from '@hospital/hospital-data';
import { routeOf, siteRoutes, type RemoteName } from '@hospital/shared-types';
import { routeList as content } from '../../mfe-content/src/route-list';
import { routeList as booking } from '../../mfe-booking/src/route-list';
import { routeList as shop } from '../../mfe-shop/src/route-list';

/** A real address for each route pattern, with parameters that exist in the remotes' data. */
const examples: Record<string, string> = {
  '/department-single/:slug': 'general-medicine',
  '/service-single/:slug': 'general-medicine',
  '/team-single/:slug': 'dr-srinivas-reddy',
  '/blog-single/:slug': 'regular-health-checkups',
  '/blog-single-left-sidebar/:slug': 'orthopedic-trauma-care',
  '/blog-single-fullwidth/:slug': 'emergency-pharmacy-services',
  '/package-single/:id': 'basic-wellness',
  '/product-single/:slug': 'fingertip-pulse-oximeter',
  // A link that opens nothing: the page says so and offers the look-up.
  '/appoinment/manage/:token': 'an-old-link',
};

/** The route's path with its parameter filled in from data that exists. */
export function exampleUrl(path: string): string {
  const value = examples[path];
  return value ? path.replace(/:\w+/, value) : path;
}

/** Every route the remotes declare: what their releases state (routes.json) and the site serves. */
export const allRoutes = siteRoutes({ content, booking, shop });
export const routesOf = (remote: RemoteName) => allRoutes.filter((route) => route.remote === remote);
/** A staff page, in any language. */
export const isUnlistedAddress = (address: string) => routeOf(allRoutes, withoutLanguage(address)).unlisted === true;
