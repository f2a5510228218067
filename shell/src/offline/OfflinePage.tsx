import { PageMeta, inLanguage, site, telUrl, usePageLanguage } from '@hospital/hospital-data';
import { EMERGENCY_HELP_PATH, OFFLINE_PATH } from '@hospital/shared-types';
import { PageShown } from '../app/page-shown';
import { useT, type OfflineKey } from '../i18n/offline/catalog';
import styles from './OfflinePage.module.css';

const NUMBERS: ReadonlyArray<{ label: OfflineKey; display: string; dial: string }> = [
  { label: 'offline.number.emergency', display: site.emergencyDisplay, dial: site.phoneE164 },
  { label: 'offline.number.ambulance', display: site.ambulanceDisplay, dial: site.ambulanceE164 },
  { label: 'offline.number.publicAmbulance', display: site.publicAmbulance, dial: site.publicAmbulance },
  { label: 'offline.number.publicEmergency', display: site.publicEmergency, dial: site.publicEmergency },
];

/**
 * Shown by the service worker for an address it has not kept while there is no network (and at /offline).
 * Plain HTML does everything here: calls are tel: links, the emergency page is a link the worker keeps.
 */
export function OfflinePage() {
  const t = useT();
  const language = usePageLanguage();
  return (
    <section className={styles.offline} aria-labelledby="offline-heading" data-testid="offline-page">
      <PageMeta title={t('offline.title')} description={t('offline.description')} path={OFFLINE_PATH} />
      <meta name="robots" content="noindex" />
      <h1 id="offline-heading">{t('offline.title')}</h1>
      <p>{t('offline.body')}</p>
      <h2>{t('offline.callHeading')}</h2>
      <ul className={styles.numbers}>
        {NUMBERS.map(({ label, display, dial }) => (
          <li key={dial}>
            <span>{t(label)}</span>
            <a href={telUrl(dial)} className="btn btn-emergency">
              {t('offline.call', { number: display })}
            </a>
          </li>
        ))}
      </ul>
      <p>
        {/* A plain link: the worker keeps each language's emergency page. */}
        <a href={inLanguage(EMERGENCY_HELP_PATH, language)}>{t('offline.emergencyHelp')}</a>
        {t('offline.emergencyHelp.after')}
      </p>
      <PageShown />
    </section>
  );
}
