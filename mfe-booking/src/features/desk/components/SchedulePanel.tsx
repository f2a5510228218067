import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { hospitalToday } from '@hospital/booking-contract';
import { DOCTORS } from '@hospital/hospital-data';
import type { StaffClient } from '../api/staff-client';
import { readableDay } from '../data/patient';
import { DoctorOptions } from './DoctorOptions';
import styles from './Desk.module.css';

interface Session {
  start: string;
  end: string;
}
type Week = Record<string, Session[]>;
interface DoctorWeek {
  doctor: string;
  doctorName: string;
  slotMinutes: number;
  capacity: number;
  /** The consultation fee in rupees; null: none set. */
  fee?: number | null;
  weekly: Week;
}
interface ScheduleAnswer {
  revision: number;
  lines: string[];
  schedule: {
    doctors: DoctorWeek[];
    datesOff: Array<{ doctor: string | null; doctorName: string | null; date: string; reason: string }>;
    extraSessions: Array<{ doctor: string; doctorName: string; date: string; start: string; end: string }>;
  };
}
interface Stranded {
  reference: string;
  date: string;
  time: string;
  doctorName: string;
  /** The patient to call. */
  name?: string;
  phone?: string;
}
type Result = { ok: boolean; message: string; stranded?: Stranded[] } | null;

const WEEKDAYS = [
  ['mon', 'Monday'],
  ['tue', 'Tuesday'],
  ['wed', 'Wednesday'],
  ['thu', 'Thursday'],
  ['fri', 'Friday'],
  ['sat', 'Saturday'],
  ['sun', 'Sunday'],
] as const;

const DATE_CHANGES = [
  { value: 'off', label: 'A date off (holiday, or a doctor away)' },
  { value: 'on', label: 'Undo a date off' },
  { value: 'extra', label: 'An extra session on a date' },
  { value: 'remove-extra', label: 'Remove a date’s extra sessions' },
] as const;
type DateChange = (typeof DATE_CHANGES)[number]['value'];

const emptyWeek = (): Week => Object.fromEntries(WEEKDAYS.map(([key]) => [key, []]));

/** Admin: each doctor's week as a form (sessions per weekday, slot length, patients per slot), dates off and extra sessions. */
export function SchedulePanel({
  client,
  version = 0,
  onSignedOut,
}: {
  client: StaffClient;
  /** Bumped when the schedule changed elsewhere on the page (a leave): it is read again. */
  version?: number;
  onSignedOut: (message: string) => void;
}) {
  const id = useId();
  const [current, setCurrent] = useState<ScheduleAnswer | null>(null);
  const [doctor, setDoctor] = useState<string>(DOCTORS[0].slug);
  const [week, setWeek] = useState<Week>(emptyWeek);
  const [slotMinutes, setSlotMinutes] = useState('15');
  const [capacity, setCapacity] = useState('1');
  // Empty: no fee (nothing is taken online for this doctor).
  const [fee, setFee] = useState('');
  const [change, setChange] = useState<DateChange>('off');
  const [dateDoctor, setDateDoctor] = useState<string>('hospital');
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [result, setResult] = useState<Result>(null);
  // Where the focus goes once a session is added or removed: a removed session's button would leave it on the page's body.
  const [focusNext, setFocusNext] = useState<string | null>(null);
  useEffect(() => {
    if (!focusNext) return;
    document.getElementById(focusNext)?.focus();
    setFocusNext(null);
  }, [focusNext]);

  const load = useCallback(async () => {
    const outcome = await client.get<ScheduleAnswer>('/schedule');
    if (outcome.ok) setCurrent(outcome.value);
    else if (outcome.status === 401) onSignedOut('Your session has ended. Please sign in again.');
  }, [client, onSignedOut]);
  useEffect(() => {
    void load();
  }, [load, version]);

  // The form shows the chosen doctor's week as it is now.
  useEffect(() => {
    const entry = current?.schedule.doctors.find((d) => d.doctor === doctor);
    if (!entry) return;
    setWeek({ ...emptyWeek(), ...structuredClone(entry.weekly) });
    setSlotMinutes(String(entry.slotMinutes));
    setCapacity(String(entry.capacity));
    setFee(typeof entry.fee === 'number' ? String(entry.fee) : '');
  }, [current, doctor]);

  const send = async (body: Record<string, unknown>) => {
    const outcome = await client.post<ScheduleAnswer & { summary: string }>('/schedule', {
      ...body,
      ...(current ? { revision: current.revision } : {}),
    });
    if (outcome.ok) {
      setResult({ ok: true, message: `${outcome.value.summary}. The booking site uses it at once.` });
      setCurrent(outcome.value);
      return;
    }
    if (outcome.status === 401) return onSignedOut('Your session has ended. Please sign in again.');
    const stranded = Array.isArray(outcome.body?.stranded) ? (outcome.body.stranded as Stranded[]) : undefined;
    setResult({ ok: false, message: outcome.message, ...(stranded ? { stranded } : {}) });
    if (outcome.status === 409 && !stranded) void load();
  };

  const saveWeek = (event: FormEvent) => {
    event.preventDefault();
    void send({
      change: 'week',
      doctor,
      slotMinutes: Number(slotMinutes),
      capacity: Number(capacity),
      fee: fee.trim() === '' ? null : Number(fee.trim()),
      weekly: week,
    });
  };
  const saveDate = (event: FormEvent) => {
    event.preventDefault();
    const who = dateDoctor === 'hospital' ? null : dateDoctor;
    if (change === 'off') void send({ change, doctor: who, date, ...(reason ? { reason } : {}) });
    else if (change === 'on') void send({ change, doctor: who, date });
    else if (change === 'extra') void send({ change, doctor: dateDoctor, date, start, end });
    else void send({ change, doctor: dateDoctor, date });
  };

  const setSession = (day: string, index: number, part: keyof Session, value: string) =>
    setWeek((w) => ({ ...w, [day]: (w[day] ?? []).map((s, i) => (i === index ? { ...s, [part]: value } : s)) }));
  const addSession = (day: string) => {
    setFocusNext(`${id}-${day}-${(week[day] ?? []).length}-start`);
    setWeek((w) => ({ ...w, [day]: [...(w[day] ?? []), { start: '', end: '' }] }));
  };
  const removeSession = (day: string, index: number) => {
    setFocusNext(`${id}-${day}-add`);
    setWeek((w) => ({ ...w, [day]: (w[day] ?? []).filter((_s, i) => i !== index) }));
  };
  const doctorName = DOCTORS.find((d) => d.slug === doctor)?.name ?? doctor;
  const hospitalWide = change === 'off' || change === 'on';
  const today = hospitalToday();
  const upcomingOff = current?.schedule.datesOff.filter((d) => d.date >= today) ?? [];
  const upcomingExtra = current?.schedule.extraSessions.filter((e) => e.date >= today) ?? [];

  return (
    <section aria-labelledby={`${id}-title`} className={`${styles.card} ${styles.noPrint}`}>
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

      {!current && <p className={styles.muted}>Reading the schedule…</p>}
      {/* Shown once the schedule is read: an edit made before would be overwritten by it. */}
      {current && (
        <form onSubmit={saveWeek} className={styles.panel} aria-label="A doctor’s week">
          <h3 className={styles.subTitle}>A doctor’s week</h3>
          <div className={styles.toolbar}>
            <div className={styles.field}>
              <label htmlFor={`${id}-doctor`}>Doctor</label>
              <select id={`${id}-doctor`} value={doctor} onChange={(e) => setDoctor(e.target.value)}>
                <DoctorOptions />
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-slot`}>Minutes per appointment</label>
              <input
                id={`${id}-slot`}
                type="number"
                min={5}
                max={120}
                step={5}
                value={slotMinutes}
                required
                onChange={(e) => setSlotMinutes(e.target.value)}
              />
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-capacity`}>Patients per slot</label>
              <input
                id={`${id}-capacity`}
                type="number"
                min={1}
                max={20}
                value={capacity}
                required
                onChange={(e) => setCapacity(e.target.value)}
              />
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-fee`}>Consultation fee (₹)</label>
              <input id={`${id}-fee`} type="number" min={1} max={100000} step={1} value={fee} onChange={(e) => setFee(e.target.value)} />
            </div>
          </div>
          <div className={styles.week}>
            {WEEKDAYS.map(([day, dayName]) => (
              <fieldset key={day} className={styles.weekday}>
                <legend>{dayName}</legend>
                {(week[day] ?? []).length === 0 && <p className={styles.muted}>No clinic</p>}
                {(week[day] ?? []).map((session, i) => (
                  <div key={i} className={styles.session}>
                    <div className={styles.field}>
                      <label htmlFor={`${id}-${day}-${i}-start`}>
                        {dayName} session {i + 1} from (HH:MM)
                      </label>
                      <input
                        id={`${id}-${day}-${i}-start`}
                        value={session.start}
                        required
                        inputMode="numeric"
                        placeholder="09:00"
                        size={6}
                        onChange={(e) => setSession(day, i, 'start', e.target.value)}
                      />
                    </div>
                    <div className={styles.field}>
                      <label htmlFor={`${id}-${day}-${i}-end`}>
                        {dayName} session {i + 1} until (HH:MM)
                      </label>
                      <input
                        id={`${id}-${day}-${i}-end`}
                        value={session.end}
                        required
                        inputMode="numeric"
                        placeholder="13:00"
                        size={6}
                        onChange={(e) => setSession(day, i, 'end', e.target.value)}
                      />
                    </div>
                    <button type="button" className={styles.small} onClick={() => removeSession(day, i)}>
                      Remove {dayName} session {i + 1}
                    </button>
                  </div>
                ))}
                <button id={`${id}-${day}-add`} type="button" className={styles.small} onClick={() => addSession(day)}>
                  Add a {dayName} session
                </button>
              </fieldset>
            ))}
          </div>
          <div>
            <button type="submit" className={styles.primary}>
              Save {doctorName}’s week
            </button>
          </div>
        </form>
      )}

      <form onSubmit={saveDate} className={styles.panel} aria-label="A date off or an extra session">
        <h3 className={styles.subTitle}>A date off or an extra session</h3>
        <div className={styles.toolbar}>
          <div className={styles.field}>
            <label htmlFor={`${id}-change`}>Change</label>
            <select
              id={`${id}-change`}
              value={change}
              onChange={(e) => {
                const next = e.target.value as DateChange;
                setChange(next);
                if (dateDoctor === 'hospital' && next !== 'off' && next !== 'on') setDateDoctor(DOCTORS[0].slug);
              }}
            >
              {DATE_CHANGES.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-date-doctor`}>For</label>
            <select id={`${id}-date-doctor`} value={dateDoctor} onChange={(e) => setDateDoctor(e.target.value)}>
              {hospitalWide && <option value="hospital">The whole hospital</option>}
              <DoctorOptions />
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-date`}>On</label>
            <input id={`${id}-date`} type="date" value={date} required onChange={(e) => setDate(e.target.value)} />
          </div>
          {change === 'off' && (
            <div className={`${styles.field} ${styles.grow}`}>
              <label htmlFor={`${id}-reason`}>Reason (optional)</label>
              <input id={`${id}-reason`} value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
            </div>
          )}
          {change === 'extra' && (
            <>
              <div className={styles.field}>
                <label htmlFor={`${id}-start`}>From (HH:MM)</label>
                <input
                  id={`${id}-start`}
                  value={start}
                  required
                  inputMode="numeric"
                  placeholder="17:00"
                  size={6}
                  onChange={(e) => setStart(e.target.value)}
                />
              </div>
              <div className={styles.field}>
                <label htmlFor={`${id}-end`}>Until (HH:MM)</label>
                <input
                  id={`${id}-end`}
                  value={end}
                  required
                  inputMode="numeric"
                  placeholder="19:00"
                  size={6}
                  onChange={(e) => setEnd(e.target.value)}
                />
              </div>
            </>
          )}
          <button type="submit" className={styles.primary}>
            Apply change
          </button>
        </div>
        <p className={styles.hint}>A doctor away with patients booked: use Leave below, which moves or cancels them first.</p>
        {upcomingOff.length + upcomingExtra.length > 0 && (
          <ul aria-label="Dates off and extra sessions from today">
            {upcomingOff.map((d) => (
              <li key={`off-${d.doctor ?? 'hospital'}-${d.date}`}>
                {readableDay(d.date)}: {d.doctorName ?? 'the whole hospital'} off{d.reason ? ` (${d.reason})` : ''}
              </li>
            ))}
            {upcomingExtra.map((e) => (
              <li key={`extra-${e.doctor}-${e.date}-${e.start}`}>
                {readableDay(e.date)}: extra session of {e.doctorName}, {e.start}–{e.end}
              </li>
            ))}
          </ul>
        )}
      </form>

      {result && (
        <div role={result.ok ? 'status' : 'alert'} className={result.ok ? styles.notice : styles.problem}>
          <p>{result.message}</p>
          {result.stranded && (
            <ul aria-label="Appointments that would no longer fit">
              {result.stranded.map((s) => (
                <li key={s.reference} data-stranded={s.reference}>
                  <span className={styles.reference}>{s.reference}</span> {readableDay(s.date)} {s.time}, {s.doctorName}
                  {s.name && (
                    <>
                      : {s.name}
                      {s.phone && (
                        <>
                          , <a href={`tel:${s.phone}`}>{s.phone}</a>
                        </>
                      )}
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
