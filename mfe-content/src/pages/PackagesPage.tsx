import { PageMeta, site, telUrl } from '@hospital/shared-types';
import { PageBanner } from '../components/PageBanner';
import { PackageCard } from '../features/packages/components/PackageCard';
import { healthPackages } from '../features/packages/data/packages';
import section from '../components/Section.module.css';
import styles from '../features/packages/components/PackageGrid.module.css';

export default function PackagesPage() {
  return (
    <>
      <PageMeta
        title="Health Check-up Packages"
        description={`Six health check-up packages at ${site.shortName}, Kompally, from ₹1,999: wellness, executive, heart, women's, senior citizen and master health check-ups, each with a doctor's consultation.`}
        path="/packages"
      />
      <PageBanner title="Health Check-up Packages" crumb="Packages">
        Simple, fixed-price check-ups with results explained by a doctor the same day.
      </PageBanner>
      <section className={section.section} aria-label="Packages">
        <div className="container">
          <ul className={styles.grid}>
            {healthPackages.map((pkg) => (
              <li key={pkg.id}>
                <PackageCard pkg={pkg} />
              </li>
            ))}
          </ul>
          <div className={styles.note}>
            <p>
              Not sure which package suits you? Call us on <a href={telUrl()}>{site.phoneDisplay}</a> and our
              health check desk will help you choose. Check-up hours: {site.openingHours.outpatient}.
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
