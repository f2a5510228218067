import type { ReactNode } from 'react';
import { Link } from '@hospital/router';
import { useT } from '../i18n/catalog';
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
  /** The title is a name that stays as it is in every language (a doctor's): marked translate="no". */
  titleIsName?: boolean;
  /** A name title written in the page's script: the name as written in English, for the record, under it. */
  latinName?: string | undefined;
}

/** Tinted page-title band shared by every inner page: h1 plus a 'Home > X' breadcrumb. */
export function PageBanner({ title, crumb, trail = [], children, titleIsName = false, latinName }: PageBannerProps) {
  const t = useT();
  const translate = titleIsName ? 'no' : undefined;
  return (
    <section className={styles.banner}>
      <div className={`container ${styles.inner}`}>
        <h1 className={styles.title} translate={translate}>
          {title}
        </h1>
        {latinName && latinName !== title ? (
          <p className={styles.latinName} lang="en" translate="no">
            {latinName}
          </p>
        ) : null}
        {children ? <div className={styles.lead}>{children}</div> : null}
        <nav aria-label={t('banner.breadcrumb')}>
          <ol className={styles.crumbs}>
            <li>
              <Link to="/">{t('banner.home')}</Link>
            </li>
            {trail.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
            <li aria-current="page" translate={crumb === undefined ? translate : undefined}>
              {crumb ?? title}
            </li>
          </ol>
        </nav>
      </div>
    </section>
  );
}
