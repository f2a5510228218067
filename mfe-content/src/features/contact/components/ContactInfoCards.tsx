import { Mail, MapPin, Phone } from 'lucide-react';
import { mailtoUrl, site, telUrl } from '@hospital/shared-types';
import styles from './ContactInfoCards.module.css';

const { address } = site;

/** Address, e-mail and phone, each as a card; all values come from the site configuration. */
export function ContactInfoCards() {
  return (
    <ul className={styles.cards}>
      <li className={styles.card}>
        <span className={styles.icon} aria-hidden="true">
          <MapPin size={28} />
        </span>
        <h2 className={styles.title}>Address</h2>
        <address className={styles.text}>
          {address.street},<br />
          {address.locality}, {address.city}, {address.region} {address.postalCode}
        </address>
        <a href={site.mapUrl} className={styles.link} target="_blank" rel="noopener noreferrer">
          Get directions<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </li>
      <li className={styles.card}>
        <span className={styles.icon} aria-hidden="true">
          <Mail size={28} />
        </span>
        <h2 className={styles.title}>Email Us</h2>
        <p className={styles.text}>We reply within one working day.</p>
        <a href={mailtoUrl()} className={styles.link}>
          {site.email}
        </a>
      </li>
      <li className={styles.card}>
        <span className={styles.icon} aria-hidden="true">
          <Phone size={28} />
        </span>
        <h2 className={styles.title}>Call Now</h2>
        <p className={styles.text}>Emergency: {site.openingHours.emergency}. Outpatients: {site.openingHours.outpatient}.</p>
        <a href={telUrl()} className={styles.link}>
          {site.phoneDisplay}
        </a>
      </li>
    </ul>
  );
}
