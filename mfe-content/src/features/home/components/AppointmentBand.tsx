import { Link } from '@hospital/router';
import { Phone } from 'lucide-react';
import { site, telUrl, type ShellServices } from '@hospital/shared-types';
import styles from './AppointmentBand.module.css';

/** 'Appointment for online consultation.': the booking remote's form through the shell's slot, or a link while it is down. */
export function AppointmentBand({ shell }: { shell: ShellServices }) {
  return (
    <section className={styles.band} aria-labelledby="appointment-heading">
      <div className={`container ${styles.grid}`}>
        <div className={styles.intro}>
          <p className={styles.kicker}>Book in two minutes</p>
          <h2 id="appointment-heading" className={styles.title}>
            Appointment for online consultation.
          </h2>
          <p>
            Choose a department, a doctor if you like, and one of the free times. The time is yours as soon as you book,
            and you can pay online or at the hospital.
          </p>
          <p className={styles.call}>
            <Phone size={20} aria-hidden="true" /> Prefer to talk? Call{' '}
            <a href={telUrl()} className={styles.phone}>
              {site.phoneDisplay}
            </a>
          </p>
        </div>
        <div className={styles.form}>
          <shell.Slot
            name="booking.appointment-form"
            fallback={
              <div className={styles.fallback}>
                <p>Our online booking form opens on its own page.</p>
                <Link to="/appoinment" className="btn btn-accent">
                  Book an appointment
                </Link>
              </div>
            }
          />
        </div>
      </div>
    </section>
  );
}
