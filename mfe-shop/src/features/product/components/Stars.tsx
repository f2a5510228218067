import { Star } from 'lucide-react';
import { useT } from '../../../i18n/catalog';
import styles from './Stars.module.css';

/** A read-only star rating, announced as "Rated N out of 5". */
export function Stars({ rating }: { rating: number }) {
  const t = useT();
  return (
    <span className={styles.stars} role="img" aria-label={t('product.stars.label', { rating })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} size={18} aria-hidden="true" className={n <= rating ? styles.on : styles.off} fill="currentColor" />
      ))}
    </span>
  );
}
