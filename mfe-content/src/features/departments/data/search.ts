import type { DepartmentSummary } from './types';

/** The department grid never shows more than this many tiles (spec section 9). */
export const MAX_DEPARTMENT_TILES = 8;

interface NamedDoctor {
  slug: string;
  name: string;
}

const normalise = (text: string): string =>
  text
    .toLowerCase()
    .replace(/\bdr\.?\s*/g, '')
    .replace(/[^a-z0-9&]+/g, ' ')
    .trim();

/**
 * Departments whose name matches the query, or where a doctor whose name matches works.
 * An empty query returns every department. At most MAX_DEPARTMENT_TILES results.
 */
export function searchDepartments(
  all: readonly DepartmentSummary[],
  doctors: readonly NamedDoctor[],
  query: string,
): DepartmentSummary[] {
  const q = normalise(query);
  const matches = q
    ? all.filter((dept) => {
        if (normalise(`${dept.title} ${dept.short}`).includes(q)) return true;
        return doctors.some((doc) => dept.doctorSlugs.includes(doc.slug) && normalise(doc.name).includes(q));
      })
    : all;
  return matches.slice(0, MAX_DEPARTMENT_TILES);
}
