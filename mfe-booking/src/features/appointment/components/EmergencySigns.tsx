import { Phone, Siren } from 'lucide-react';
import { site, telUrl } from '@hospital/hospital-data';
import { useT } from '../../../i18n/form/catalog';
import { withTags } from '../../../lib/slot-text';
import styles from './AppointmentForm.module.css';

// The matcher comes in this module's chunk: the prompt is ready in the render that finds a sign.
export { mentionsEmergencySign } from '../data/emergency-signs';

/**
 * Signs of an emergency in the message: the number to call now, the booking still open. Shown only once the
 * matcher has found one, so its code comes in the matcher's chunk, not with the page.
 */
export default function EmergencySigns() {
  const t = useT();
  return (
    <div className={styles.emergencySigns}>
      <p>
        <Siren aria-hidden="true" size={22} />
        <span>
          {withTags(t('form.emergency.signs', { phone: site.emergencyDisplay }), (_, text, key) => (
            <strong key={key}>{text}</strong>
          ))}
        </span>
      </p>
      <a className="btn btn-accent" href={telUrl()}>
        <Phone aria-hidden="true" size={18} /> {t('form.emergency.call', { phone: site.emergencyDisplay })}
      </a>
    </div>
  );
}
