import type { RemoteName, SlotName } from './remote-contract';

/** Which remote owns each route of the site; the shell mounts them and knows them while a remote is down. */
export interface OwnedRoute {
  path: string;
  remote: RemoteName;
  /** What the page shows depends on what the visitor saved in this browser (cart, wishlist, order). */
  personal?: boolean;
}

const PERSONAL_PATHS = new Set(['/cart', '/wishlist', '/compare', '/checkout', '/order_received']);

const owned = (remote: RemoteName, paths: string[]): OwnedRoute[] =>
  paths.map((path) => (PERSONAL_PATHS.has(path) ? { path, remote, personal: true } : { path, remote }));

export const NOT_FOUND_PATH = '/404';

export const DEPARTMENT_PAGE_PATHS = [
  '/general',
  '/gynecology',
  '/orthopaedics',
  '/cardiology',
  '/gastroenterology',
  '/emergency',
] as const;

export const ROUTES: readonly OwnedRoute[] = [
  ...owned('content', [
    '/',
    '/home',
    '/home2',
    '/about',
    '/department',
    '/department-single/:slug',
    '/services',
    '/service-single/:slug',
    '/team',
    '/team-single/:slug',
    '/blog',
    '/blog-left-sidebar',
    '/blog-fullwidth',
    '/blog-single/:slug',
    '/blog-single-left-sidebar/:slug',
    '/blog-single-fullwidth/:slug',
    '/contact',
    '/packages',
    '/package-single/:id',
    ...DEPARTMENT_PAGE_PATHS,
    NOT_FOUND_PATH,
  ]),
  ...owned('booking', ['/appoinment']),
  ...owned('shop', [
    '/shop',
    '/product-single/:slug',
    '/cart',
    '/wishlist',
    '/compare',
    '/checkout',
    '/order_received',
  ]),
];

/** Correctly spelt or older addresses that lead to the spec's routes (DECISIONS 1 and 4). */
export const REDIRECTS: readonly { from: string; to: string }[] = [
  { from: '/appointment', to: '/appoinment' },
  { from: '/order-received', to: '/order_received' },
  { from: '/shop-single/:slug', to: '/product-single/:slug' },
];

export const routesOf = (remote: RemoteName): string[] =>
  ROUTES.filter((route) => route.remote === remote).map((route) => route.path);

export const slotOwner = (slot: SlotName): RemoteName => slot.split('.')[0] as RemoteName;
