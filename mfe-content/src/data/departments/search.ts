import type { DepartmentSummary } from './types';

/** The department grid never shows more than this many tiles (docs/product-rules.md#lists-and-counts). */
export const MAX_DEPARTMENT_TILES = 8;

interface NamedDoctor {
  slug: string;
  name: string;
}

/** Lower case, no 'Dr.', and only letters (of any script, with their vowel signs) and digits, single-spaced. */
const normalise = (text: string): string =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/\bdr\.?\s*/g, '')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();

/** True when every word of the query starts some word of the text ('ent' finds ENT, not gastroENTerology). */
const matchesWords = (text: string, queryWords: string[]): boolean => {
  const words = normalise(text).split(' ');
  return queryWords.every((q) => words.some((word) => word.startsWith(q)));
};

/**
 * Departments whose name matches the query, or where a doctor whose name matches works.
 * `namesOf` adds other names a department is found by (its names in the page's language, e.g. Telugu).
 * An empty query returns every department. At most MAX_DEPARTMENT_TILES results.
 */
export function searchDepartments(
  all: readonly DepartmentSummary[],
  doctors: readonly NamedDoctor[],
  query: string,
  namesOf?: (department: DepartmentSummary) => readonly string[],
): DepartmentSummary[] {
  const q = normalise(query);
  const queryWords = q ? q.split(' ') : [];
  const matches = q
    ? all.filter((dept) => {
        const names = [dept.title, dept.short, ...(namesOf?.(dept) ?? [])];
        if (matchesWords(names.join(' '), queryWords)) return true;
        return doctors.some((doc) => dept.doctorSlugs.includes(doc.slug) && matchesWords(doc.name, queryWords));
      })
    : all;
  return matches.slice(0, MAX_DEPARTMENT_TILES);
}
