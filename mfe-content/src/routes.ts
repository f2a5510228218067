import { DEPARTMENTS, defineRoutes, findDoctorIdentity, type DepartmentPath, type RemoteRoute } from '@hospital/shared-types';

// The six department pages share one module; it picks its department from the path.
const department = () => import('./pages/DepartmentServicePage');
// One page per department of the one list; every key is filled by the loop below.
const departmentPages = {} as Record<DepartmentPath, Omit<RemoteRoute, 'path'>>;
for (const { path, name } of DEPARTMENTS) departmentPages[path] = { title: name, load: department };

/** Every route this remote owns (the shell's route table assigns them), each loaded on demand. */
export const routes: RemoteRoute[] = defineRoutes<'content'>({
  '/': { title: 'Home', load: () => import('./pages/HomePage') },
  '/home': { title: 'Home', load: () => import('./pages/HomePage') },
  '/home2': { title: 'Home', load: () => import('./pages/Home2Page') },
  '/about': { title: 'About Us', load: () => import('./pages/AboutPage') },
  '/department': { title: 'Departments', load: () => import('./pages/DepartmentListPage') },
  '/department-single/:slug': { title: 'Department', load: () => import('./pages/DepartmentSinglePage') },
  '/services': { title: 'Services', load: () => import('./pages/ServicesPage') },
  '/service-single/:slug': { title: 'Service', load: () => import('./pages/ServiceSinglePage') },
  '/team': { title: 'Our Doctors', load: () => import('./pages/TeamPage') },
  '/team-single/:slug': {
    title: 'Doctor',
    load: () => import('./pages/TeamSinglePage'),
    // The doctor's next free times (the booking remote's widget): fetched ahead with the page.
    widgets: ({ slug }) => (slug && findDoctorIdentity(slug) ? [{ name: 'booking.doctor-availability', props: { doctorSlug: slug } }] : []),
  },
  '/blog': { title: 'Blog', load: () => import('./pages/BlogPage') },
  '/blog-left-sidebar': { title: 'Blog', load: () => import('./pages/BlogLeftSidebarPage') },
  '/blog-fullwidth': { title: 'Blog', load: () => import('./pages/BlogFullwidthPage') },
  '/blog-single/:slug': { title: 'Article', load: () => import('./pages/BlogSinglePage') },
  '/blog-single-left-sidebar/:slug': { title: 'Article', load: () => import('./pages/BlogSingleLeftSidebarPage') },
  '/blog-single-fullwidth/:slug': { title: 'Article', load: () => import('./pages/BlogSingleFullwidthPage') },
  '/contact': { title: 'Contact', load: () => import('./pages/ContactPage') },
  '/packages': { title: 'Health Packages', load: () => import('./pages/PackagesPage') },
  '/package-single/:id': { title: 'Health Package', load: () => import('./pages/PackageSinglePage') },
  '/emergency-help': { title: 'Emergency help', load: () => import('./pages/EmergencyHelpPage') },
  ...departmentPages,
  '/404': { title: 'Page not found', load: () => import('./pages/NotFoundPage') },
});
