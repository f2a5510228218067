import { Link } from '@hospital/router';
import { useCommonNames, usePageLanguage } from '@hospital/hospital-data';
import { appointmentLink } from '@hospital/shared-types';
import { cardTests, formatRupees, type HealthPackage } from '../data/packages';
import styles from './PackageCard.module.css';
import { useTranslatedData } from '../../../i18n/catalog';
import { useT } from '../../../i18n/care/catalog';

/** A package with its price, first tests and '+ N more tests'; the title opens the package page. */
export function PackageCard({ pkg: english }: { pkg: HealthPackage }) {
  const pkg = useTranslatedData(`packages.${english.id}`, english);
  const title = useCommonNames().healthPackage(pkg.id, pkg.title);
  const { shown, more } = cardTests(pkg);
  const t = useT();
  const language = usePageLanguage();
  return (
    <article className={styles.card} aria-labelledby={`package-${pkg.id}`}>
      <header className={styles.header}>
        <h2 id={`package-${pkg.id}`} className={styles.title}>
          <Link to={`/package-single/${pkg.id}`} className={styles.titleLink}>
            {title}
          </Link>
        </h2>
        <p className={styles.price}>
          {formatRupees(pkg.price, language)}
          <span className={styles.priceNote}> {t('packages.ui.card.perPerson')}</span>
        </p>
        <p className={styles.summary}>{pkg.summary}</p>
      </header>
      <h3 className="visually-hidden">{t('packages.ui.card.testsIncluded')}</h3>
      <ul className={styles.tests}>
        {shown.map((test) => (
          <li key={test}>{test}</li>
        ))}
      </ul>
      {more > 0 ? (
        <p className={styles.more}>
          <Link to={`/package-single/${pkg.id}`}>
            {t('packages.ui.card.more', { count: more })}
            <span className="visually-hidden"> {t('packages.ui.card.moreIn', { title })}</span>
          </Link>
        </p>
      ) : null}
      <div className={styles.actions}>
        <Link to={appointmentLink({ package: pkg.id })} className="btn btn-accent" aria-label={t('packages.ui.bookNowFor', { title })}>
          {t('packages.ui.bookNow')}
        </Link>
      </div>
    </article>
  );
}
