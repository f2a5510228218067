import { DEPARTMENTS, EMERGENCY_HELP_PATH } from '@hospital/shared-types';

export interface NavLinkItem {
  label: string;
  to: string;
}

export interface NavGroup {
  label: string;
  /** Where the group's own label leads on desktop. */
  to: string;
  children: NavLinkItem[];
}

export type NavItem = NavLinkItem | NavGroup;

export const isGroup = (item: NavItem): item is NavGroup => 'children' in item;

export const departmentLinks: NavLinkItem[] = DEPARTMENTS.map((d) => ({ label: d.short, to: d.path }));

/** The desktop menu, in its fixed order (docs/product-rules.md#header-and-footer). */
export const mainNav: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'About Us', to: '/about' },
  { label: 'Services', to: '/services', children: departmentLinks },
  { label: 'Packages', to: '/packages' },
  { label: 'Doctors', to: '/team' },
  { label: 'Blog', to: '/blog' },
  { label: 'Contact', to: '/contact' },
];

/** The mobile slide menu: accordion groups, one open at a time. */
export const mobileNav: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'About Us', to: '/about' },
  { label: 'Our Services', to: '/services', children: [{ label: 'All services', to: '/services' }, ...departmentLinks] },
  { label: 'Packages', to: '/packages' },
  { label: 'Doctors', to: '/team' },
  {
    label: 'Blog',
    to: '/blog',
    children: [
      { label: 'Blog', to: '/blog' },
      { label: 'Blog with left sidebar', to: '/blog-left-sidebar' },
      { label: 'Blog full width', to: '/blog-fullwidth' },
    ],
  },
  {
    label: 'Shop',
    to: '/shop',
    children: [
      { label: 'Shop', to: '/shop' },
      { label: 'Cart', to: '/cart' },
      { label: 'Wishlist', to: '/wishlist' },
      { label: 'Compare', to: '/compare' },
      { label: 'Checkout', to: '/checkout' },
    ],
  },
  { label: 'Contact', to: '/contact' },
];

export const footerPages: NavLinkItem[] = [
  { label: 'About Us', to: '/about' },
  { label: 'Our Doctors', to: '/team' },
  { label: 'Health Packages', to: '/packages' },
  { label: 'Departments', to: '/department' },
  { label: 'Blog', to: '/blog' },
  { label: 'Shop', to: '/shop' },
  { label: 'Contact', to: '/contact' },
  { label: 'Book an Appointment', to: '/appoinment' },
  { label: 'Emergency help', to: EMERGENCY_HELP_PATH },
];
