import { Star } from 'lucide-react';
import styles from './Stars.module.css';

/** A read-only star rating, announced as "Rated N out of 5". */
export function Stars({ rating }: { rating: number }) {
  return (
    <span className={styles.stars} role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} size={18} aria-hidden="true" className={n <= rating ? styles.on : styles.off} fill="currentColor" />
      ))}
    </span>
  );
}
