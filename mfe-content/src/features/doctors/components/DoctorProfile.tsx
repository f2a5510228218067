import type { CSSProperties, ReactNode } from 'react';
import { Link } from '@hospital/router';
import { doctorNameIn, telUrl, site, usePageLanguage } from '@hospital/hospital-data';
import { appointmentLink } from '@hospital/shared-types';
import { PORTRAIT_SIZE, type Doctor } from '../../../data/doctors/doctors';
import { useT } from '../../../i18n/visit/catalog';
import styles from './DoctorProfile.module.css';

// The booking remote's next free times: the shell's slot keeps this much room while they load (less than the
// widget's least height: its heading, loading line and link), so none is left empty once they are in. Inline, as
// the built stylesheet left out a class rule that set only this property.
const SLOT_RESERVE = { '--slot-reserve': '12rem' } as CSSProperties;

/**
 * Everything about one doctor: facts beside the portrait, then about, services, why choose, leadership.
 * `availability`: the doctor's next free times (the booking remote's widget), under the booking button.
 */
export function DoctorProfile({ doctor, availability }: { doctor: Doctor; availability?: ReactNode }) {
  const t = useT();
  // The name in the page's script (Telugu, Hindi), the Latin one kept under it for the record.
  const name = doctorNameIn(usePageLanguage(), doctor.slug, doctor.name);
  return (
    <div className={styles.layout}>
      <aside className={styles.card} aria-label={t('doctor.glance', { name })}>
        <img
          className={styles.portrait}
          src={doctor.image}
          alt={t('doctor.portraitAlt', { name })}
          width={PORTRAIT_SIZE}
          height={PORTRAIT_SIZE}
        />
        <div className={styles.cardBody}>
          <p className={styles.name} translate="no">
            {name}
          </p>
          {name !== doctor.name && (
            <p className={styles.latinName} lang="en" translate="no">
              {doctor.name}
            </p>
          )}
          <dl className={styles.facts}>
            <div>
              <dt>{t('doctor.position')}</dt>
              <dd>{doctor.position}</dd>
            </div>
            <div>
              <dt>{t('doctor.qualification')}</dt>
              <dd>{doctor.qualification}</dd>
            </div>
            <div>
              <dt>{t('doctor.experience')}</dt>
              <dd>{doctor.experience}</dd>
            </div>
            <div>
              <dt>{t('doctor.specialization')}</dt>
              <dd>{doctor.specialization}</dd>
            </div>
          </dl>
          <div className={styles.actions}>
            <Link to={appointmentLink({ doctor: doctor.slug })} className="btn btn-accent">
              {t('doctor.book')}
            </Link>
            <a href={telUrl()} className="btn btn-secondary">
              {t('doctor.call', { phone: site.phoneDisplay })}
            </a>
          </div>
          {availability && <div style={SLOT_RESERVE}>{availability}</div>}
        </div>
      </aside>
      <div className={styles.content}>
        <section aria-labelledby="doctor-about">
          <h2 id="doctor-about">
            <WithName name={name} text={(value) => t('doctor.about', { name: value })} />
          </h2>
          <p>{doctor.about}</p>
        </section>
        {doctor.services?.length ? (
          <section aria-labelledby="doctor-services">
            <h2 id="doctor-services">{t('doctor.services')}</h2>
            <ul className={styles.list}>
              {doctor.services.map((service) => (
                <li key={service}>{service}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {doctor.whyChoose?.length ? (
          <section aria-labelledby="doctor-why">
            <h2 id="doctor-why">
              <WithName name={name} text={(value) => t('doctor.why', { name: value })} />
            </h2>
            <ul className={`${styles.list} ${styles.checks}`}>
              {doctor.whyChoose.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {doctor.leadership ? (
          <section aria-labelledby="doctor-leadership" className={styles.leadership}>
            <h2 id="doctor-leadership">{t('doctor.leadership')}</h2>
            <p>{doctor.leadership}</p>
          </section>
        ) : null}
      </div>
    </div>
  );
}

/** Where the name goes in a translated message; it does not occur in any text. */
const NAME_MARK = '\u2063';

/**
 * A translated message with a doctor's name in it: in Telugu and Hindi the name, which stays as it is, is marked
 * `translate="no"`; English is plain text, as it always was.
 */
export function WithName({ name, text }: { name: string; text: (name: string) => string }) {
  const english = usePageLanguage() === 'en';
  if (english) return <>{text(name)}</>;
  const [before = '', ...rest] = text(NAME_MARK).split(NAME_MARK);
  return (
    <>
      {before}
      <span translate="no">{name}</span>
      {rest.join(name)}
    </>
  );
}
