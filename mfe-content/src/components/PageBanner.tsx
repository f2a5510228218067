import type { ReactNode } from 'react';
import { Link } from '@hospital/router';
import styles from './PageBanner.module.css';

export interface PageBannerProps {
  /** The page's one h1. */
  title: string;
  /** Last breadcrumb item; defaults to the title. */
  crumb?: string;
  /** Optional middle crumbs, e.g. [{ label: 'Departments', to: '/department' }]. */
  trail?: { label: string; to: string }[];
  /** Optional short line under the heading. */
  children?: ReactNode;
}

/** Tinted page-title band shared by every inner page: h1 plus a 'Home > X' breadcrumb. */
export function PageBanner({ title, crumb, trail = [], children }: PageBannerProps) {
  return (
    <section className={styles.banner}>
      <div className={`container ${styles.inner}`}>
        <h1 className={styles.title}>{title}</h1>
        {children ? <div className={styles.lead}>{children}</div> : null}
        <nav aria-label="Breadcrumb">
          <ol className={styles.crumbs}>
            <li>
              <Link to="/">Home</Link>
            </li>
            {trail.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
            <li aria-current="page">{crumb ?? title}</li>
          </ol>
        </nav>
      </div>
    </section>
  );
}
