import { Link } from '@hospital/router';
import { site, telUrl, usePageLanguage } from '@hospital/hospital-data';
import { appointmentLink } from '@hospital/shared-types';
import { formatRupees, type HealthPackage } from '../data/packages';
import styles from './PackageDetail.module.css';
import { useTranslatedData } from '../../../i18n/catalog';
import { useT } from '../../../i18n/care/catalog';

/** A package in full: every test, what comes with it, who it is for and how to prepare. */
export function PackageDetail({ pkg: english }: { pkg: HealthPackage }) {
  const pkg = useTranslatedData(`packages.${english.id}`, english);
  const t = useT();
  const language = usePageLanguage();
  return (
    <div className={styles.layout}>
      <aside className={styles.aside} aria-label={t('packages.ui.detail.asideLabel')}>
        <p className={styles.asideLabel}>{t('packages.ui.detail.price')}</p>
        <p className={styles.price}>{formatRupees(pkg.price, language)}</p>
        <p className={styles.asideNote}>{t('packages.ui.detail.sameDay', { count: pkg.tests.length })}</p>
        <Link to={appointmentLink({ package: pkg.id })} className="btn btn-accent">
          {t('packages.ui.bookNow')}
        </Link>
        <p className={styles.asideNote}>
          {t('packages.ui.detail.questions')} <a href={telUrl()}>{site.phoneDisplay}</a>
        </p>
        <Link to="/packages" className={styles.back}>
          {t('packages.ui.detail.back')}
        </Link>
      </aside>
      <div className={styles.content}>
        <p className={styles.summary}>{pkg.summary}</p>
        <section aria-labelledby="package-tests">
          <h2 id="package-tests">{t('packages.ui.detail.tests', { count: pkg.tests.length })}</h2>
          <ul className={styles.tests}>
            {pkg.tests.map((test) => (
              <li key={test}>{test}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="package-includes">
          <h2 id="package-includes">{t('packages.ui.detail.includes')}</h2>
          <ul className={styles.list}>
            {pkg.includes.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="package-who">
          <h2 id="package-who">{t('packages.ui.detail.who')}</h2>
          <ul className={styles.list}>
            {pkg.whoFor.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="package-prep" className={styles.prep}>
          <h2 id="package-prep">{t('packages.ui.detail.prep')}</h2>
          <ol className={styles.list}>
            {pkg.preparation.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}
