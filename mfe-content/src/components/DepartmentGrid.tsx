import type { ReactNode } from 'react';
import type { DepartmentSummary } from '../data/departments/types';
import { DepartmentCard } from './DepartmentCard';
import styles from './DepartmentGrid.module.css';

export interface DepartmentGridProps {
  departments: readonly DepartmentSummary[];
  /** Where each card leads; the department's own page by default. */
  linkOf?: (department: DepartmentSummary) => string;
  noteOf?: (department: DepartmentSummary) => ReactNode;
}

export function DepartmentGrid({ departments, linkOf, noteOf }: DepartmentGridProps) {
  return (
    <ul className={styles.grid}>
      {departments.map((department) => (
        <li key={department.slug}>
          <DepartmentCard department={department} to={linkOf ? linkOf(department) : department.path} note={noteOf?.(department)} />
        </li>
      ))}
    </ul>
  );
}
