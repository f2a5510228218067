import { DEPARTMENTS, useCommonNames } from '@hospital/hospital-data';
import { EMERGENCY_HELP_PATH, MANAGE_PAGE_PATH } from '@hospital/shared-types';
import { useT, type ShellKey } from '../i18n/catalog';

/** A link's label: a key of the shell's catalog, or a department, named by the contract's catalog. */
export type NavLabel = { key: ShellKey } | { department: string };

export interface NavLinkItem {
  label: NavLabel;
  to: string;
}

export interface NavGroup {
  label: NavLabel;
  /** Where the group's own label leads on desktop. */
  to: string;
  children: NavLinkItem[];
}

export type NavItem = NavLinkItem | NavGroup;

export const isGroup = (item: NavItem): item is NavGroup => 'children' in item;

const key = (name: ShellKey): NavLabel => ({ key: name });

export const departmentLinks: NavLinkItem[] = DEPARTMENTS.map((d) => ({ label: { department: d.name }, to: d.path }));

/** The desktop menu, in its fixed order (docs/product-rules.md#header-and-footer). */
export const mainNav: NavItem[] = [
  { label: key('nav.home'), to: '/' },
  { label: key('nav.about'), to: '/about' },
  { label: key('nav.services'), to: '/services', children: departmentLinks },
  { label: key('nav.packages'), to: '/packages' },
  { label: key('nav.doctors'), to: '/team' },
  { label: key('nav.blog'), to: '/blog' },
  { label: key('nav.contact'), to: '/contact' },
];

/** The mobile slide menu: accordion groups, one open at a time. */
export const mobileNav: NavItem[] = [
  { label: key('nav.home'), to: '/' },
  { label: key('nav.about'), to: '/about' },
  { label: key('nav.ourServices'), to: '/services', children: [{ label: key('nav.allServices'), to: '/services' }, ...departmentLinks] },
  { label: key('nav.packages'), to: '/packages' },
  { label: key('nav.doctors'), to: '/team' },
  {
    label: key('nav.blog'),
    to: '/blog',
    children: [
      { label: key('nav.blog'), to: '/blog' },
      { label: key('nav.blogLeftSidebar'), to: '/blog-left-sidebar' },
      { label: key('nav.blogFullWidth'), to: '/blog-fullwidth' },
    ],
  },
  {
    label: key('nav.shop'),
    to: '/shop',
    children: [
      { label: key('nav.shop'), to: '/shop' },
      { label: key('nav.cart'), to: '/cart' },
      { label: key('nav.wishlist'), to: '/wishlist' },
      { label: key('nav.compare'), to: '/compare' },
      { label: key('nav.checkout'), to: '/checkout' },
    ],
  },
  { label: key('nav.contact'), to: '/contact' },
  // Beside the booking button below it: a patient who has booked finds the appointment by reference and phone.
  { label: key('nav.findAppointment'), to: MANAGE_PAGE_PATH },
];

export const footerPages: NavLinkItem[] = [
  { label: key('nav.about'), to: '/about' },
  { label: key('nav.ourDoctors'), to: '/team' },
  { label: key('nav.healthPackages'), to: '/packages' },
  { label: key('nav.departments'), to: '/department' },
  { label: key('nav.blog'), to: '/blog' },
  { label: key('nav.shop'), to: '/shop' },
  { label: key('nav.contact'), to: '/contact' },
  { label: key('nav.bookAnAppointment'), to: '/appoinment' },
  // A patient who lost the e-mail finds the appointment by reference and phone.
  { label: key('nav.findAppointment'), to: MANAGE_PAGE_PATH },
  { label: key('nav.emergencyHelp'), to: EMERGENCY_HELP_PATH },
];

/** Names menu entries in the page's language (departments by their short name). */
export function useNavLabel(): (label: NavLabel) => string {
  const t = useT();
  const names = useCommonNames();
  return (label) => ('key' in label ? t(label.key) : names.department(label.department, 'short'));
}
