import { deskAgeText, paymentText, type DeskAction, type DeskAppointmentRow } from '@hospital/booking-contract';
import { Link } from '@hospital/router';
import { appointmentSearch } from '../data/address';
import { channelLabel, languageLabel, nameLanguage, paymentLabel, readableDay } from '../data/patient';
import { statusLabel } from '../data/statuses';
import { Fragment } from 'react';
import { NoticeHere } from './ActionNotice';
import { useNoticeHere } from './DeskNoticeContext';
import { RowActions } from './RowActions';
import styles from './Desk.module.css';

export interface AppointmentTableProps {
  caption: string;
  appointments: readonly DeskAppointmentRow[];
  /** A search across dates shows each date; a day's list does not. */
  showDate?: boolean;
  /** The column beside the patient: the department (a list grouped by doctor) or the doctor. */
  besides: 'department' | 'doctor';
  fresh?: ReadonlySet<string>;
  /** Which list this is: a notice about a row acted on here is said under that row. */
  place?: string;
  onAction: (appointment: DeskAppointmentRow, action: DeskAction, place?: string) => void;
}

/**
 * Appointments as the desk works them: what the patient gave (age, gender, their message, how they pay,
 * walk-in or online, the language they booked in), the status, and the actions allowed now. On a
 * tablet each row is a card, so no action is ever off-screen.
 */
export function AppointmentTable({ caption, appointments, showDate = false, besides, fresh, place, onAction }: AppointmentTableProps) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{showDate ? 'Date and time' : 'Time'}</th>
          <th scope="col">Patient</th>
          <th scope="col">{besides === 'department' ? 'Department' : 'Doctor'}</th>
          <th scope="col">Reference</th>
          <th scope="col">Status</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {appointments.map((a) => {
          const isNew = fresh?.has(a.reference) ?? false;
          return (
            <Fragment key={a.reference}>
              <tr data-reference={a.reference} className={isNew ? styles.fresh : undefined}>
                <td data-label={showDate ? 'Date and time' : 'Time'} className={styles.when}>
                  {showDate && <span className={styles.date}>{readableDay(a.date)}</span>} <span>{a.time}</span>
                </td>
                <td data-label="Patient" className={styles.patient}>
                  <span className={styles.name} lang={nameLanguage(a.fullName)}>
                    {a.fullName}
                  </span>
                  {isNew && <span className={styles.badge}> New</span>}
                  <span className={styles.facts}>
                    {deskAgeText(a)} · {a.gender}
                    {a.guardianName && (
                      <>
                        {' '}
                        · parent or guardian <span lang={nameLanguage(a.guardianName)}>{a.guardianName}</span>
                      </>
                    )}{' '}
                    · <a href={`tel:${a.phone}`}>{a.phone}</a>
                  </span>
                  <span className={styles.tags}>
                    <span className={styles.tag} data-channel={a.channel}>
                      {channelLabel(a)}
                    </span>
                    <span className={styles.tag} data-payment={a.paymentMethod}>
                      {paymentLabel(a.paymentMethod)}
                    </span>
                    <span className={styles.tag} data-payment-state={a.payment.state}>
                      {paymentText(a.payment)}
                    </span>
                    <span className={styles.tag} data-language={a.language}>
                      {languageLabel(a.language)}
                    </span>
                  </span>
                  {a.message && (
                    <span className={styles.message} lang={nameLanguage(a.message)}>
                      “{a.message}”
                    </span>
                  )}
                </td>
                <td data-label={besides === 'department' ? 'Department' : 'Doctor'}>
                  {besides === 'department' ? a.service : a.doctorName}
                </td>
                <td data-label="Reference" className={styles.reference}>
                  <Link to={{ search: appointmentSearch(a.reference) }} aria-label={`Open ${a.reference}`}>
                    {a.reference}
                  </Link>
                </td>
                <td data-label="Status" data-status={a.status}>
                  {statusLabel(a.status)}
                  {a.extra && <span className={styles.extraMark}>Extra</span>}
                </td>
                <td data-label="Actions">
                  <RowActions appointment={a} onAction={place === undefined ? onAction : (row, action) => onAction(row, action, place)} />
                </td>
              </tr>
              {place !== undefined && <NoticeHereRow place={place} reference={a.reference} />}
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}

/** The notice about this row, in a row of its own under it (nothing when the notice is about another). */
function NoticeHereRow({ place, reference }: { place: string; reference: string }) {
  const notice = useNoticeHere(place, reference);
  if (!notice) return null;
  return (
    <tr className={styles.noticeRow}>
      <td colSpan={6}>
        <NoticeHere place={place} reference={reference} />
      </td>
    </tr>
  );
}
