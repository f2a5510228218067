import { DEPARTMENTS, doctorsOf } from '@hospital/hospital-data';
import type { DepartmentSummary } from './types';

const extra: Omit<DepartmentSummary, 'id' | 'title' | 'short' | 'path' | 'doctorSlugs'>[] = [
  {
    slug: 'general-medicine',
    icon: 'stethoscope',
    tagline: 'Fevers, diabetes, blood pressure and everyday illness, looked after by physicians who know your family.',
  },
  {
    slug: 'women-child-care',
    icon: 'baby',
    tagline: 'Pregnancy, gynaecology and paediatrics under one roof, from the first scan to the first vaccines.',
  },
  {
    slug: 'orthopaedics-trauma-care',
    icon: 'bone',
    tagline: 'Fractures, sports injuries, back pain and joint replacement, with physiotherapy on the same floor.',
  },
  {
    slug: 'cardiology-heart-care',
    icon: 'heart-pulse',
    tagline: 'ECG, echo and stress tests the same day, and the emergency team for chest pain at any hour.',
  },
  {
    slug: 'gastroenterology-surgery',
    icon: 'utensils',
    tagline: 'Acidity, liver and gut problems, endoscopy, and keyhole surgery for gallstones, hernia and appendix.',
  },
  {
    slug: 'ent-care',
    icon: 'ear',
    tagline: 'Ear infections, sinus trouble, tonsils, hearing tests and voice problems for children and adults.',
  },
];

/** The six departments, in the order and with the names of DEPARTMENTS in hospital-data. */
export const departments: DepartmentSummary[] = DEPARTMENTS.map((dept, index) => {
  const more = extra[index];
  if (!more) throw new Error(`No department data for ${dept.name}`);
  // Who sees patients in a department is the contract's roster, the same one booking schedules.
  const doctorSlugs = doctorsOf(dept.name).map((doctor) => doctor.slug);
  return { id: index + 1, title: dept.name, short: dept.short, path: dept.path, doctorSlugs, ...more };
});

export const departmentBySlug = (slug: string | undefined): DepartmentSummary | undefined => departments.find((dept) => dept.slug === slug);

export const departmentByPath = (path: string): DepartmentSummary | undefined => departments.find((dept) => dept.path === path);
