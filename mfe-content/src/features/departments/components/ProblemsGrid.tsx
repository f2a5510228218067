import type { Problem } from '../../../data/departments/types';
import { ProblemIcon } from './ProblemIcon';
import styles from './ContentGrids.module.css';
import { useT } from '../../../i18n/care/catalog';

/** 'Common problems we treat': each with its icon and a short description. */
export function ProblemsGrid({ problems, departmentShort }: { problems: Problem[]; departmentShort: string }) {
  const t = useT();
  return (
    <section className={styles.block} aria-labelledby="problems-heading">
      <h2 id="problems-heading" className={styles.heading}>
        {t('departments.ui.problems.heading', { department: departmentShort })}
      </h2>
      <ul className={styles.problems}>
        {problems.map((problem) => (
          <li key={problem.title} className={styles.problem}>
            <span className={styles.problemIcon}>
              <ProblemIcon name={problem.icon} />
            </span>
            <h3 className={styles.itemTitle}>{problem.title}</h3>
            <p className={styles.itemText}>{problem.desc}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
