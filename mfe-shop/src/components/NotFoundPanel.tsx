import { Link } from '@hospital/router';
import { PageMeta } from '@hospital/hospital-data';
import { NOT_FOUND_ATTRIBUTE } from '@hospital/shared-types';
import { useT } from '../i18n/catalog';
import styles from './Panel.module.css';

/** The site's 404 wording (docs/product-rules.md#page-not-found), for a product address that names no product. */
export function NotFoundPanel({ path }: { path: string }) {
  const t = useT();
  return (
    <section className={`container ${styles.panel}`} aria-labelledby="shop-not-found" {...{ [NOT_FOUND_ATTRIBUTE]: '' }}>
      <PageMeta title={t('shop.notFound.title')} description={t('shop.notFound.description')} path={path} noindex />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="shop-not-found">{t('shop.notFound.heading')}</h1>
      <p>{t('shop.notFound.text')}</p>
      <Link to="/" className="btn btn-primary">
        {t('shop.notFound.home')}
      </Link>
    </section>
  );
}
