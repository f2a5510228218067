import { EMERGENCY_HELP_PATH, OFFLINE_PATH, PageMeta, site, telUrl } from '@hospital/shared-types';
import { PageShown } from '../app/page-shown';
import styles from './OfflinePage.module.css';

const NUMBERS = [
  { label: 'Our emergency department, 24/7', display: site.emergencyDisplay, dial: site.phoneE164 },
  { label: 'Our ambulance', display: site.ambulanceDisplay, dial: site.ambulanceE164 },
  { label: 'Public ambulance, free from any phone', display: site.publicAmbulance, dial: site.publicAmbulance },
  { label: 'Police, fire and ambulance', display: site.publicEmergency, dial: site.publicEmergency },
] as const;

/**
 * Shown by the service worker for an address it has not kept while there is no network (and at /offline).
 * Plain HTML does everything here: calls are tel: links, the emergency page is a link the worker keeps.
 */
export function OfflinePage() {
  return (
    <section className={styles.offline} aria-labelledby="offline-heading" data-testid="offline-page">
      <PageMeta title="You are offline" description="This page is not available without a connection." path={OFFLINE_PATH} />
      <meta name="robots" content="noindex" />
      <h1 id="offline-heading">You are offline</h1>
      <p>
        This page needs a connection, and this phone or computer has none just now. Pages you opened before still
        work. When you are back online, reload this page.
      </p>
      <h2>In an emergency, call</h2>
      <ul className={styles.numbers}>
        {NUMBERS.map(({ label, display, dial }) => (
          <li key={dial}>
            <span>{label}</span>
            <a href={telUrl(dial)} className="btn btn-emergency">
              Call {display}
            </a>
          </li>
        ))}
      </ul>
      <p>
        <a href={EMERGENCY_HELP_PATH}>Emergency help</a>: the way to our emergency entrance, what to bring and our
        pharmacy&apos;s hours, kept on this device.
      </p>
      <PageShown />
    </section>
  );
}
