import type { DepartmentSummary } from './types';

/** The department grid never shows more than this many tiles (docs/product-rules.md#lists-and-counts). */
export const MAX_DEPARTMENT_TILES = 8;

interface NamedDoctor {
  slug: string;
  name: string;
}

const normalise = (text: string): string =>
  text
    .toLowerCase()
    .replace(/\bdr\.?\s*/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** True when every word of the query starts some word of the text ('ent' finds ENT, not gastroENTerology). */
const matchesWords = (text: string, queryWords: string[]): boolean => {
  const words = normalise(text).split(' ');
  return queryWords.every((q) => words.some((word) => word.startsWith(q)));
};

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
  const queryWords = q ? q.split(' ') : [];
  const matches = q
    ? all.filter((dept) => {
        if (matchesWords(`${dept.title} ${dept.short}`, queryWords)) return true;
        return doctors.some((doc) => dept.doctorSlugs.includes(doc.slug) && matchesWords(doc.name, queryWords));
      })
    : all;
  return matches.slice(0, MAX_DEPARTMENT_TILES);
}
