import { Link } from '@hospital/router';
import { Phone } from 'lucide-react';
import { site, telUrl } from '@hospital/hospital-data';
import { type ShellServices } from '@hospital/shared-types';
import { useT } from '../../../i18n/home/catalog';
import styles from './AppointmentBand.module.css';

/** 'Appointment for a visit to the hospital.' (visits, not video calls: docs/product-rules.md#home-page): the booking remote's form through the shell's slot, or a link while it is down. */
export function AppointmentBand({ shell }: { shell: ShellServices }) {
  const t = useT();
  return (
    <section className={styles.band} aria-labelledby="appointment-heading">
      <div className={`container ${styles.grid}`}>
        <div className={styles.intro}>
          <p className={styles.kicker}>{t('home.appointment.kicker')}</p>
          <h2 id="appointment-heading" className={styles.title}>
            {t('home.appointment.title')}
          </h2>
          <p>{t('home.appointment.intro')}</p>
          <p className={styles.call}>
            <Phone size={20} aria-hidden="true" /> {t('home.appointment.call')}{' '}
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
                <p>{t('home.appointment.fallback')}</p>
                <Link to="/appoinment" className="btn btn-accent">
                  {t('home.appointment.book')}
                </Link>
              </div>
            }
          />
        </div>
      </div>
    </section>
  );
}
