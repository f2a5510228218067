import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { DOCTORS, formatRupees } from '@hospital/shared-types';
import type { StaffClient } from '../api/staff-client';
import styles from './Desk.module.css';

interface Session {
  start: string;
  end: string;
}

interface DoctorWeek {
  doctor: string;
  slotMinutes: number;
  capacity: number;
  /** The consultation fee in rupees; null: none set. */
  fee?: number | null;
  weekly: Record<string, Session[]>;
}

interface ScheduleAnswer {
  revision: number;
  lines: string[];
  schedule: { doctors: DoctorWeek[] };
}

/** '09:00-13:00,17:00-19:00' as sessions; the server checks each time. */
const sessionsOf = (text: string): Session[] =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [start = '', end = ''] = part.split('-').map((t) => t.trim());
      return { start, end };
    });

interface Stranded {
  reference: string;
  date: string;
  time: string;
  doctorName: string;
}

const CHANGES = [
  { value: 'set', label: 'Weekly sessions of a weekday' },
  { value: 'off', label: 'A date off (leave or holiday)' },
  { value: 'on', label: 'Undo a date off' },
  { value: 'extra', label: 'An extra session on a date' },
  { value: 'remove-extra', label: 'Remove a date’s extra sessions' },
  { value: 'slot', label: 'Minutes per appointment' },
  { value: 'capacity', label: 'Patients per slot' },
  { value: 'fee', label: 'Consultation fee' },
] as const;
type Change = (typeof CHANGES)[number]['value'];

const WEEKDAYS = [
  ['mon', 'Monday'],
  ['tue', 'Tuesday'],
  ['wed', 'Wednesday'],
  ['thu', 'Thursday'],
  ['fri', 'Friday'],
  ['sat', 'Saturday'],
  ['sun', 'Sunday'],
] as const;

const feeNow = (week: DoctorWeek | undefined) => (typeof week?.fee === 'number' ? formatRupees(week.fee) : 'none set');

/** Admin: doctors' weekly sessions, dates off and extra sessions. A change that strands bookings is refused with the list. */
export function SchedulePanel({ client, onSignedOut }: { client: StaffClient; onSignedOut: (message: string) => void }) {
  const id = useId();
  const [current, setCurrent] = useState<ScheduleAnswer | null>(null);
  const [change, setChange] = useState<Change>('set');
  const [doctor, setDoctor] = useState<string>(DOCTORS[0].slug);
  const [weekday, setWeekday] = useState('mon');
  const [sessions, setSessions] = useState('');
  const [date, setDate] = useState('');
  const [session, setSession] = useState('');
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState('');
  const [result, setResult] = useState<{ ok: boolean; message: string; stranded?: Stranded[] } | null>(null);

  const load = useCallback(async () => {
    const outcome = await client.get<ScheduleAnswer>('/schedule');
    if (outcome.ok) setCurrent(outcome.value);
    else if (outcome.status === 401) onSignedOut('Your session has ended. Please sign in again.');
  }, [client, onSignedOut]);

  useEffect(() => {
    void load();
  }, [load]);

  /** The change as the API takes it: a doctor's whole week, a date off or back on, an extra session. */
  const body = (): Record<string, unknown> => {
    const week = current?.schedule.doctors.find((d) => d.doctor === doctor);
    const whole = (changes: Partial<DoctorWeek>) => ({
      change: 'week',
      doctor,
      slotMinutes: week?.slotMinutes ?? 15,
      capacity: week?.capacity ?? 1,
      weekly: week?.weekly ?? {},
      ...changes,
    });
    switch (change) {
      case 'set':
        return whole({ weekly: { ...(week?.weekly ?? {}), [weekday]: sessionsOf(sessions) } });
      case 'slot':
        return whole({ slotMinutes: Number(amount.trim()) });
      case 'capacity':
        return whole({ capacity: Number(amount.trim()) });
      case 'fee':
        // Empty: no fee (nothing is then taken online for this doctor).
        return whole({ fee: amount.trim() === '' ? null : Number(amount.trim()) });
      case 'off':
        return { change, doctor: doctor === 'hospital' ? null : doctor, date, reason };
      case 'on':
        return { change, doctor: doctor === 'hospital' ? null : doctor, date };
      case 'remove-extra':
        return { change, doctor, date };
      case 'extra': {
        const [first] = sessionsOf(session);
        return { change, doctor, date, start: first?.start ?? '', end: first?.end ?? '' };
      }
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await client.post<ScheduleAnswer & { summary: string }>('/schedule', { ...body(), ...(current ? { revision: current.revision } : {}) });
    if (outcome.ok) {
      setResult({ ok: true, message: `${outcome.value.summary}. The booking site uses it at once.` });
      setCurrent(outcome.value);
    } else {
      if (outcome.status === 401) return onSignedOut('Your session has ended. Please sign in again.');
      const stranded = Array.isArray(outcome.body?.stranded) ? (outcome.body.stranded as Stranded[]) : undefined;
      setResult({ ok: false, message: outcome.message, ...(stranded ? { stranded } : {}) });
      if (outcome.status === 409 && !stranded) void load();
    }
  };

  const needsDate = change === 'off' || change === 'on' || change === 'extra' || change === 'remove-extra';
  return (
    <section aria-labelledby={`${id}-title`} className={styles.card}>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        Schedules
      </h2>
      {current && (
        <details className={styles.scheduleNow}>
          <summary>The schedule now (revision {current.revision})</summary>
          <ul>
            {current.lines.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </details>
      )}
      <form onSubmit={submit} className={styles.toolbar} aria-label="Change a schedule">
        <div className={styles.field}>
          <label htmlFor={`${id}-change`}>Change</label>
          <select
            id={`${id}-change`}
            value={change}
            onChange={(e) => {
              const next = e.target.value as Change;
              setChange(next);
              if (doctor === 'hospital' && next !== 'off' && next !== 'on') setDoctor(DOCTORS[0].slug);
            }}
          >
            {CHANGES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-doctor`}>Doctor</label>
          <select id={`${id}-doctor`} value={doctor} onChange={(e) => setDoctor(e.target.value)}>
            {(change === 'off' || change === 'on') && <option value="hospital">Whole hospital</option>}
            {DOCTORS.map((d) => (
              <option key={d.slug} value={d.slug}>
                {d.name}
              </option>
            ))}
          </select>
        </div>
        {change === 'set' && (
          <>
            <div className={styles.field}>
              <label htmlFor={`${id}-weekday`}>Weekday</label>
              <select id={`${id}-weekday`} value={weekday} onChange={(e) => setWeekday(e.target.value)}>
                {WEEKDAYS.map(([key, name]) => (
                  <option key={key} value={key}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
            <div className={`${styles.field} ${styles.grow}`}>
              <label htmlFor={`${id}-sessions`}>Sessions (e.g. 09:00-13:00,17:00-19:00; empty: no clinic)</label>
              <input id={`${id}-sessions`} value={sessions} onChange={(e) => setSessions(e.target.value)} />
            </div>
          </>
        )}
        {needsDate && (
          <div className={styles.field}>
            <label htmlFor={`${id}-date`}>On</label>
            <input id={`${id}-date`} type="date" value={date} required onChange={(e) => setDate(e.target.value)} />
          </div>
        )}
        {change === 'off' && (
          <div className={`${styles.field} ${styles.grow}`}>
            <label htmlFor={`${id}-reason`}>Reason (optional)</label>
            <input id={`${id}-reason`} value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
          </div>
        )}
        {change === 'extra' && (
          <div className={styles.field}>
            <label htmlFor={`${id}-session`}>Session (HH:MM-HH:MM)</label>
            <input id={`${id}-session`} value={session} required onChange={(e) => setSession(e.target.value)} />
          </div>
        )}
        {(change === 'slot' || change === 'capacity') && (
          <div className={styles.field}>
            <label htmlFor={`${id}-amount`}>{change === 'slot' ? 'Minutes' : 'Patients'}</label>
            <input id={`${id}-amount`} inputMode="numeric" value={amount} required onChange={(e) => setAmount(e.target.value)} />
          </div>
        )}
        {change === 'fee' && (
          <div className={styles.field}>
            <label htmlFor={`${id}-fee`}>Fee in rupees (now {feeNow(current?.schedule.doctors.find((d) => d.doctor === doctor))})</label>
            <input id={`${id}-fee`} inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value)} />
          </div>
        )}
        <button type="submit" className={styles.primary}>
          Apply change
        </button>
      </form>
      {result && (
        <div role={result.ok ? 'status' : 'alert'} className={result.ok ? styles.notice : styles.problem}>
          <p>{result.message}</p>
          {result.stranded && (
            <ul aria-label="Appointments that would no longer fit">
              {result.stranded.map((s) => (
                <li key={s.reference} data-stranded={s.reference}>
                  <span className={styles.reference}>{s.reference}</span> {s.date} {s.time}, {s.doctorName}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
