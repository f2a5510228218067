import { withText } from './i18n/catalog';
import { DEPARTMENTS, findDoctorIdentity, type DepartmentPath } from '@hospital/hospital-data';
import { defineRoutes, type RemoteRoute } from '@hospital/shared-types';
import { routeList } from './route-list';

// Each page's load also fetches the parts of the Telugu or Hindi catalog it shows (i18n/catalog.ts): its
// area's text and any data set's long texts. The home page is two addresses, one module.
const home = withText(['home'], () => import('./pages/HomePage'));
// The six department pages share one module; it picks its department from the path.
const department = withText(['care', 'visit', 'department-pages'], () => import('./pages/DepartmentServicePage'));
// One page per department of the one list; every key is filled by the loop below.
const departmentPages = {} as Record<DepartmentPath, Omit<RemoteRoute, 'path'>>;
for (const { path, name } of DEPARTMENTS) departmentPages[path] = { title: name, load: department };

/** Every route this remote states (route-list.ts), each loaded on demand. */
export const routes: RemoteRoute[] = defineRoutes(routeList, {
  '/': { title: 'Home', load: home },
  '/home': { title: 'Home', load: home },
  '/home2': { title: 'Home', load: withText(['about', 'home'], () => import('./pages/Home2Page')) },
  '/about': { title: 'About Us', load: withText(['about', 'home'], () => import('./pages/AboutPage')) },
  '/department': { title: 'Departments', load: withText(['care'], () => import('./pages/DepartmentListPage')) },
  '/department-single/:slug': {
    title: 'Department',
    load: withText(['care', 'visit', 'department-pages'], () => import('./pages/DepartmentSinglePage')),
  },
  '/services': { title: 'Services', load: withText(['care', 'home'], () => import('./pages/ServicesPage')) },
  '/service-single/:slug': {
    title: 'Service',
    load: withText(['care', 'visit', 'department-pages'], () => import('./pages/ServiceSinglePage')),
  },
  '/team': { title: 'Our Doctors', load: withText(['visit'], () => import('./pages/TeamPage')) },
  '/team-single/:slug': {
    title: 'Doctor',
    load: withText(['visit', 'doctor-profiles'], () => import('./pages/TeamSinglePage')),
    // The doctor's next free times (the booking remote's widget): fetched ahead with the page.
    widgets: ({ slug }) => (slug && findDoctorIdentity(slug) ? [{ name: 'booking.doctor-availability', props: { doctorSlug: slug } }] : []),
  },
  '/blog': { title: 'Blog', load: withText(['blog'], () => import('./pages/BlogPage')) },
  '/blog-left-sidebar': { title: 'Blog', load: withText(['blog'], () => import('./pages/BlogLeftSidebarPage')) },
  '/blog-fullwidth': { title: 'Blog', load: withText(['blog'], () => import('./pages/BlogFullwidthPage')) },
  '/blog-single/:slug': { title: 'Article', load: withText(['blog', 'visit', 'post-bodies'], () => import('./pages/BlogSinglePage')) },
  '/blog-single-left-sidebar/:slug': {
    title: 'Article',
    load: withText(['blog', 'visit', 'post-bodies'], () => import('./pages/BlogSingleLeftSidebarPage')),
  },
  '/blog-single-fullwidth/:slug': {
    title: 'Article',
    load: withText(['blog', 'visit', 'post-bodies'], () => import('./pages/BlogSingleFullwidthPage')),
  },
  '/contact': { title: 'Contact', load: withText(['visit'], () => import('./pages/ContactPage')) },
  '/packages': { title: 'Health Packages', load: withText(['care', 'package-details'], () => import('./pages/PackagesPage')) },
  '/package-single/:id': {
    title: 'Health Package',
    load: withText(['care', 'visit', 'package-details'], () => import('./pages/PackageSinglePage')),
  },
  '/emergency-help': { title: 'Emergency help', load: withText(['visit'], () => import('./pages/EmergencyHelpPage')) },
  ...departmentPages,
  '/404': { title: 'Page not found', load: withText(['visit'], () => import('./pages/NotFoundPage')) },
});
