import { useEffect, useId, useState, type FormEvent } from 'react';
import { type FailedWork, type FailedWorkAnswer } from '@hospital/booking-contract';
import { formatRupees } from '@hospital/hospital-data';
import type { StaffClient } from '../api/staff-client';
import { indiaInstant, nameLanguage } from '../data/patient';
import { usePanelAnswers } from '../hooks/usePanelAnswers';
import styles from './Desk.module.css';

const CHANNELS: Readonly<Record<FailedWork['channel'], string>> = { email: 'E-mail', whatsapp: 'WhatsApp message', payment: 'Refund' };
const ACTIONS: Readonly<Record<FailedWork['log'][number]['action'], string>> = {
  given_up: 'Given up',
  retried: 'Tried again',
  refunded_by_hand: 'Refunded by hand',
  settled: 'Settled by hand',
};

const what = (work: FailedWork) =>
  work.channel === 'payment'
    ? `Refund of ${work.amount === null ? 'the payment' : formatRupees(work.amount)}`
    : `${CHANNELS[work.channel]} “${work.kind}”`;

/**
 * Admin: refunds and messages the site stopped trying (refused for good, or failing for hours), with the
 * patient to call and what can be done: try again now, or settle it by hand with a note for the record.
 */
export function FailedWorkPanel({ client, onSignedOut }: { client: StaffClient; onSignedOut: (message: string) => void }) {
  const id = useId();
  const [work, setWork] = useState<FailedWork[] | null>(null);
  const [settling, setSettling] = useState<number | null>(null);
  const [note, setNote] = useState('');

  const { message, messageRef, answered } = usePanelAnswers<FailedWorkAnswer>((answer) => setWork(answer.work), onSignedOut);

  useEffect(() => {
    const controller = new AbortController();
    client.get<FailedWorkAnswer>('/failed-work', controller.signal).then(
      (outcome) => answered(outcome),
      () => undefined,
    );
    return () => controller.abort();
  }, [client, answered]);

  useEffect(() => {
    if (message) messageRef.current?.focus();
  }, [message, messageRef]);

  const retry = async (item: FailedWork) => {
    const outcome = await client.post<FailedWorkAnswer>(`/failed-work/${item.seq}/retry`);
    answered(outcome, `${what(item)} for ${item.reference} is being tried again now.`);
  };

  const settle = async (event: FormEvent, item: FailedWork) => {
    event.preventDefault();
    const outcome = await client.post<FailedWorkAnswer>(`/failed-work/${item.seq}/settle`, { note });
    if (
      answered(
        outcome,
        item.channel === 'payment'
          ? `${what(item)} for ${item.reference} is recorded refunded by hand.`
          : `${what(item)} for ${item.reference} is recorded as settled.`,
      )
    ) {
      setSettling(null);
      setNote('');
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className={styles.card}>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        Failed refunds and messages
      </h2>
      {work === null ? (
        <p className={styles.muted}>Loading…</p>
      ) : work.length === 0 ? (
        <p className={styles.muted}>Nothing has failed: every refund and message went through or is still being tried.</p>
      ) : (
        <ul className={styles.failedList}>
          {work.map((item) => (
            <li key={item.seq} className={styles.failedItem}>
              <h3 className={styles.failedTitle}>
                {what(item)} · {item.reference}
              </h3>
              <dl className={styles.failedFacts}>
                <dt>Patient</dt>
                <dd lang={nameLanguage(item.patient.fullName)}>{item.patient.fullName}</dd>
                <dt>Call</dt>
                <dd>
                  <a href={`tel:+91${item.patient.phone}`}>{item.patient.phone}</a>
                  {item.patient.email && (
                    <>
                      {' · '}
                      <a href={`mailto:${item.patient.email}`}>{item.patient.email}</a>
                    </>
                  )}
                </dd>
                <dt>Why it failed</dt>
                <dd>{item.reason}</dd>
                <dt>When</dt>
                <dd>
                  {item.failedAt ? indiaInstant(item.failedAt) : ''}, after {item.attempts} {item.attempts === 1 ? 'try' : 'tries'}
                </dd>
                {item.log.length > 1 && (
                  <>
                    <dt>Done so far</dt>
                    <dd>
                      {item.log
                        .map(
                          (entry) =>
                            `${ACTIONS[entry.action]}${entry.actor.kind === 'staff' ? ` by ${entry.actor.id}` : ''}, ${indiaInstant(entry.at)}`,
                        )
                        .join('; ')}
                    </dd>
                  </>
                )}
              </dl>
              <div className={styles.actions}>
                <button type="button" className={styles.small} onClick={() => void retry(item)}>
                  Try again now: {item.reference}
                </button>
                <button
                  type="button"
                  className={styles.small}
                  aria-expanded={settling === item.seq}
                  onClick={() => setSettling(settling === item.seq ? null : item.seq)}
                >
                  {item.channel === 'payment' ? 'Mark refunded by hand' : 'Mark handled'}: {item.reference}
                </button>
              </div>
              {settling === item.seq && (
                <form className={styles.toolbar} onSubmit={(event) => void settle(event, item)}>
                  <div className={styles.field}>
                    <label htmlFor={`${id}-note-${item.seq}`}>
                      {item.channel === 'payment' ? 'How it was refunded (for the record)' : 'What was done (for the record)'}
                    </label>
                    <textarea
                      id={`${id}-note-${item.seq}`}
                      value={note}
                      required
                      maxLength={500}
                      rows={2}
                      onChange={(e) => setNote(e.target.value)}
                    />
                  </div>
                  <button type="submit" className={styles.primary}>
                    {item.channel === 'payment' ? 'Record the refund' : 'Record it'}
                  </button>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}
      {message && (
        <p ref={messageRef} tabIndex={-1} role={message.ok ? 'status' : 'alert'} className={message.ok ? styles.notice : styles.error}>
          {message.text}
        </p>
      )}
    </section>
  );
}
