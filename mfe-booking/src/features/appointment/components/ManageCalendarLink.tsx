import { useMemo } from 'react';
import { CalendarPlus } from 'lucide-react';
import type { ManagedAppointment } from '@hospital/booking-contract';
import { doctorNameIn, useCommonNames, usePageLanguage } from '@hospital/hospital-data';
import { useT } from '../../../i18n/form/catalog';
import { calendarWords } from '../data/calendar-words';
import { appointmentIcs, icsDataUrl } from '../data/ics';
import styles from './ManageAppointment.module.css';

/**
 * Add to calendar on the patient's own page, as after booking: a Pay Now patient may finish paying here (the
 * checkout opens on this page), and never sees the booking form's confirmation. The same UID as the e-mails'
 * files: one event however many are added. `feeLine`: how the fee stands, as the page says it.
 */
export function ManageCalendarLink({ appointment, feeLine }: { appointment: ManagedAppointment; feeLine: string | null }) {
  const t = useT();
  const names = useCommonNames();
  const language = usePageLanguage();
  const { reference, date, time, doctor, service } = appointment;
  const href = useMemo(
    () =>
      icsDataUrl(
        appointmentIcs(
          { appointmentId: reference, date, time },
          calendarWords(t, {
            appointmentId: reference,
            service: names.department(service),
            doctor: doctorNameIn(language, doctor.slug, doctor.name),
            feeLine,
          }),
        ),
      ),
    [t, names, language, reference, date, time, doctor, service, feeLine],
  );
  return (
    <a className={`btn btn-secondary ${styles.calendar}`} href={href} download={`appointment-${reference}.ics`}>
      <CalendarPlus aria-hidden="true" size={20} />
      {t('success.calendar')}
    </a>
  );
}
