import { site } from '@hospital/shared-types';
import styles from './ContactMap.module.css';

/** The hospital on a map: the one request that leaves our origins, loaded only when scrolled near. */
export function ContactMap() {
  return (
    <>
      <div className={styles.map}>
        <iframe
          title={`Map showing ${site.name}, ${site.address.locality}, ${site.address.city}`}
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
          Open the map in a new tab
        </a>
      </p>
    </>
  );
}
