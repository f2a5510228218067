import type { RemoteRoute } from '@hospital/shared-types';

// The six department pages share one module; it picks its department from the path.
const department = () => import('./pages/DepartmentServicePage');

/** Every route this remote owns (the shell's route table assigns them), each loaded on demand. */
export const routes: RemoteRoute[] = [
  { path: '/', title: 'Home', load: () => import('./pages/HomePage') },
  { path: '/home', title: 'Home', load: () => import('./pages/HomePage') },
  { path: '/home2', title: 'Home', load: () => import('./pages/Home2Page') },
  { path: '/about', title: 'About Us', load: () => import('./pages/AboutPage') },
  { path: '/department', title: 'Departments', load: () => import('./pages/DepartmentListPage') },
  { path: '/department-single/:slug', title: 'Department', load: () => import('./pages/DepartmentSinglePage') },
  { path: '/services', title: 'Services', load: () => import('./pages/ServicesPage') },
  { path: '/service-single/:slug', title: 'Service', load: () => import('./pages/ServiceSinglePage') },
  { path: '/team', title: 'Our Doctors', load: () => import('./pages/TeamPage') },
  { path: '/team-single/:slug', title: 'Doctor', load: () => import('./pages/TeamSinglePage') },
  { path: '/blog', title: 'Blog', load: () => import('./pages/BlogPage') },
  { path: '/blog-left-sidebar', title: 'Blog', load: () => import('./pages/BlogLeftSidebarPage') },
  { path: '/blog-fullwidth', title: 'Blog', load: () => import('./pages/BlogFullwidthPage') },
  { path: '/blog-single/:slug', title: 'Article', load: () => import('./pages/BlogSinglePage') },
  { path: '/blog-single-left-sidebar/:slug', title: 'Article', load: () => import('./pages/BlogSingleLeftSidebarPage') },
  { path: '/blog-single-fullwidth/:slug', title: 'Article', load: () => import('./pages/BlogSingleFullwidthPage') },
  { path: '/contact', title: 'Contact', load: () => import('./pages/ContactPage') },
  { path: '/packages', title: 'Health Packages', load: () => import('./pages/PackagesPage') },
  { path: '/package-single/:id', title: 'Health Package', load: () => import('./pages/PackageSinglePage') },
  { path: '/general', title: 'General Medicine & Family Care', load: department },
  { path: '/gynecology', title: 'Women & Child Care', load: department },
  { path: '/orthopaedics', title: 'Orthopaedics & Trauma Care', load: department },
  { path: '/cardiology', title: 'Cardiology & Heart Care', load: department },
  { path: '/gastroenterology', title: 'Gastroenterology & Surgery', load: department },
  { path: '/emergency', title: 'ENT Care', load: department },
  { path: '/404', title: 'Page not found', load: () => import('./pages/NotFoundPage') },
];
