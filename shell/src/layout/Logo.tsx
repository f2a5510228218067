import { Link } from '@hospital/router';
import { useT } from '../i18n/catalog';
import styles from './Header.module.css';

export function Logo() {
  const t = useT();
  return (
    <Link to="/" className={styles.logo}>
      <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="12" fill="var(--color-primary)" />
        <path d="M17 9h6v8h8v6h-8v8h-6v-8H9v-6h8z" fill="#fff" />
        <path d="M27 27c3-1 5-4 5-8-3 0-6 3-6 6z" fill="var(--color-accent)" />
      </svg>
      <span className={styles.logoText}>
        {/* The hospital's name is its brand: the same in every language. */}
        <span className={styles.logoName} translate="no">
          Ashraya
        </span>{' '}
        <span className={styles.logoSub} translate="no">
          Multispeciality Hospital
        </span>
        <span className="visually-hidden">{t('logo.home')}</span>
      </span>
    </Link>
  );
}
