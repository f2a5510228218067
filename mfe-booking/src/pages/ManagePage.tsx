import { Link, useParams } from '@hospital/router';
import { PageMeta, site } from '@hospital/hospital-data';
import { type RemotePageProps } from '@hospital/shared-types';
import { useT } from '../i18n/manage/catalog';
import { FindAppointment } from '../features/appointment/components/FindAppointment';
import { ManageAppointment } from '../features/appointment/components/ManageAppointment';
import styles from './AppointmentPage.module.css';

/** /appoinment/manage (find by reference + phone) and /appoinment/manage/:token (the patient's link). */
export default function ManagePage(_props: RemotePageProps) {
  const { token } = useParams();
  const t = useT();
  return (
    <div data-booking-release={__RELEASE__}>
      {token ? (
        <>
          {/* A patient's own link: never indexed, and its canonical address leaves the token out. */}
          <PageMeta
            title={t('manage.meta.own.title')}
            description={t('manage.meta.own.description', { name: site.name })}
            path="/appoinment/manage"
          />
          <meta name="robots" content="noindex, nofollow" />
        </>
      ) : (
        <PageMeta
          title={t('manage.meta.find.title')}
          description={t('manage.meta.find.description', { name: site.name })}
          path="/appoinment/manage"
        />
      )}
      <section className={styles.band}>
        <div className="container">
          <nav aria-label={t('manage.breadcrumb.label')}>
            <ol className={styles.breadcrumb}>
              <li>
                <Link to="/">{t('manage.breadcrumb.home')}</Link>
              </li>
              <li>
                <Link to="/appoinment">{t('manage.breadcrumb.appointment')}</Link>
              </li>
              <li aria-current="page">{t('manage.breadcrumb.manage')}</li>
            </ol>
          </nav>
          <h1 className={styles.title}>{t('manage.page.title')}</h1>
          <p className={styles.lead}>{t('manage.page.lead')}</p>
        </div>
      </section>
      <div className={`container ${styles.layout}`}>
        <div className={styles.formColumn}>{token ? <ManageAppointment key={token} token={token} /> : <FindAppointment />}</div>
      </div>
    </div>
  );
}
