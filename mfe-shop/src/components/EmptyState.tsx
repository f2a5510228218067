import type { ReactNode } from 'react';
import styles from './Panel.module.css';

/** A friendly note where a list is empty, with the way forward. */
export function EmptyState({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.empty} role="status">
      <svg className={styles.emptyIcon} viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
        <circle cx="32" cy="32" r="30" fill="var(--color-primary-soft)" />
        <path
          d="M18 22h5l5 20h16l4-14H26"
          fill="none"
          stroke="var(--color-primary)"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="30" cy="48" r="2.5" fill="var(--color-primary)" />
        <circle cx="42" cy="48" r="2.5" fill="var(--color-primary)" />
      </svg>
      <h2 className={styles.emptyTitle}>{title}</h2>
      {children}
    </div>
  );
}
