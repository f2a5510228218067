import { Ambulance, Phone, Siren } from 'lucide-react';
import { site, telUrl, useSiteText } from '@hospital/hospital-data';
import { useT } from '../../../i18n/visit/catalog';
import styles from './Emergency.module.css';

const NUMBERS = [
  {
    icon: Siren,
    title: 'emergency.numbers.er.title',
    note: 'emergency.numbers.er.note',
    display: site.emergencyDisplay,
    dial: site.phoneE164,
  },
  {
    icon: Ambulance,
    title: 'emergency.numbers.ambulance.title',
    note: 'emergency.numbers.ambulance.note',
    display: site.ambulanceDisplay,
    dial: site.ambulanceE164,
  },
  {
    icon: Phone,
    title: 'emergency.numbers.public.title',
    note: 'emergency.numbers.public.note',
    display: site.publicAmbulance,
    dial: site.publicAmbulance,
  },
] as const;

/** The numbers to call, as big tap targets: a phone dials them with one tap. */
export function EmergencyNumbers() {
  const t = useT();
  const siteText = useSiteText();
  return (
    <ul className={styles.numbers}>
      {NUMBERS.map(({ icon: Icon, title, note, display, dial }) => (
        <li key={dial} className={styles.number}>
          <Icon aria-hidden="true" size={32} className={styles.numberIcon} />
          <h2 className={styles.numberTitle}>{t(title)}</h2>
          <p className={styles.numberNote}>{t(note, { hours: siteText('site.hours.emergency'), number: site.publicEmergency })}</p>
          <a href={telUrl(dial)} className={`btn btn-emergency ${styles.call}`}>
            {t('emergency.numbers.call', { number: display })}
          </a>
        </li>
      ))}
    </ul>
  );
}
