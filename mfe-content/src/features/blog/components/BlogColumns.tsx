import type { ReactNode } from 'react';
import type { BlogLayout } from '../../../data/blog/layouts';
import section from '../../../components/Section.module.css';
import styles from './BlogColumns.module.css';

export interface BlogColumnsProps {
  layout: BlogLayout;
  sidebar: ReactNode;
  children: ReactNode;
}

/** Main column and sidebar (right, left, or none); the sidebar always follows the content on small screens. */
export function BlogColumns({ layout, sidebar, children }: BlogColumnsProps) {
  const className = [styles.columns, layout === 'left' ? styles.left : '', layout === 'full' ? styles.full : ''].filter(Boolean).join(' ');
  return (
    <section className={section.section}>
      <div className={`container ${className}`}>
        <div className={styles.main}>{children}</div>
        {sidebar ? <div className={styles.side}>{sidebar}</div> : null}
      </div>
    </section>
  );
}
