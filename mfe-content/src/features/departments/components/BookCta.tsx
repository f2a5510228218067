import { Link } from '@hospital/router';
import { appointmentLink } from '@hospital/shared-types';
import styles from './Layout.module.css';

/** Closing call to action of a department's content: the form opens with the department chosen. */
export function BookCta({ department, service }: { department: string; service: string }) {
  return (
    <div className={styles.cta}>
      <div>
        <p className={styles.ctaTitle}>
          <strong>See a {department} specialist</strong>
        </p>
        <p className={styles.ctaText}>Book online in two minutes, or walk in Monday to Saturday.</p>
      </div>
      <Link to={appointmentLink({ service })} className="btn btn-accent">
        Book an appointment
      </Link>
    </div>
  );
}
