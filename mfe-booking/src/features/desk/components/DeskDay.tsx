import { useId, useMemo, useState } from 'react';
import { paymentText, type DeskAppointmentRow, type StaffAccount } from '@hospital/shared-types';
import { csvUrl, type StaffClient } from '../api/staff-client';
import { groupAppointments, matches, doctorName, type Grouping } from '../data/day-view';
import { STATUS_LABELS, statusLabel } from '../data/statuses';
import { useDay } from '../hooks/useDay';
import { ActionPanel, type PanelKind } from './ActionPanel';
import { RowActions } from './RowActions';
import { WalkInPanel } from './WalkInPanel';
import styles from './Desk.module.css';

export interface DeskDayProps {
  client: StaffClient;
  user: StaffAccount;
  today: string;
  onSignedOut: (message: string) => void;
}

const FILTER_STATUSES = ['booked', 'payment_pending', 'confirmed', 'checked_in', 'completed', 'no_show', 'cancelled', 'expired'];

/** The day list: a date, grouped by doctor or department, filtered by status, searched by reference or phone. */
export function DeskDay({ client, user, today, onSignedOut }: DeskDayProps) {
  const [date, setDate] = useState(today);
  const [grouping, setGrouping] = useState<Grouping>(user.role === 'doctor' ? 'department' : 'doctor');
  const [status, setStatus] = useState('');
  const [search, setSearch] = useState('');
  const [exportFrom, setExportFrom] = useState(today);
  const [exportTo, setExportTo] = useState(today);
  const { answer, error, fresh, reload } = useDay(client, date, onSignedOut);
  const id = useId();
  const [panel, setPanel] = useState<{ kind: PanelKind; appointment: DeskAppointmentRow } | null>(null);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);

  const quick = async (appointment: DeskAppointmentRow, path: string, done: string) => {
    const outcome = await client.post(`/appointments/${appointment.reference}/${path}`);
    if (!outcome.ok && outcome.status === 401) return onSignedOut('Your session has ended. Please sign in again.');
    setSaid(outcome.ok ? { ok: true, text: `${appointment.reference} (${appointment.fullName}) ${done}.` } : { ok: false, text: outcome.message });
    reload();
  };

  const shown = useMemo(() => (answer ? answer.appointments.filter((a) => matches(a, { status, search })) : []), [answer, status, search]);
  const groups = useMemo(() => groupAppointments(shown, grouping), [shown, grouping]);
  const totals = answer?.totals ?? {};
  const statuses = Object.keys(STATUS_LABELS).filter((s) => totals[s]);
  const freshShown = shown.filter((a) => fresh.has(a.reference));

  return (
    <section aria-labelledby={`${id}-title`} className={styles.day}>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        {user.role === 'doctor' ? `${doctorName(user.doctor ?? '')}: appointments` : 'Appointments of the day'}
      </h2>
      <form className={styles.toolbar} onSubmit={(e) => e.preventDefault()} role="search" aria-label="Find appointments">
        <div className={styles.field}>
          <label htmlFor={`${id}-date`}>Date</label>
          <input id={`${id}-date`} type="date" value={date} required onChange={(e) => e.target.value && setDate(e.target.value)} />
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
        <div className={`${styles.field} ${styles.grow}`}>
          <label htmlFor={`${id}-search`}>Reference or phone</label>
          <input id={`${id}-search`} type="search" value={search} autoComplete="off" onChange={(e) => setSearch(e.target.value)} />
        </div>
      </form>

      <div aria-live="polite" className={styles.liveNote}>
        {freshShown.length > 0 ? `${freshShown.length} new appointment${freshShown.length === 1 ? '' : 's'} since you opened this day.` : ''}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div role="status" className={said?.ok === false ? styles.error : styles.liveNote}>
        {said?.text ?? ''}
      </div>
      {panel && (
        <ActionPanel
          key={`${panel.kind}-${panel.appointment.reference}`}
          kind={panel.kind}
          appointment={panel.appointment}
          client={client}
          onClose={() => setPanel(null)}
          onDone={(text) => {
            setPanel(null);
            setSaid({ ok: true, text });
            reload();
          }}
        />
      )}

      {answer && (
        <>
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

          {groups.length === 0 && <p className={styles.muted}>{answer.appointments.length === 0 ? 'No appointments on this date.' : 'No appointment matches.'}</p>}
          {groups.map((group) => (
            <section key={group.key} aria-labelledby={`${id}-${group.key}`} className={styles.group}>
              <h3 id={`${id}-${group.key}`} className={styles.subTitle}>
                {group.title} <span className={styles.muted}>({group.items.length})</span>
              </h3>
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">Time</th>
                      <th scope="col">Patient</th>
                      <th scope="col">Phone</th>
                      <th scope="col">{grouping === 'doctor' ? 'Department' : 'Doctor'}</th>
                      <th scope="col">Reference</th>
                      <th scope="col">Status</th>
                      <th scope="col">Payment</th>
                      <th scope="col">Actions</th>
                    </tr>
                  </thead>
                  <tbody>
                    {group.items.map((a) => (
                      <tr key={a.reference} data-reference={a.reference} className={fresh.has(a.reference) ? styles.fresh : undefined}>
                        <td>{a.time}</td>
                        <td>
                          {a.fullName}
                          {fresh.has(a.reference) && <span className={styles.badge}> New</span>}
                        </td>
                        <td>
                          <a href={`tel:${a.phone}`}>{a.phone}</a>
                        </td>
                        <td>{grouping === 'doctor' ? a.service : doctorName(a.doctor)}</td>
                        <td className={styles.reference}>{a.reference}</td>
                        <td data-status={a.status}>
                          {statusLabel(a.status)}
                          {a.extra && <span className={styles.extraMark}>Extra</span>}
                        </td>
                        <td data-payment={a.payment.state}>{paymentText(a.payment)}</td>
                        <td>
                          <RowActions appointment={a} role={user.role} onQuick={quick} onPanel={(appointment, kind) => setPanel({ kind, appointment })} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          ))}
        </>
      )}

      {user.role !== 'doctor' && (
        <WalkInPanel
          client={client}
          onAdded={(text) => {
            setSaid({ ok: true, text });
            setDate(today);
            reload();
          }}
        />
      )}

      {user.role !== 'doctor' && (
        <section aria-labelledby={`${id}-export`} className={styles.card}>
          <h3 id={`${id}-export`} className={styles.subTitle}>
            Export as CSV
          </h3>
          <div className={styles.toolbar}>
            <div className={styles.field}>
              <label htmlFor={`${id}-from`}>From</label>
              <input id={`${id}-from`} type="date" value={exportFrom} onChange={(e) => setExportFrom(e.target.value)} />
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-to`}>To</label>
              <input id={`${id}-to`} type="date" value={exportTo} onChange={(e) => setExportTo(e.target.value)} />
            </div>
            <a className={styles.secondary} href={csvUrl(date, date)} download>
              Download this day
            </a>
            <a className={styles.secondary} href={csvUrl(exportFrom, exportTo)} download>
              Download the range
            </a>
          </div>
        </section>
      )}
    </section>
  );
}
