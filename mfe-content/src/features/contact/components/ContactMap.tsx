import { site } from '@hospital/hospital-data';
import { useT } from '../../../i18n/visit/catalog';
import { useVisitFacts } from '../data/place';
import styles from './ContactMap.module.css';

/** The hospital on a map: the one request that leaves our origins, loaded only when scrolled near. */
export function ContactMap() {
  const t = useT();
  const { locality, city } = useVisitFacts();
  return (
    <>
      <div className={styles.map}>
        <iframe
          title={t('contact.map.title', { name: site.name, locality, city })}
          src={site.mapEmbedUrl}
          width="1200"
          height="450"
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
        />
      </div>
      <p className={styles.open}>
        <a href={site.mapUrl} target="_blank" rel="noopener noreferrer">
          {t('contact.map.open')}
        </a>
      </p>
    </>
  );
}
