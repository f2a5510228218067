import { Link, useParams } from '@hospital/router';
import { PageMeta, site, type RemotePageProps } from '@hospital/shared-types';
import { FindAppointment } from '../features/appointment/components/FindAppointment';
import { ManageAppointment } from '../features/appointment/components/ManageAppointment';
import styles from './AppointmentPage.module.css';

/** /appoinment/manage (find by reference + phone) and /appoinment/manage/:token (the patient's link). */
export default function ManagePage(_props: RemotePageProps) {
  const { token } = useParams();
  return (
    <div data-booking-release={__RELEASE__}>
      {token ? (
        <>
          {/* A patient's own link: never indexed, and its canonical address leaves the token out. */}
          <PageMeta title="Your appointment" description={`See, move or cancel your appointment at ${site.name}.`} path="/appoinment/manage" />
          <meta name="robots" content="noindex, nofollow" />
        </>
      ) : (
        <PageMeta title="Manage your appointment" description={`Find your appointment at ${site.name} to cancel or move it.`} path="/appoinment/manage" />
      )}
      <section className={styles.band}>
        <div className="container">
          <nav aria-label="Breadcrumb">
            <ol className={styles.breadcrumb}>
              <li>
                <Link to="/">Home</Link>
              </li>
              <li>
                <Link to="/appoinment">Appointment</Link>
              </li>
              <li aria-current="page">Manage</li>
            </ol>
          </nav>
          <h1 className={styles.title}>Manage your appointment</h1>
          <p className={styles.lead}>See your appointment, move it to another free time, or cancel it.</p>
        </div>
      </section>
      <div className={`container ${styles.layout}`}>
        <div className={styles.formColumn}>{token ? <ManageAppointment key={token} token={token} /> : <FindAppointment />}</div>
      </div>
    </div>
  );
}
