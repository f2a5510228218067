import { useEffect, useId, useState, type FormEvent } from 'react';
import { hospitalToday, type DeskActionAnswer, type DeskAppointmentRow, type SlotsAnswer } from '@hospital/booking-contract';
import { doctorsOf, findDoctorIdentity } from '@hospital/hospital-data';
import type { StaffClient } from '../api/staff-client';
import { readableDay, shortDay } from '../data/patient';
import { clockWords } from '../data/slot-words';
import { Modal } from './Modal';
import styles from './Desk.module.css';

export type PanelKind = 'cancel' | 'reschedule';

export interface ActionPanelProps {
  kind: PanelKind;
  appointment: DeskAppointmentRow;
  client: StaffClient;
  /** The change was made: what to announce, and the server's answer (its undo). */
  onDone: (message: string, answer: DeskActionAnswer) => void;
  onClose: () => void;
  onSignedOut: (message: string) => void;
}

/**
 * Cancel (with the reason the patient is told) or reschedule (to a free time of the doctor or of another
 * doctor of the department) one appointment, in a dialog: the second step that keeps a mis-click from freeing a patient's seat.
 */
export function ActionPanel({ kind, appointment, client, onDone, onClose, onSignedOut }: ActionPanelProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [date, setDate] = useState(appointment.date);
  const [doctor, setDoctor] = useState(appointment.doctor);
  const [times, setTimes] = useState<string[] | null>(null);
  const [time, setTime] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (kind !== 'reschedule' || !date) return;
    const controller = new AbortController();
    const query = new URLSearchParams({ service: appointment.service, doctor, date });
    client.get<SlotsAnswer>(`/slots?${query.toString()}`, controller.signal).then(
      (outcome) => {
        const free = outcome.ok ? outcome.value.slots.map((s) => s.time) : [];
        setTimes(free);
        setTime(free[0] ?? '');
        if (!outcome.ok) setError(outcome.message);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [kind, date, doctor, appointment, client]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const path = `/appointments/${appointment.reference}/${kind}`;
    const outcome = await client.post<DeskActionAnswer>(
      path,
      kind === 'cancel' ? { reason } : { date, time, ...(doctor !== appointment.doctor ? { doctor } : {}), ...(reason ? { reason } : {}) },
    );
    setBusy(false);
    if (outcome.ok) {
      onDone(
        kind === 'cancel'
          ? `${appointment.reference} is cancelled; its time is free again. The patient is told.`
          : `${appointment.reference} moved to ${shortDay(date, hospitalToday(new Date()))} at ${clockWords(time)}${doctor !== appointment.doctor ? ` with ${findDoctorIdentity(doctor)?.name ?? doctor}` : ''}. The patient is told.`,
        outcome.value,
      );
    } else if (outcome.status === 401) {
      onSignedOut('Your session has ended. Please sign in again.');
    } else {
      setError(outcome.message);
    }
  };

  const title = kind === 'cancel' ? `Cancel ${appointment.reference}` : `Reschedule ${appointment.reference}`;
  return (
    <Modal labelledBy={`${id}-title`} onClose={onClose}>
      <form className={styles.panel} onSubmit={submit} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className={styles.subTitle}>
          {title}
        </h2>
        <p className={styles.muted}>
          {appointment.fullName}, {readableDay(appointment.date)} at {appointment.time} with {appointment.doctorName}
        </p>
        {kind === 'reschedule' && (
          <div className={styles.toolbar}>
            <div className={styles.field}>
              <label htmlFor={`${id}-doctor`}>Doctor</label>
              <select id={`${id}-doctor`} value={doctor} data-autofocus onChange={(e) => setDoctor(e.target.value)}>
                {doctorsOf(appointment.service).map((d) => (
                  <option key={d.slug} value={d.slug}>
                    {d.name}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-date`}>New date</label>
              <input id={`${id}-date`} type="date" value={date} required onChange={(e) => setDate(e.target.value)} />
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-time`}>Free time</label>
              <select
                id={`${id}-time`}
                value={time}
                required
                onChange={(e) => setTime(e.target.value)}
                disabled={!times || times.length === 0}
              >
                {times?.length === 0 && <option value="">No free time on this date</option>}
                {times?.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </select>
            </div>
          </div>
        )}
        <div className={styles.field}>
          <label htmlFor={`${id}-reason`}>{kind === 'cancel' ? 'Reason (told to the patient)' : 'Note (optional)'}</label>
          <input
            id={`${id}-reason`}
            value={reason}
            maxLength={500}
            required={kind === 'cancel'}
            data-autofocus={kind === 'cancel' ? true : undefined}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.toolbar}>
          <button
            type="submit"
            className={kind === 'cancel' ? styles.danger : styles.primary}
            disabled={busy || (kind === 'reschedule' && !time)}
          >
            {kind === 'cancel' ? 'Cancel the appointment' : 'Move the appointment'}
          </button>
          <button type="button" className={styles.secondary} onClick={onClose}>
            Keep it as it is
          </button>
        </div>
      </form>
    </Modal>
  );
}
