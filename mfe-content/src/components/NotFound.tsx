import { Link, useLocation } from '@hospital/router';
import { PageMeta, site, telUrl } from '@hospital/hospital-data';
import { EMERGENCY_HELP_PATH, NOT_FOUND_ATTRIBUTE } from '@hospital/shared-types';
import { useT } from '../i18n/visit/catalog';
import styles from './NotFound.module.css';

/** What an unknown address, or an unknown slug of a known page, shows (docs/product-rules.md). */
export function NotFound() {
  const { pathname } = useLocation();
  const t = useT();
  return (
    <section className={`container ${styles.notFound}`} aria-labelledby="not-found-title" {...{ [NOT_FOUND_ATTRIBUTE]: '' }}>
      <PageMeta title={t('notFound.meta.title')} description={t('notFound.meta.description')} path={pathname} noindex />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/" className="btn btn-primary">
        {t('notFound.home')}
      </Link>
      <p className={styles.urgent}>
        {t('notFound.urgent.before')}
        <Link to={EMERGENCY_HELP_PATH}>{t('notFound.urgent.link')}</Link>
        {t('notFound.urgent.middle')} <a href={telUrl()}>{site.emergencyDisplay}</a>
        {t('notFound.urgent.after')}
      </p>
    </section>
  );
}
