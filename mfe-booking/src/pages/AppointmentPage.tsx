import { CalendarSearch, Clock, FileText } from 'lucide-react';
import { Link, useLocation } from '@hospital/router';
import { PageMeta, site, useSiteText } from '@hospital/hospital-data';
import { type RemotePageProps, MANAGE_PAGE_PATH } from '@hospital/shared-types';
import { AppointmentForm } from '../features/appointment/components/AppointmentForm';
import { loadBookingConfig } from '../features/appointment/hooks/useBookingConfig';
import { withTags } from '../lib/slot-text';
import { useT } from '../i18n/form/catalog';
import { preselection } from './booking-query';
import styles from './AppointmentPage.module.css';

// With the page's code, which is fetched ahead of the tap: the form then shows its final hints at once.
void loadBookingConfig();

export default function AppointmentPage(_props: RemotePageProps) {
  const t = useT();
  const siteText = useSiteText();
  const { search } = useLocation();
  const hours = { outpatient: siteText('site.hours.outpatient'), emergency: siteText('site.hours.emergency') };
  const { initial, healthPackage } = preselection(search);
  return (
    <div data-booking-release={__RELEASE__}>
      <PageMeta
        title={t('form.page.title')}
        description={t('form.page.description', { hospital: site.name, locality: site.address.locality, city: site.address.city })}
        path="/appoinment"
      />
      <section className={styles.band}>
        <div className="container">
          <nav aria-label={t('form.page.breadcrumb')}>
            <ol className={styles.breadcrumb}>
              <li>
                <Link to="/">{t('form.page.home')}</Link>
              </li>
              <li aria-current="page">{t('form.page.title')}</li>
            </ol>
          </nav>
          <h1 className={styles.title}>{t('form.page.title')}</h1>
          <p className={styles.lead}>{t('form.page.lead')}</p>
        </div>
      </section>

      <div className={`container ${styles.layout}`}>
        <div className={styles.formColumn}>
          {/* A new link (another doctor, say) starts the form afresh. */}
          <AppointmentForm key={search} initial={initial} healthPackage={healthPackage} />
        </div>
        <aside className={styles.aside} aria-labelledby="booking-help">
          <h2 id="booking-help" className={styles.asideTitle}>
            {t('form.page.beforeVisit')}
          </h2>
          <ul className={styles.tips}>
            <li>
              <Clock aria-hidden="true" size={20} />
              <span>{t('form.page.hours', { outpatient: hours.outpatient, emergency: hours.emergency })}</span>
            </li>
            <li>
              <FileText aria-hidden="true" size={20} />
              <span>{t('form.page.bring')}</span>
            </li>
            <li>
              <CalendarSearch aria-hidden="true" size={20} />
              <span>
                {withTags(t('form.page.findBooked'), (_, text, key) => (
                  <Link key={key} to={MANAGE_PAGE_PATH}>
                    {text}
                  </Link>
                ))}
              </span>
            </li>
          </ul>
        </aside>
      </div>
    </div>
  );
}
