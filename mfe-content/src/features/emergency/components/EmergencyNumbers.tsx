import { Ambulance, Phone, Siren } from 'lucide-react';
import { site, telUrl } from '@hospital/shared-types';
import styles from './Emergency.module.css';

const NUMBERS = [
  {
    icon: Siren,
    title: 'Our emergency department',
    note: `Open ${site.openingHours.emergency}. Doctors on site day and night.`,
    display: site.emergencyDisplay,
    dial: site.phoneE164,
  },
  {
    icon: Ambulance,
    title: 'Our ambulance',
    note: 'An ambulance with a paramedic comes to you anywhere in Kompally and nearby.',
    display: site.ambulanceDisplay,
    dial: site.ambulanceE164,
  },
  {
    icon: Phone,
    title: 'Public ambulance',
    note: `Free from any phone in India. For the police or fire, call ${site.publicEmergency}.`,
    display: site.publicAmbulance,
    dial: site.publicAmbulance,
  },
] as const;

/** The numbers to call, as big tap targets: a phone dials them with one tap. */
export function EmergencyNumbers() {
  return (
    <ul className={styles.numbers}>
      {NUMBERS.map(({ icon: Icon, title, note, display, dial }) => (
        <li key={dial} className={styles.number}>
          <Icon aria-hidden="true" size={32} className={styles.numberIcon} />
          <h2 className={styles.numberTitle}>{title}</h2>
          <p className={styles.numberNote}>{note}</p>
          <a href={telUrl(dial)} className={`btn btn-emergency ${styles.call}`}>
            Call {display}
          </a>
        </li>
      ))}
    </ul>
  );
}
