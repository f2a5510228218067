import { mailtoUrl, site } from '@hospital/hospital-data';
import { useT } from '../../../i18n/form/catalog';
import styles from './AppointmentForm.module.css';

/** What the details are for and whom to ask about them (docs/product-rules.md#booking-consent). */
export function ConsentNote() {
  const t = useT();
  return (
    <p className={styles.consent}>
      {t('form.consent.before', { hospital: site.shortName })} <a href={mailtoUrl(site.privacyEmail)}>{site.privacyEmail}</a>
      {t('form.consent.after')}
    </p>
  );
}
