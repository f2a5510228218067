import { PageMeta, site, telUrl, useSiteText } from '@hospital/hospital-data';
import { PageBanner } from '../components/PageBanner';
import { PackageCard } from '../features/packages/components/PackageCard';
import { healthPackages } from '../features/packages/data/packages';
import section from '../components/Section.module.css';
import styles from '../features/packages/components/PackageGrid.module.css';
import { useT } from '../i18n/care/catalog';

export default function PackagesPage() {
  const t = useT();
  const siteText = useSiteText();
  return (
    <>
      <PageMeta
        title={t('packages.ui.page.title')}
        description={t('packages.ui.page.description', { name: site.shortName })}
        path="/packages"
      />
      <PageBanner title={t('packages.ui.page.title')} crumb={t('packages.ui.crumb')}>
        {t('packages.ui.page.lead')}
      </PageBanner>
      <section className={section.section} aria-label={t('packages.ui.crumb')}>
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
              {t('packages.ui.page.note.before')} <a href={telUrl()}>{site.phoneDisplay}</a>{' '}
              {t('packages.ui.page.note.after', { hours: siteText('site.hours.outpatient') })}
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
