import { useMemo } from 'react';
import { CalendarPlus, CircleCheck } from 'lucide-react';
import { clockIn } from '@hospital/booking-contract';
import {
  doctorNameIn,
  inLanguage,
  site,
  telUrl,
  useCommonNames,
  usePageLanguage,
  usePageLocale,
  formatRupees,
} from '@hospital/hospital-data';
import { MANAGE_PAGE_PATH } from '@hospital/shared-types';
import { useT } from '../../../i18n/form/catalog';
import { appointmentIcs, icsDataUrl } from '../data/ics';
import { calendarWords } from '../data/calendar-words';
import { withTags } from '../../../lib/slot-text';
import type { BookedAppointment } from '../hooks/useBookingSubmission';
import styles from './AppointmentForm.module.css';

// English as Intl writes it ('… at 11:00 am'); Intl's Hindi and Telugu keep an English 'am', so there the day and the clock as said.
const readableDate = (date: string, time: string, locale: string) => {
  const moment = new Date(`${date}T${time}:00Z`);
  return locale.startsWith('en')
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }).format(moment)
    : `${new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(moment)}, ${clockIn(locale, moment, 'UTC')}`;
};

/** What a patient needs after booking: the reference, what happens next, and the date in their calendar. */
export default function BookingSuccess({ booking }: { booking: BookedAppointment }) {
  const t = useT();
  const names = useCommonNames();
  const language = usePageLanguage();
  const locale = usePageLocale();
  const amount = typeof booking.fee === 'number' ? formatRupees(booking.fee, language) : null;
  // How the fee stands: paid online (the receipt's payment id), or to be paid at the hospital.
  const feeLine =
    amount && booking.paid
      ? t('success.paid', { amount, paymentId: booking.paid.paymentId })
      : amount
        ? t('success.payAtHospital', { amount })
        : null;
  // The file speaks the page's language, like the e-mails' files (the same UID: one event in the calendar).
  const doctor = booking.doctorName ? doctorNameIn(language, booking.doctorSlug ?? '', booking.doctorName) : undefined;
  const service = names.department(booking.service);
  const href = useMemo(
    () =>
      icsDataUrl(
        appointmentIcs(
          { appointmentId: booking.appointmentId, date: booking.date, time: booking.time, durationMinutes: booking.durationMinutes },
          calendarWords(t, { appointmentId: booking.appointmentId, service, doctor, feeLine }),
        ),
      ),
    [booking, feeLine, t, service, doctor],
  );
  const when = { service: names.department(booking.service), date: readableDate(booking.date, booking.time, locale) };
  const booked = booking.doctorName
    ? t('success.booked.withDoctor', { ...when, doctor: doctor ?? booking.doctorName })
    : t('success.booked.noDoctor', when);
  return (
    <div className={styles.success}>
      <p className={styles.successTitle}>
        <CircleCheck aria-hidden="true" size={24} />
        {booking.message}
      </p>
      <p>
        {withTags(t('success.reference', { reference: booking.appointmentId }), (_, text, key) => (
          <strong key={key} className={styles.reference}>
            {text}
          </strong>
        ))}
      </p>
      <p>
        {withTags(booked, (_, text, key) => (
          <span key={key} translate="no">
            {text}
          </span>
        ))}
      </p>
      {feeLine && <p data-fee-line="">{feeLine}</p>}
      <p>
        {withTags(
          t(booking.manageUrl ? 'success.change.withLink' : 'success.change.withoutLink', { phone: site.phoneDisplay }),
          (tag, text, key) => (
            <a
              key={key}
              href={tag === 2 ? telUrl() : inLanguage(tag === 1 ? MANAGE_PAGE_PATH : (booking.manageUrl ?? MANAGE_PAGE_PATH), language)}
            >
              {text}
            </a>
          ),
        )}
      </p>
      {booking.manageUrl && (
        <p>
          {withTags(t('success.findLater'), (_, text, key) => (
            <a key={key} href={inLanguage(MANAGE_PAGE_PATH, language)}>
              {text}
            </a>
          ))}
        </p>
      )}
      <a className={`btn btn-secondary ${styles.calendar}`} href={href} download={`appointment-${booking.appointmentId}.ics`}>
        <CalendarPlus aria-hidden="true" size={20} />
        {t('success.calendar')}
      </a>
    </div>
  );
}
