import { NavLink } from '@hospital/router';
import { Phone } from 'lucide-react';
import { site, telUrl, useCommonNames } from '@hospital/hospital-data';
import { departments } from '../../../data/departments/departments';
import { DepartmentIcon } from '../../../components/DepartmentIcon';
import styles from './DepartmentSidebar.module.css';
import { useT } from '../../../i18n/care/catalog';

export interface DepartmentSidebarProps {
  /** Where each entry leads: the six department pages by default. */
  linkOf?: (slug: string, path: string) => string;
  title?: string;
}

/** The list of the six departments beside a department's content, with a call card below. */
export function DepartmentSidebar({ linkOf, title }: DepartmentSidebarProps) {
  const names = useCommonNames();
  const t = useT();
  return (
    <aside className={styles.sidebar} aria-labelledby="sidebar-services-heading">
      <div className={styles.card}>
        <h2 id="sidebar-services-heading" className={styles.heading}>
          {title ?? t('departments.ui.sidebar.title')}
        </h2>
        <ul className={styles.list}>
          {departments.map((dept) => (
            <li key={dept.slug}>
              <NavLink
                to={linkOf ? linkOf(dept.slug, dept.path) : dept.path}
                className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
              >
                <DepartmentIcon icon={dept.icon} size={20} />
                <span>{names.department(dept.title)}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.help}>
        <h2 className={styles.helpHeading}>{t('departments.ui.sidebar.helpHeading')}</h2>
        <p>{t('departments.ui.sidebar.helpText')}</p>
        <a href={telUrl()} className="btn btn-accent">
          <Phone size={18} aria-hidden="true" /> {site.phoneDisplay}
        </a>
      </div>
    </aside>
  );
}
