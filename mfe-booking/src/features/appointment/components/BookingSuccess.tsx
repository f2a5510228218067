import { useMemo } from 'react';
import { CalendarPlus, CircleCheck } from 'lucide-react';
import { MANAGE_PAGE_PATH, site, telUrl } from '@hospital/shared-types';
import { appointmentIcs, icsDataUrl } from '../data/ics';
import type { BookedAppointment } from '../hooks/useBookingSubmission';
import styles from './AppointmentForm.module.css';

const readableDate = (date: string, time: string) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(`${date}T${time}:00Z`));

/** What a patient needs after booking: the reference, what happens next, and the date in their calendar. */
export default function BookingSuccess({ booking }: { booking: BookedAppointment }) {
  const href = useMemo(
    () =>
      icsDataUrl(
        appointmentIcs({
          appointmentId: booking.appointmentId,
          service: booking.service,
          doctorName: booking.doctorName,
          date: booking.date,
          time: booking.time,
          durationMinutes: booking.durationMinutes,
        }),
      ),
    [booking],
  );
  return (
    <div className={styles.success}>
      <p className={styles.successTitle}>
        <CircleCheck aria-hidden="true" size={24} />
        {booking.message}
      </p>
      <p>
        Your reference is <strong className={styles.reference}>{booking.appointmentId}</strong>. Please keep it handy.
      </p>
      <p>
        Your appointment is booked{booking.doctorName ? ` with ${booking.doctorName}` : ''} ({booking.service}) on{' '}
        {readableDate(booking.date, booking.time)}, India time. Please arrive 15 minutes early and bring any earlier
        reports or prescriptions. Our appointments desk will call you to confirm it, and we e-mail you the details.
      </p>
      <p>
        To cancel or move it,{' '}
        {booking.manageUrl ? (
          <a href={booking.manageUrl}>manage your appointment</a>
        ) : (
          <>
            use the link in your e-mail or <a href={MANAGE_PAGE_PATH}>find your appointment</a> with your reference and phone number
          </>
        )}{' '}
        (until 2 hours before it), or call <a href={telUrl()}>{site.phoneDisplay}</a> and quote your reference.
      </p>
      <a className={`btn btn-secondary ${styles.calendar}`} href={href} download={`appointment-${booking.appointmentId}.ics`}>
        <CalendarPlus aria-hidden="true" size={20} />
        Add to calendar
      </a>
    </div>
  );
}
