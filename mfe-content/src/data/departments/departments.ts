import { DEPARTMENTS } from '@hospital/shared-types';
import type { DepartmentSummary } from './types';

const extra: Omit<DepartmentSummary, 'id' | 'title' | 'short' | 'path'>[] = [
  {
    slug: 'general-medicine',
    icon: 'stethoscope',
    tagline: 'Fevers, diabetes, blood pressure and everyday illness, looked after by physicians who know your family.',
    doctorSlugs: ['dr-srinivas-reddy', 'dr-mohammed-imran-ali', 'dr-sneha-kulkarni'],
  },
  {
    slug: 'women-child-care',
    icon: 'baby',
    tagline: 'Pregnancy, gynaecology and paediatrics under one roof, from the first scan to the first vaccines.',
    doctorSlugs: ['dr-lakshmi-priya-nair', 'dr-sneha-kulkarni'],
  },
  {
    slug: 'orthopaedics-trauma-care',
    icon: 'bone',
    tagline: 'Fractures, sports injuries, back pain and joint replacement, with physiotherapy on the same floor.',
    doctorSlugs: ['dr-karthik-varma'],
  },
  {
    slug: 'cardiology-heart-care',
    icon: 'heart-pulse',
    tagline: 'ECG, echo and stress tests the same day, and cardiac specialists for chest pain at any hour.',
    doctorSlugs: ['dr-venkatesh-iyer', 'dr-mohammed-imran-ali'],
  },
  {
    slug: 'gastroenterology-surgery',
    icon: 'utensils',
    tagline: 'Acidity, liver and gut problems, endoscopy, and keyhole surgery for gallstones, hernia and appendix.',
    doctorSlugs: ['dr-srinivas-reddy', 'dr-mohammed-imran-ali'],
  },
  {
    slug: 'ent-care',
    icon: 'ear',
    tagline: 'Ear infections, sinus trouble, tonsils, hearing tests and voice problems for children and adults.',
    doctorSlugs: ['dr-sneha-kulkarni'],
  },
];

/** The six departments, in the order and with the names of DEPARTMENTS in shared-types. */
export const departments: DepartmentSummary[] = DEPARTMENTS.map((dept, index) => {
  const more = extra[index];
  if (!more) throw new Error(`No department data for ${dept.name}`);
  return { id: index + 1, title: dept.name, short: dept.short, path: dept.path, ...more };
});

export const departmentBySlug = (slug: string | undefined): DepartmentSummary | undefined =>
  departments.find((dept) => dept.slug === slug);

export const departmentByPath = (path: string): DepartmentSummary | undefined =>
  departments.find((dept) => dept.path === path);
