import { Link } from '@hospital/router';
import { ArrowRight } from 'lucide-react';
import { useCommonNames } from '@hospital/hospital-data';
import type { DepartmentSummary } from '../data/departments/types';
import { DepartmentIcon } from './DepartmentIcon';
import styles from './DepartmentCard.module.css';
import type { ReactNode } from 'react';
import { useT, useTranslatedData } from '../i18n/catalog';

export interface DepartmentCardProps {
  department: DepartmentSummary;
  /** Where the card leads: the department page by default. */
  to?: string;
  headingLevel?: 'h2' | 'h3';
  /** Optional line under the summary, e.g. the doctors who see patients there. */
  note?: ReactNode;
}

/** A department tile: icon, name, one line and a link; the whole card is clickable through the title link. */
export function DepartmentCard({ department: english, to = english.path, headingLevel: Heading = 'h3', note }: DepartmentCardProps) {
  const department = useTranslatedData(`departments.${english.slug}`, english);
  const names = useCommonNames();
  const t = useT();
  return (
    <article className={styles.card}>
      <span className={styles.icon}>
        <DepartmentIcon icon={department.icon} />
      </span>
      <Heading className={styles.title}>
        <Link to={to} className={styles.link}>
          {names.department(department.title)}
        </Link>
      </Heading>
      <p className={styles.text}>{department.tagline}</p>
      {note ? <p className={styles.note}>{note}</p> : null}
      <span className={styles.more} aria-hidden="true">
        {t('departments.ui.card.more')} <ArrowRight size={18} />
      </span>
    </article>
  );
}
