import { Link } from '@hospital/router';
import { appointmentLink, site, telUrl } from '@hospital/shared-types';
import { formatRupees, type HealthPackage } from '../data/packages';
import styles from './PackageDetail.module.css';
import { useTranslatedData } from '../../../i18n/catalog';

/** A package in full: every test, what comes with it, who it is for and how to prepare. */
export function PackageDetail({ pkg: english }: { pkg: HealthPackage }) {
  const pkg = useTranslatedData(`packages.${english.id}`, english);
  return (
    <div className={styles.layout}>
      <aside className={styles.aside} aria-label="Price and booking">
        <p className={styles.asideLabel}>Package price</p>
        <p className={styles.price}>{formatRupees(pkg.price)}</p>
        <p className={styles.asideNote}>
          {pkg.tests.length} tests, with reports and a doctor’s consultation on the same day.
        </p>
        <Link to={appointmentLink({ package: pkg.id })} className="btn btn-accent">
          Book Now
        </Link>
        <p className={styles.asideNote}>
          Questions? Call <a href={telUrl()}>{site.phoneDisplay}</a>
        </p>
        <Link to="/packages" className={styles.back}>
          ← All packages
        </Link>
      </aside>
      <div className={styles.content}>
        <p className={styles.summary}>{pkg.summary}</p>
        <section aria-labelledby="package-tests">
          <h2 id="package-tests">Tests included ({pkg.tests.length})</h2>
          <ul className={styles.tests}>
            {pkg.tests.map((test) => (
              <li key={test}>{test}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="package-includes">
          <h2 id="package-includes">Also included</h2>
          <ul className={styles.list}>
            {pkg.includes.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="package-who">
          <h2 id="package-who">Who it is for</h2>
          <ul className={styles.list}>
            {pkg.whoFor.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="package-prep" className={styles.prep}>
          <h2 id="package-prep">How to prepare</h2>
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
