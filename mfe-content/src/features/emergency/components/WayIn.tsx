import { site } from '@hospital/hospital-data';
import { useT } from '../../../i18n/visit/catalog';
import map from '../images/way-in-map.svg';
import styles from './Emergency.module.css';

const { address } = site;

const STEPS = ['emergency.wayIn.step.0', 'emergency.wayIn.step.1', 'emergency.wayIn.step.2'] as const;

/** The address, a directions link and a sketch of the way to the emergency entrance. */
export function WayIn() {
  const t = useT();
  return (
    <div className={styles.wayIn}>
      <div>
        <h2 id="way-in-heading">{t('emergency.wayIn.title')}</h2>
        {/* The postal address, as it is written on letters and in maps apps. */}
        <address className={styles.address} translate="no">
          {site.name}
          <br />
          {address.street},<br />
          {address.locality}, {address.city}, {address.region} {address.postalCode}
        </address>
        <p>
          <a href={site.mapUrl} className="btn btn-primary" target="_blank" rel="noopener noreferrer">
            {t('emergency.wayIn.directions')}
            <span className="visually-hidden">{t('contact.newTab')}</span>
          </a>
        </p>
        <ol className={styles.steps}>
          {STEPS.map((step) => (
            <li key={step}>{t(step)}</li>
          ))}
        </ol>
      </div>
      <img className={styles.map} src={map} width={800} height={480} loading="lazy" alt={t('emergency.wayIn.mapAlt')} />
    </div>
  );
}
