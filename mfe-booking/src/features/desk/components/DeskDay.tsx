import { useId, useMemo, useState } from 'react';
import type { DeskAction, DeskAppointmentRow, StaffAccount } from '@hospital/booking-contract';
import type { StaffClient } from '../api/staff-client';
import { groupAppointments, doctorName, type Grouping } from '../data/day-view';
import { readableDay } from '../data/patient';
import { STATUS_LABELS, statusLabel } from '../data/statuses';
import { useDay } from '../hooks/useDay';
import { useNameFonts } from '../hooks/useNameFonts';
import { AppointmentTable } from './AppointmentTable';
import { PrintDay } from './PrintDay';
import styles from './Desk.module.css';

export interface DeskDayProps {
  client: StaffClient;
  user: StaffAccount;
  date: string;
  onDate: (date: string) => void;
  /** Bumped after every change the desk makes: the day is read again. */
  version: number;
  onAction: (appointment: DeskAppointmentRow, action: DeskAction, place?: string) => void;
  onSignedOut: (message: string) => void;
}

const FILTER_STATUSES = ['booked', 'payment_pending', 'confirmed', 'checked_in', 'completed', 'no_show', 'cancelled', 'expired'];

/** The day list: a date, grouped by doctor or department, filtered by status, printable one doctor a page. */
export function DeskDay({ client, user, date, onDate, version, onAction, onSignedOut }: DeskDayProps) {
  const [grouping, setGrouping] = useState<Grouping>(user.role === 'doctor' ? 'department' : 'doctor');
  const [status, setStatus] = useState('');
  const { answer, error, fresh } = useDay(client, date, onSignedOut, version);
  const id = useId();

  const shown = useMemo(() => (answer ? answer.appointments.filter((a) => !status || a.status === status) : []), [answer, status]);
  const groups = useMemo(() => groupAppointments(shown, grouping), [shown, grouping]);
  useNameFonts(answer?.appointments.map((a) => a.fullName) ?? []);
  const totals = answer?.totals ?? {};
  const statuses = Object.keys(STATUS_LABELS).filter((s) => totals[s]);
  const freshShown = shown.filter((a) => fresh.has(a.reference));

  return (
    <section aria-labelledby={`${id}-title`} className={styles.day}>
      <div className={`${styles.dayHead} ${styles.noPrint}`}>
        <h2 id={`${id}-title`} className={styles.cardTitle}>
          {user.role === 'doctor' ? `${doctorName(user.doctor ?? '')}: appointments` : 'Appointments of the day'}
          <span className={styles.dayName}> {readableDay(date)}</span>
        </h2>
        {answer && answer.appointments.length > 0 && (
          <button type="button" className={styles.secondary} onClick={() => window.print()}>
            Print the day list
          </button>
        )}
      </div>
      <form className={`${styles.toolbar} ${styles.noPrint}`} onSubmit={(e) => e.preventDefault()} aria-label="Choose the day">
        <div className={styles.field}>
          <label htmlFor={`${id}-date`}>Date</label>
          <input id={`${id}-date`} type="date" value={date} required onChange={(e) => e.target.value && onDate(e.target.value)} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-group`}>Group by</label>
          <select id={`${id}-group`} value={grouping} onChange={(e) => setGrouping(e.target.value as Grouping)}>
            <option value="doctor">Doctor</option>
            <option value="department">Department</option>
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-status`}>Status</label>
          <select id={`${id}-status`} value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">Every status</option>
            {FILTER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </select>
        </div>
      </form>

      <div aria-live="polite" className={`${styles.liveNote} ${styles.noPrint}`}>
        {freshShown.length > 0
          ? `${freshShown.length} new appointment${freshShown.length === 1 ? '' : 's'} since you opened this day.`
          : ''}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}

      {answer && (
        <div className={styles.noPrint}>
          <h3 className={styles.subTitle}>Totals</h3>
          <ul className={styles.totals} aria-label={`Totals for ${date}`}>
            <li>
              <span className={styles.totalLabel}>All</span> <span data-total="all">{answer.appointments.length}</span>
            </li>
            {statuses.map((s) => (
              <li key={s}>
                <span className={styles.totalLabel}>{statusLabel(s)}</span> <span data-total={s}>{totals[s]}</span>
              </li>
            ))}
          </ul>

          {groups.length === 0 && (
            <p className={styles.muted}>
              {answer.appointments.length === 0 ? 'No appointments on this date.' : 'No appointment has that status.'}
            </p>
          )}
          {groups.map((group) => (
            <section key={group.key} aria-labelledby={`${id}-${group.key}`} className={styles.group}>
              <h3 id={`${id}-${group.key}`} className={styles.subTitle}>
                {group.title} <span className={styles.muted}>({group.items.length})</span>
              </h3>
              <div className={styles.tableWrap}>
                <AppointmentTable
                  caption={`${group.title}, ${readableDay(date)}`}
                  appointments={group.items}
                  besides={grouping === 'doctor' ? 'department' : 'doctor'}
                  fresh={fresh}
                  place="day"
                  onAction={onAction}
                />
              </div>
            </section>
          ))}
        </div>
      )}
      {answer && <PrintDay date={date} appointments={answer.appointments} />}
    </section>
  );
}
