import { useId, useState, type ReactNode } from 'react';
import { Search } from 'lucide-react';
import { useCommonNames, usePageLanguage } from '@hospital/hospital-data';
import { departments } from '../../../data/departments/departments';
import { searchDepartments } from '../../../data/departments/search';
import { doctors } from '../../../data/doctors/doctors';
import { DepartmentGrid } from '../../../components/DepartmentGrid';
import styles from './DepartmentSearch.module.css';
import { useT } from '../../../i18n/care/catalog';

/**
 * 'Doctors: A, B', so a visitor who searched for a doctor sees why the department matched. The names stay in
 * English; in Telugu and Hindi they are marked as such (translate="no").
 */
const doctorNote = (slugs: string[], label: string, english: boolean): ReactNode => {
  const names = doctors.filter((doc) => slugs.includes(doc.slug)).map((doc) => doc.name);
  if (!names.length) return undefined;
  if (english) return `${label} ${names.join(', ')}`;
  return (
    <>
      {label} <span translate="no">{names.join(', ')}</span>
    </>
  );
};

/** The department list's search: filters the grid by department or doctor name as you type; submitting goes nowhere. */
export function DepartmentSearch() {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const statusId = useId();
  const t = useT();
  const language = usePageLanguage();
  const names = useCommonNames();
  // The English names always match; so do the names the page shows in its own language (the contract's catalog).
  const results = searchDepartments(departments, doctors, query, (dept) => [
    names.department(dept.title),
    names.department(dept.title, 'short'),
  ]);
  const trimmed = query.trim();
  const doctorsLabel = t('departments.ui.search.doctors');

  return (
    <>
      <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()} aria-describedby={statusId}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('departments.ui.search.label')}
        </label>
        <input
          id={inputId}
          type="search"
          className={styles.input}
          placeholder={t('departments.ui.search.label')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
        />
        <button type="submit" className={styles.button} aria-label={t('departments.ui.search.button')}>
          <Search size={20} aria-hidden="true" />
        </button>
      </form>
      <p id={statusId} className={styles.status} role="status">
        {trimmed
          ? t('departments.ui.search.matches', { count: results.length, query: trimmed })
          : t('departments.ui.search.all', { count: results.length })}
      </p>
      {results.length > 0 ? (
        <DepartmentGrid
          departments={results}
          linkOf={(dept) => `/department-single/${dept.slug}`}
          noteOf={(dept) => doctorNote(dept.doctorSlugs, doctorsLabel, language === 'en')}
        />
      ) : (
        <p className={styles.empty}>{t('departments.ui.search.empty')}</p>
      )}
    </>
  );
}
