import { deskAgeText, type DeskAppointmentRow } from '@hospital/booking-contract';
import { groupAppointments } from '../data/day-view';
import { nameLanguage, readableDay } from '../data/patient';
import { statusLabel } from '../data/statuses';
import styles from './Desk.module.css';

/**
 * The day's list as it prints: one doctor a page, with times, names, references, phones and statuses
 * (cancelled appointments left out: their time is free). Hidden on screen.
 */
export function PrintDay({ date, appointments }: { date: string; appointments: readonly DeskAppointmentRow[] }) {
  const groups = groupAppointments(
    appointments.filter((a) => a.status !== 'cancelled'),
    'doctor',
  );
  return (
    <div className={styles.printOnly} data-print-day={date}>
      {groups.map((group) => (
        <section key={group.key} className={styles.printDoctor} data-print-doctor={group.key}>
          <h2 className={styles.subTitle}>
            {group.title}: {readableDay(date)}
          </h2>
          <table className={styles.printTable}>
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Patient</th>
                <th scope="col">Reference</th>
                <th scope="col">Phone</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {group.items.map((a) => (
                <tr key={a.reference}>
                  <td>{a.time}</td>
                  <td>
                    <span lang={nameLanguage(a.fullName)}>{a.fullName}</span> ({deskAgeText(a)}, {a.gender}
                    {a.guardianName && (
                      <>
                        ; parent or guardian <span lang={nameLanguage(a.guardianName)}>{a.guardianName}</span>
                      </>
                    )}
                    )
                  </td>
                  <td>{a.reference}</td>
                  <td>{a.phone}</td>
                  <td>
                    {statusLabel(a.status)}
                    {a.extra ? ', extra' : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={styles.muted}>
            {group.items.length} appointment{group.items.length === 1 ? '' : 's'}
          </p>
        </section>
      ))}
    </div>
  );
}
