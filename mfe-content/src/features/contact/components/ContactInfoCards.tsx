import { Mail, MapPin, Phone } from 'lucide-react';
import { mailtoUrl, site, telUrl } from '@hospital/hospital-data';
import { useT } from '../../../i18n/visit/catalog';
import { useVisitFacts } from '../data/place';
import styles from './ContactInfoCards.module.css';

const { address } = site;

/** Address, e-mail and phone, each as a card; all values come from the site configuration. */
export function ContactInfoCards() {
  const t = useT();
  const { hours } = useVisitFacts();
  return (
    <ul className={styles.cards}>
      <li className={styles.card}>
        <span className={styles.icon} aria-hidden="true">
          <MapPin size={28} />
        </span>
        <h2 className={styles.title}>{t('contact.cards.address.title')}</h2>
        {/* The postal address, as it is written on letters and in maps apps. */}
        <address className={styles.text} translate="no">
          {address.street},<br />
          {address.locality}, {address.city}, {address.region} {address.postalCode}
        </address>
        <a href={site.mapUrl} className={styles.link} target="_blank" rel="noopener noreferrer">
          {t('contact.cards.directions')}
          <span className="visually-hidden">{t('contact.newTab')}</span>
        </a>
      </li>
      <li className={styles.card}>
        <span className={styles.icon} aria-hidden="true">
          <Mail size={28} />
        </span>
        <h2 className={styles.title}>{t('contact.cards.email.title')}</h2>
        <p className={styles.text}>{t('contact.cards.email.text')}</p>
        <a href={mailtoUrl()} className={styles.link}>
          {site.email}
        </a>
      </li>
      <li className={styles.card}>
        <span className={styles.icon} aria-hidden="true">
          <Phone size={28} />
        </span>
        <h2 className={styles.title}>{t('contact.cards.call.title')}</h2>
        <p className={styles.text}>{t('contact.cards.call.text', { emergency: hours.emergency, outpatient: hours.outpatient })}</p>
        <a href={telUrl()} className={styles.link}>
          {site.phoneDisplay}
        </a>
      </li>
    </ul>
  );
}
