import { Link } from '@hospital/router';
import styles from './Layout.module.css';

/** Closing call to action of a department's content. */
export function BookCta({ department }: { department: string }) {
  return (
    <div className={styles.cta}>
      <div>
        <p className={styles.ctaTitle}>
          <strong>See a {department} specialist</strong>
        </p>
        <p className={styles.ctaText}>Book online in two minutes, or walk in Monday to Saturday.</p>
      </div>
      <Link to="/appoinment" className="btn btn-accent">
        Book an appointment
      </Link>
    </div>
  );
}
