import { useEffect, useId, useState, type FormEvent } from 'react';
import { type DeskAppointmentRow } from '@hospital/booking-contract';
import { DOCTORS } from '@hospital/hospital-data';
import type { StaffClient } from '../api/staff-client';
import { nameLanguage, readableDay } from '../data/patient';
import { DoctorOptions } from './DoctorOptions';
import styles from './Desk.module.css';

interface Affected {
  appointment: DeskAppointmentRow;
  alternatives: Array<{ slug: string; name: string }>;
  /** The department's nearest other free times, nearest first. */
  later?: Array<{ date: string; time: string; doctors: Array<{ slug: string; name: string }> }>;
}
interface Preview {
  revision: number;
  summary: string;
  patients: Affected[];
}
interface Outcome {
  reference: string;
  outcome: string;
  message: string;
}
/** A leave asked for from elsewhere on the page (the day grid): the doctor and date to fill in; `asked` tells two asks apart. */
export interface LeavePreset {
  doctor: string;
  date: string;
  asked: number;
}
const CANCEL = 'cancel';
/** A choice of another time: the doctor, the date and the time in one option value. */
const laterChoice = (slug: string, date: string, time: string) => `${slug} ${date} ${time}`;

/**
 * A doctor's day (or part of it) off, when patients are booked: the list first, each patient moved to
 * another doctor of the department free at the same time, to another free time of the department, or
 * cancelled with a message; then all of it in
 * one step, each patient told in their own language.
 */
export function LeavePanel({
  client,
  onSignedOut,
  onChanged,
  preset = null,
}: {
  client: StaffClient;
  onSignedOut: (message: string) => void;
  onChanged: () => void;
  preset?: LeavePreset | null;
}) {
  const id = useId();
  const [doctor, setDoctor] = useState<string>(DOCTORS[0].slug);
  const [date, setDate] = useState('');
  const [partOfDay, setPartOfDay] = useState(false);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [reason, setReason] = useState('');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [choices, setChoices] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string; outcomes?: Outcome[] } | null>(null);
  const [busy, setBusy] = useState(false);

  // Filled in from the grid: the reason is what is left to type, so the focus goes there.
  useEffect(() => {
    if (!preset) return;
    setDoctor(preset.doctor);
    setDate(preset.date);
    setPreview(null);
    setResult(null);
    // Focus scrolls the field into view.
    document.getElementById(`${id}-reason`)?.focus();
  }, [preset, id]);

  const leave = () => ({ doctor, date, reason, ...(partOfDay ? { from, to } : {}) });
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPreview(null);
    };

  const show = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    setBusy(true);
    const outcome = await client.post<Preview>('/leave/preview', leave());
    setBusy(false);
    if (!outcome.ok) {
      if (outcome.status === 401) return onSignedOut('Your session has ended. Please sign in again.');
      return setResult({ ok: false, text: outcome.message });
    }
    setPreview(outcome.value);
    // A move where another doctor is free; a cancellation otherwise.
    setChoices(Object.fromEntries(outcome.value.patients.map((p) => [p.appointment.reference, p.alternatives[0]?.slug ?? CANCEL])));
  };

  const apply = async () => {
    if (!preview) return;
    setBusy(true);
    const decisions = preview.patients.map(({ appointment }) => {
      const choice = choices[appointment.reference] ?? CANCEL;
      if (choice === CANCEL) return { reference: appointment.reference, action: 'cancel' as const };
      const [doctor = '', date, time] = choice.split(' ');
      return { reference: appointment.reference, action: 'move' as const, doctor, ...(date && time ? { date, time } : {}) };
    });
    const outcome = await client.post<{ summary: string; results: Outcome[] }>('/leave', {
      ...leave(),
      message,
      revision: preview.revision,
      decisions,
    });
    setBusy(false);
    if (outcome.ok) {
      setResult({ ok: true, text: `${outcome.value.summary}. The booking site uses it at once.`, outcomes: outcome.value.results });
      setPreview(null);
      onChanged();
    } else if (outcome.status === 401) {
      onSignedOut('Your session has ended. Please sign in again.');
    } else {
      const outcomes = Array.isArray(outcome.body?.results) ? (outcome.body.results as Outcome[]) : undefined;
      setResult({ ok: false, text: outcome.message, ...(outcomes ? { outcomes } : {}) });
      if (outcomes) onChanged();
    }
  };

  const cancelling = preview?.patients.some((p) => (choices[p.appointment.reference] ?? CANCEL) === CANCEL) ?? false;
  const doctorName = DOCTORS.find((d) => d.slug === doctor)?.name ?? doctor;
  return (
    <section aria-labelledby={`${id}-title`} className={`${styles.card} ${styles.noPrint}`}>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        Leave
      </h2>
      <form onSubmit={show} className={styles.panel} aria-label="Mark a doctor’s leave">
        <div className={styles.toolbar}>
          <div className={styles.field}>
            <label htmlFor={`${id}-doctor`}>Doctor on leave</label>
            <select id={`${id}-doctor`} value={doctor} onChange={(e) => changed(setDoctor)(e.target.value)}>
              <DoctorOptions />
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-date`}>Date of the leave</label>
            <input id={`${id}-date`} type="date" value={date} required onChange={(e) => changed(setDate)(e.target.value)} />
          </div>
          <label className={styles.check}>
            <input type="checkbox" checked={partOfDay} onChange={(e) => changed(setPartOfDay)(e.target.checked)} />
            Only part of the day
          </label>
          {partOfDay && (
            <>
              <div className={styles.field}>
                <label htmlFor={`${id}-from`}>Away from (HH:MM)</label>
                <input
                  id={`${id}-from`}
                  value={from}
                  required
                  inputMode="numeric"
                  placeholder="14:00"
                  pattern="\d\d:\d\d"
                  onChange={(e) => changed(setFrom)(e.target.value)}
                />
              </div>
              <div className={styles.field}>
                <label htmlFor={`${id}-to`}>Back at (HH:MM)</label>
                <input
                  id={`${id}-to`}
                  value={to}
                  required
                  inputMode="numeric"
                  placeholder="17:00"
                  pattern="\d\d:\d\d"
                  onChange={(e) => changed(setTo)(e.target.value)}
                />
              </div>
            </>
          )}
          <div className={`${styles.field} ${styles.grow}`}>
            <label htmlFor={`${id}-reason`}>Reason (for the schedule and the moved patients)</label>
            <input id={`${id}-reason`} value={reason} required maxLength={200} onChange={(e) => changed(setReason)(e.target.value)} />
          </div>
        </div>
        <div>
          <button type="submit" className={styles.primary} disabled={busy}>
            Show who is booked
          </button>
        </div>
      </form>

      {preview && (
        <div className={styles.panel} aria-live="polite">
          <h3 className={styles.subTitle}>
            {preview.patients.length === 0
              ? `Nobody is booked with ${doctorName} then.`
              : `${preview.patients.length} patient${preview.patients.length === 1 ? ' is' : 's are'} booked with ${doctorName} then: choose for each`}
          </h3>
          {preview.patients.length > 0 && (
            <div className={styles.tableWrap}>
              <table className={styles.table} aria-label="Patients booked during the leave">
                <thead>
                  <tr>
                    <th scope="col">Time</th>
                    <th scope="col">Patient</th>
                    <th scope="col">Reference</th>
                    <th scope="col">What to do</th>
                  </tr>
                </thead>
                <tbody>
                  {preview.patients.map(({ appointment: a, alternatives, later = [] }) => (
                    <tr key={a.reference} data-reference={a.reference}>
                      <td data-label="Time">
                        {readableDay(a.date)} {a.time}
                      </td>
                      <td data-label="Patient">
                        <span lang={nameLanguage(a.fullName)}>{a.fullName}</span>, <a href={`tel:${a.phone}`}>{a.phone}</a>
                      </td>
                      <td data-label="Reference" className={styles.reference}>
                        {a.reference}
                      </td>
                      <td data-label="What to do">
                        <label className="visually-hidden" htmlFor={`${id}-${a.reference}`}>
                          What to do with {a.reference}
                        </label>
                        <select
                          id={`${id}-${a.reference}`}
                          value={choices[a.reference] ?? CANCEL}
                          onChange={(e) => setChoices((c) => ({ ...c, [a.reference]: e.target.value }))}
                        >
                          {alternatives.map((d) => (
                            <option key={d.slug} value={d.slug}>
                              Move to {d.name}, same time
                            </option>
                          ))}
                          {later.flatMap((slot) =>
                            slot.doctors.map((d) => (
                              <option key={laterChoice(d.slug, slot.date, slot.time)} value={laterChoice(d.slug, slot.date, slot.time)}>
                                Move to {d.name}, {readableDay(slot.date)} {slot.time}
                              </option>
                            )),
                          )}
                          <option value={CANCEL}>Cancel and tell the patient</option>
                        </select>
                        {alternatives.length === 0 && (
                          <span className={styles.hint}>
                            {' '}
                            No other doctor of the department is free then{later.length > 0 ? ': other free times are in the list.' : '.'}
                          </span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {cancelling && (
            <div className={styles.field}>
              <label htmlFor={`${id}-message`}>Message to the cancelled patients</label>
              <textarea
                id={`${id}-message`}
                value={message}
                required
                maxLength={500}
                rows={3}
                onChange={(e) => setMessage(e.target.value)}
              />
            </div>
          )}
          <div>
            <button type="button" className={styles.primary} disabled={busy || (cancelling && !message.trim())} onClick={apply}>
              {preview.patients.length === 0 ? 'Mark the leave' : 'Mark the leave, moving and cancelling as chosen'}
            </button>
          </div>
        </div>
      )}

      {result && (
        <div role={result.ok ? 'status' : 'alert'} className={result.ok ? styles.notice : styles.problem}>
          <p>{result.text}</p>
          {result.outcomes && result.outcomes.length > 0 && (
            <ul aria-label="What happened to each patient">
              {result.outcomes.map((o) => (
                <li key={o.reference} data-outcome={o.outcome}>
                  <span className={styles.reference}>{o.reference}</span>: {o.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
