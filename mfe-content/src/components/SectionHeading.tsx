import type { ReactNode } from 'react';
import styles from './SectionHeading.module.css';

export interface SectionHeadingProps {
  /** Small label above the heading, e.g. 'Our Departments'. */
  kicker: string;
  title: ReactNode;
  /** Optional intro paragraph under the heading. */
  intro?: ReactNode;
  /** id for aria-labelledby on the surrounding section. */
  id?: string;
  align?: 'center' | 'start';
  /** Light text for dark bands. */
  tone?: 'default' | 'inverse';
}

/** Kicker label above an h2, with an optional intro line: the heading of every content section. */
export function SectionHeading({ kicker, title, intro, id, align = 'center', tone = 'default' }: SectionHeadingProps) {
  const classes = [styles.heading, align === 'start' ? styles.start : '', tone === 'inverse' ? styles.inverse : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      <p className={styles.kicker}>{kicker}</p>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
    </div>
  );
}
