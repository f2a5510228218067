import { useId, useMemo, useState } from 'react';
import { Search } from 'lucide-react';
import { departments } from '../../../data/departments/departments';
import { searchDepartments } from '../../../data/departments/search';
import { doctors } from '../../../data/doctors/doctors';
import { DepartmentGrid } from '../../../components/DepartmentGrid';
import styles from './DepartmentSearch.module.css';

/** 'Doctors: A, B', so a visitor who searched for a doctor sees why the department matched. */
const doctorNote = (slugs: string[]): string | undefined => {
  const names = doctors.filter((doc) => slugs.includes(doc.slug)).map((doc) => doc.name);
  return names.length ? `Doctors: ${names.join(', ')}` : undefined;
};

/** The department list's search: filters the grid by department or doctor name as you type; submitting goes nowhere. */
export function DepartmentSearch() {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const statusId = useId();
  const results = useMemo(() => searchDepartments(departments, doctors, query), [query]);

  return (
    <>
      <form
        role="search"
        className={styles.form}
        onSubmit={(event) => event.preventDefault()}
        aria-describedby={statusId}
      >
        <label htmlFor={inputId} className="visually-hidden">
          Search by department or doctors
        </label>
        <input
          id={inputId}
          type="search"
          className={styles.input}
          placeholder="Search by department or doctors"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
        />
        <button type="submit" className={styles.button} aria-label="Search">
          <Search size={20} aria-hidden="true" />
        </button>
      </form>
      <p id={statusId} className={styles.status} role="status">
        {query.trim()
          ? `${results.length} ${results.length === 1 ? 'department matches' : 'departments match'} “${query.trim()}”`
          : `${results.length} departments`}
      </p>
      {results.length > 0 ? (
        <DepartmentGrid
          departments={results}
          linkOf={(dept) => `/department-single/${dept.slug}`}
          noteOf={(dept) => doctorNote(dept.doctorSlugs)}
        />
      ) : (
        <p className={styles.empty}>
          No department or doctor matches that search. Try a shorter word, such as “heart”, “child” or a doctor’s first
          name.
        </p>
      )}
    </>
  );
}
