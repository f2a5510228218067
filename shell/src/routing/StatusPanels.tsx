import { useLocation } from '@hospital/router';
import { PageMeta, site, telUrl } from '@hospital/hospital-data';
import { useT } from '../i18n/catalog';
import styles from './StatusPanels.module.css';

export function LoadingPanel({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className={styles.loading} role="status" aria-live="polite" aria-busy="true" data-testid="remote-loading">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label ?? t('status.loading')}…</span>
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
  const t = useT();
  return (
    <section className={styles.unavailable} aria-labelledby="unavailable-heading" data-testid="remote-unavailable">
      {!compact && <PageMeta title={t('status.unavailable.title')} description={t('status.unavailable.description')} path={pathname} />}
      <Heading id="unavailable-heading">{t('status.unavailable.heading')}</Heading>
      <p>{t('status.unavailable.body')}</p>
      <p>
        {t('status.unavailable.call.before')}
        <a href={telUrl()}>{site.phoneDisplay}</a>
        {t('status.unavailable.call.after')}
      </p>
      <button type="button" className="btn btn-primary" onClick={onRetry} disabled={retrying}>
        {t(retrying ? 'status.retrying' : 'status.retry')}
      </button>
    </section>
  );
}
