import type { ReactNode } from 'react';
import { Link } from '@hospital/router';
import { appointmentLink, telUrl, site } from '@hospital/shared-types';
import { PORTRAIT_SIZE, doctorPortraitAlt, type Doctor } from '../../../data/doctors/doctors';
import styles from './DoctorProfile.module.css';

/**
 * Everything about one doctor: facts beside the portrait, then about, services, why choose, leadership.
 * `availability`: the doctor's next free times (the booking remote's widget), under the booking button.
 */
export function DoctorProfile({ doctor, availability }: { doctor: Doctor; availability?: ReactNode }) {
  return (
    <div className={styles.layout}>
      <aside className={styles.card} aria-label={`${doctor.name} at a glance`}>
        <img
          className={styles.portrait}
          src={doctor.image}
          alt={doctorPortraitAlt(doctor)}
          width={PORTRAIT_SIZE}
          height={PORTRAIT_SIZE}
        />
        <div className={styles.cardBody}>
          <p className={styles.name}>{doctor.name}</p>
          <dl className={styles.facts}>
            <div>
              <dt>Position</dt>
              <dd>{doctor.position}</dd>
            </div>
            <div>
              <dt>Qualification</dt>
              <dd>{doctor.qualification}</dd>
            </div>
            <div>
              <dt>Experience</dt>
              <dd>{doctor.experience}</dd>
            </div>
            <div>
              <dt>Specialization</dt>
              <dd>{doctor.specialization}</dd>
            </div>
          </dl>
          <div className={styles.actions}>
            <Link to={appointmentLink({ doctor: doctor.slug })} className="btn btn-accent">
              Book an Appointment
            </Link>
            <a href={telUrl()} className="btn btn-secondary">
              Call {site.phoneDisplay}
            </a>
          </div>
          {availability}
        </div>
      </aside>
      <div className={styles.content}>
        <section aria-labelledby="doctor-about">
          <h2 id="doctor-about">About {doctor.name}</h2>
          <p>{doctor.about}</p>
        </section>
        {doctor.services?.length ? (
          <section aria-labelledby="doctor-services">
            <h2 id="doctor-services">Services</h2>
            <ul className={styles.list}>
              {doctor.services.map((service) => (
                <li key={service}>{service}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {doctor.whyChoose?.length ? (
          <section aria-labelledby="doctor-why">
            <h2 id="doctor-why">Why Choose {doctor.name}</h2>
            <ul className={`${styles.list} ${styles.checks}`}>
              {doctor.whyChoose.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {doctor.leadership ? (
          <section aria-labelledby="doctor-leadership" className={styles.leadership}>
            <h2 id="doctor-leadership">Leadership</h2>
            <p>{doctor.leadership}</p>
          </section>
        ) : null}
      </div>
    </div>
  );
}
