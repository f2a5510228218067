import type { RemotePageProps, RemoteRoute } from '@hospital/shared-types';
import type { ComponentType } from 'react';

type PageModule = Promise<{ default: ComponentType<RemotePageProps> }>;

const heading = (title: string) => (): PageModule =>
  import('./pages/HeadingPage').then((m) => ({ default: m.headingPage(title) }));

/** Every route this remote owns (the shell's route table assigns them), each loaded on demand. */
export const routes: RemoteRoute[] = [
  { path: '/', title: 'Home', load: heading('Home') },
  { path: '/home', title: 'Home', load: heading('Home') },
  { path: '/home2', title: 'Home', load: heading('Home') },
  { path: '/about', title: 'About Us', load: () => import('./pages/AboutPage') },
  { path: '/department', title: 'Departments', load: heading('Departments') },
  { path: '/department-single/:slug', title: 'Department', load: heading('Department') },
  { path: '/services', title: 'Services', load: heading('Our Services') },
  { path: '/service-single/:slug', title: 'Service', load: heading('Service') },
  { path: '/team', title: 'Our Doctors', load: heading('Our Doctors') },
  { path: '/team-single/:slug', title: 'Doctor', load: heading('Doctor') },
  { path: '/blog', title: 'Blog', load: heading('Blog') },
  { path: '/blog-left-sidebar', title: 'Blog', load: heading('Blog') },
  { path: '/blog-fullwidth', title: 'Blog', load: heading('Blog') },
  { path: '/blog-single/:slug', title: 'Article', load: heading('Article') },
  { path: '/blog-single-left-sidebar/:slug', title: 'Article', load: heading('Article') },
  { path: '/blog-single-fullwidth/:slug', title: 'Article', load: heading('Article') },
  { path: '/contact', title: 'Contact', load: heading('Contact Us') },
  { path: '/packages', title: 'Health Packages', load: heading('Health Check-up Packages') },
  { path: '/package-single/:id', title: 'Health Package', load: heading('Health Package') },
  { path: '/general', title: 'General Medicine & Family Care', load: heading('General Medicine & Family Care') },
  { path: '/gynecology', title: 'Women & Child Care', load: heading('Women & Child Care') },
  { path: '/orthopaedics', title: 'Orthopaedics & Trauma Care', load: heading('Orthopaedics & Trauma Care') },
  { path: '/cardiology', title: 'Cardiology & Heart Care', load: heading('Cardiology & Heart Care') },
  { path: '/gastroenterology', title: 'Gastroenterology & Surgery', load: heading('Gastroenterology & Surgery') },
  { path: '/emergency', title: 'ENT Care', load: heading('ENT Care') },
  { path: '/404', title: 'Page not found', load: () => import('./pages/NotFoundPage') },
];
