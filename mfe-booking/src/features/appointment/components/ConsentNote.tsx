import { mailtoUrl, site } from '@hospital/shared-types';
import styles from './AppointmentForm.module.css';

/** What the details are for and whom to ask about them (docs/product-rules.md#booking-consent). */
export function ConsentNote() {
  return (
    <p className={styles.consent}>
      By booking you agree that {site.shortName} uses these details only to arrange your appointment and to contact you
      about it. To see, correct or delete them, write to{' '}
      <a href={mailtoUrl(site.privacyEmail)}>{site.privacyEmail}</a>.
    </p>
  );
}
