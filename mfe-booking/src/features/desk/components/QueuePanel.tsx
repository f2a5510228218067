import { useCallback, useEffect, useId, useState } from 'react';
import type { CallNextAnswer, DeskActionAnswer, QueueAnswer, QueuedPatient, StaffAccount } from '@hospital/booking-contract';
import { DOCTORS } from '@hospital/hospital-data';
import type { StaffClient } from '../api/staff-client';
import { useRefreshWhileVisible } from '../hooks/useRefreshWhileVisible';
import { DoctorOptions } from './DoctorOptions';
import styles from './Desk.module.css';

export interface QueuePanelProps {
  client: StaffClient;
  user: StaffAccount;
  /** Bumped after every change the desk makes (a check-in): the queue is read again. */
  version: number;
  onSignedOut: (message: string) => void;
}

/** How often an open queue is read again: who arrived, who went in, minutes waited. Quiet: nothing is announced. */
export const QUEUE_REFRESH_MS = 20_000;

const waited = (minutes: number) => (minutes === 1 ? '1 minute' : `${minutes} minutes`);

/** A doctor's queue today: who is with the doctor, who waits in token order and for how long; call next, mark done. */
export function QueuePanel({ client, user, version, onSignedOut }: QueuePanelProps) {
  const id = useId();
  const own = user.role === 'doctor' ? (user.doctor ?? '') : null;
  const [doctor, setDoctor] = useState(own ?? DOCTORS[0]?.slug ?? '');
  const [queue, setQueue] = useState<QueueAnswer | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [reads, setReads] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    client.get<QueueAnswer>(`/queue?doctor=${encodeURIComponent(doctor)}`, controller.signal).then(
      (outcome) => {
        if (outcome.ok) return setQueue(outcome.value);
        if (outcome.status === 401) return onSignedOut('Your session has ended. Please sign in again.');
        setMessage({ ok: false, text: outcome.message });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [client, doctor, version, reads, onSignedOut]);

  useRefreshWhileVisible(
    useCallback(() => setReads((n) => n + 1), []),
    QUEUE_REFRESH_MS,
  );

  const after = useCallback((ok: boolean, text: string) => {
    setMessage({ ok, text });
    setReads((n) => n + 1);
  }, []);

  const callNext = async () => {
    const outcome = await client.post<CallNextAnswer>(`/queue/${encodeURIComponent(doctor)}/call-next`);
    if (!outcome.ok) return after(false, outcome.message);
    const { called } = outcome.value;
    after(true, called ? `Token ${called.token}, ${called.fullName}: please go in to the doctor.` : 'Nobody is waiting.');
  };

  const markDone = async (patient: QueuedPatient) => {
    const outcome = await client.post<DeskActionAnswer>(`/appointments/${patient.reference}/complete`);
    after(outcome.ok, outcome.ok ? `Token ${patient.token}, ${patient.fullName}: visit done.` : outcome.message);
  };

  return (
    <section aria-labelledby={`${id}-title`} className={`${styles.card} ${styles.noPrint}`}>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        Queue today
      </h2>
      <div className={styles.toolbar}>
        {own === null && (
          <div className={styles.field}>
            <label htmlFor={`${id}-doctor`}>Doctor</label>
            <select id={`${id}-doctor`} value={doctor} onChange={(e) => setDoctor(e.target.value)}>
              <DoctorOptions />
            </select>
          </div>
        )}
        <button type="button" className={styles.primary} onClick={callNext}>
          Call the next patient
        </button>
      </div>
      <p role="status" className={message?.ok === false ? styles.problem : styles.notice}>
        {message?.text ?? ''}
      </p>
      {queue && (
        <>
          <h3 className={styles.queueHeading}>With the doctor</h3>
          {queue.withDoctor.length === 0 ? (
            <p className={styles.muted}>Nobody just now.</p>
          ) : (
            <ul className={styles.queueList}>
              {queue.withDoctor.map((p) => (
                <li key={p.reference}>
                  <span className={styles.queueToken}>Token {p.token}</span> {p.fullName}{' '}
                  <button type="button" className={styles.small} onClick={() => void markDone(p)}>
                    Mark token {p.token} done
                  </button>
                </li>
              ))}
            </ul>
          )}
          <h3 className={styles.queueHeading}>Waiting ({queue.waiting.length})</h3>
          {queue.waiting.length === 0 ? (
            <p className={styles.muted}>Nobody is waiting.</p>
          ) : (
            <ol className={styles.queueList} aria-label="Waiting, in token order">
              {queue.waiting.map((p) => (
                <li key={p.reference}>
                  <span className={styles.queueToken}>Token {p.token}</span> {p.fullName}, waiting {waited(p.waitedMinutes)}
                </li>
              ))}
            </ol>
          )}
          <p className={styles.muted}>Done today: {queue.done}</p>
        </>
      )}
    </section>
  );
}
