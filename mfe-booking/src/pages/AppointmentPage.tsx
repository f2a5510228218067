import { Clock, FileText, Phone } from 'lucide-react';
import { Link, useLocation } from '@hospital/router';
import { PageMeta, site, telUrl, type RemotePageProps } from '@hospital/shared-types';
import { AppointmentForm } from '../features/appointment/components/AppointmentForm';
import { loadBookingConfig } from '../features/appointment/hooks/useBookingConfig';
import { preselection } from './booking-query';
import styles from './AppointmentPage.module.css';

// With the page's code, which is fetched ahead of the tap: the form then shows its final hints at once.
void loadBookingConfig();

export default function AppointmentPage(_props: RemotePageProps) {
  const { search } = useLocation();
  const { initial, healthPackage } = preselection(search);
  return (
    <div data-booking-release={__RELEASE__}>
      <PageMeta
        title="Appointment"
        description={`Book an appointment with a specialist at ${site.name}, ${site.address.locality}, ${site.address.city}. Choose a department, a doctor and a free time; the booking is confirmed at once.`}
        path="/appoinment"
      />
      <section className={styles.band}>
        <div className="container">
          <nav aria-label="Breadcrumb">
            <ol className={styles.breadcrumb}>
              <li>
                <Link to="/">Home</Link>
              </li>
              <li aria-current="page">Appointment</li>
            </ol>
          </nav>
          <h1 className={styles.title}>Appointment</h1>
          <p className={styles.lead}>
            Choose a department, a doctor if you like, and one of the free times. It takes about two minutes, and the
            time is yours as soon as you book.
          </p>
        </div>
      </section>

      <div className={`container ${styles.layout}`}>
        <div className={styles.formColumn}>
          {/* A new link (another doctor, say) starts the form afresh. */}
          <AppointmentForm key={search} initial={initial} healthPackage={healthPackage} />
        </div>
        <aside className={styles.aside} aria-labelledby="booking-help">
          <h2 id="booking-help" className={styles.asideTitle}>
            Before your visit
          </h2>
          <ul className={styles.tips}>
            <li>
              <Clock aria-hidden="true" size={20} />
              <span>
                Outpatient clinics: {site.openingHours.outpatient}. Emergency and pharmacy: {site.openingHours.emergency}.
              </span>
            </li>
            <li>
              <FileText aria-hidden="true" size={20} />
              <span>Bring earlier reports, prescriptions and a photo ID. Arrive 15 minutes early to register.</span>
            </li>
            <li>
              <Phone aria-hidden="true" size={20} />
              <span>
                In an emergency do not book online: call <a href={telUrl()}>{site.emergencyDisplay}</a> or come straight
                to our emergency department.
              </span>
            </li>
          </ul>
        </aside>
      </div>
    </div>
  );
}
