import { EMERGENCY_HELP_PATH } from '@hospital/shared-types';
import { DEPARTMENT_PAGE_PATHS } from './route-list';
import { departments } from './data/departments/departments';
import { doctors } from './data/doctors/doctors';
import { posts } from './data/blog/posts';
import { healthPackages } from './features/packages/data/packages';

/** The addresses of this remote worth finding through search (read at release time for sitemap.xml). */
export function sitemapPaths(): string[] {
  return [
    '/',
    '/home2',
    '/about',
    '/services',
    '/department',
    '/team',
    '/packages',
    '/blog',
    '/contact',
    EMERGENCY_HELP_PATH,
    ...DEPARTMENT_PAGE_PATHS,
    ...departments.flatMap((d) => [`/department-single/${d.slug}`, `/service-single/${d.slug}`]),
    ...doctors.map((d) => `/team-single/${d.slug}`),
    ...posts.map((p) => `/blog-single/${p.slug}`),
    ...healthPackages.map((p) => `/package-single/${p.id}`),
  ];
}
