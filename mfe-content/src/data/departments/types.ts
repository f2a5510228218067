import type { DepartmentName } from '@hospital/hospital-data';

/** Keys of the icons drawn for departments and their problems (mapped to lucide icons in components). */
export type DepartmentIconKey = 'stethoscope' | 'baby' | 'bone' | 'heart-pulse' | 'utensils' | 'ear';

export interface DepartmentSummary {
  id: number;
  /** The full name, from DEPARTMENTS in hospital-data. */
  title: DepartmentName;
  short: string;
  /** Used by /department-single/{slug} and /service-single/{slug}. */
  slug: string;
  /** The department's own page, e.g. /general. */
  path: string;
  icon: DepartmentIconKey;
  /** One-line summary for cards. */
  tagline: string;
  /** Doctors (by slug) who see patients in this department; the department search matches their names. */
  doctorSlugs: string[];
}

export interface ContentItem {
  title: string;
  desc: string;
}

export interface Problem extends ContentItem {
  /** lucide icon name drawn in the problem's tile. */
  icon: string;
}

export interface DepartmentContent {
  slug: string;
  /** Two or three short paragraphs under the main image. */
  intro: string[];
  problems: Problem[];
  /** 'How We Treat Our Patients': six or eight steps. */
  steps: ContentItem[];
  capabilities: string[];
  workProcess: ContentItem[];
  /** 'Our ... Specialists' heading. */
  specialistsTitle: string;
}
