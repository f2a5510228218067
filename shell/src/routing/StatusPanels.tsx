import { useLocation } from '@hospital/router';
import { PageMeta, site, telUrl } from '@hospital/shared-types';
import styles from './StatusPanels.module.css';

export function LoadingPanel({ label = 'Loading' }: { label?: string }) {
  return (
    <div className={styles.loading} role="status" aria-live="polite" aria-busy="true" data-testid="remote-loading">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}…</span>
    </div>
  );
}

interface UnavailableProps {
  onRetry: () => void;
  retrying?: boolean;
  /** A widget inside a page uses a smaller heading level than a whole page. */
  compact?: boolean;
}

export function UnavailablePanel({ onRetry, retrying = false, compact = false }: UnavailableProps) {
  const Heading = compact ? 'h2' : 'h1';
  const { pathname } = useLocation();
  return (
    <section className={styles.unavailable} aria-labelledby="unavailable-heading" data-testid="remote-unavailable">
      {!compact && (
        <PageMeta
          title="Temporarily unavailable"
          description="This part of the website is temporarily unavailable."
          path={pathname}
        />
      )}
      <Heading id="unavailable-heading">This section is temporarily unavailable</Heading>
      <p>
        We could not load this part of our website just now. The rest of the site works as usual. Please try
        again in a moment.
      </p>
      <p>
        Need us now? Call <a href={telUrl()}>{site.phoneDisplay}</a>: our emergency desk answers 24 hours a day.
      </p>
      <button type="button" className="btn btn-primary" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying…' : 'Retry'}
      </button>
    </section>
  );
}
