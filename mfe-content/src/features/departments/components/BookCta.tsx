import { Link } from '@hospital/router';
import { appointmentLink } from '@hospital/shared-types';
import styles from './Layout.module.css';
import { useT } from '../../../i18n/care/catalog';

/** Closing call to action of a department's content: the form opens with the department chosen. */
export function BookCta({ department, service }: { department: string; service: string }) {
  const t = useT();
  return (
    <div className={styles.cta}>
      <div>
        <p className={styles.ctaTitle}>
          <strong>{t('departments.ui.cta.title', { department })}</strong>
        </p>
        <p className={styles.ctaText}>{t('departments.ui.cta.text')}</p>
      </div>
      <Link to={appointmentLink({ service })} className="btn btn-accent">
        {t('departments.ui.cta.book')}
      </Link>
    </div>
  );
}
