import { useEffect, useId, useState, type FormEvent } from 'react';
import { formatRupees, paymentText, type DeskAppointmentRow, type SlotsAnswer } from '@hospital/shared-types';
import type { StaffClient } from '../api/staff-client';
import { doctorName } from '../data/day-view';
import styles from './Desk.module.css';

export type PanelKind = 'cancel' | 'reschedule' | 'paid';

export interface ActionPanelProps {
  kind: PanelKind;
  appointment: DeskAppointmentRow;
  client: StaffClient;
  /** The change was made: the message to announce. */
  onDone: (message: string) => void;
  onClose: () => void;
}

/** Cancel (with the reason) or reschedule (to one of the doctor's free times) one appointment. */
export function ActionPanel(props: ActionPanelProps) {
  return props.kind === 'paid' ? <CounterPaymentPanel {...props} /> : <ChangePanel {...props} />;
}

/** Money taken at the counter: how, and how much (the fee quoted when booked, unless the desk says otherwise). */
function CounterPaymentPanel({ appointment, client, onDone, onClose }: ActionPanelProps) {
  const id = useId();
  const [method, setMethod] = useState('cash');
  const [amount, setAmount] = useState(appointment.fee === null ? '' : String(appointment.fee));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const outcome = await client.post(`/appointments/${appointment.reference}/paid-at-counter`, { method, ...(amount.trim() ? { amount: Number(amount.trim()) } : {}) });
    setBusy(false);
    if (outcome.ok) onDone(`${appointment.reference}: ${formatRupees(Number(amount) || 0)} taken at the counter.`);
    else setError(outcome.message);
  };
  return (
    <form className={`${styles.card} ${styles.panel}`} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.subTitle}>
        Paid at the counter: {appointment.reference}
      </h3>
      <p className={styles.muted}>
        {appointment.fullName}, {appointment.date} at {appointment.time}. {paymentText(appointment.payment)}.
      </p>
      <div className={styles.toolbar}>
        <div className={styles.field}>
          <label htmlFor={`${id}-method`}>Paid by</label>
          <select id={`${id}-method`} value={method} autoFocus onChange={(e) => setMethod(e.target.value)}>
            <option value="cash">Cash</option>
            <option value="card">Card</option>
            <option value="upi">UPI</option>
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-amount`}>Amount in rupees</label>
          <input id={`${id}-amount`} inputMode="numeric" value={amount} required onChange={(e) => setAmount(e.target.value)} />
        </div>
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.toolbar}>
        <button type="submit" className={styles.primary} disabled={busy}>
          Record the payment
        </button>
        <button type="button" className={styles.secondary} onClick={onClose}>
          Close
        </button>
      </div>
    </form>
  );
}

function ChangePanel({ kind, appointment, client, onDone, onClose }: ActionPanelProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [date, setDate] = useState(appointment.date);
  const [times, setTimes] = useState<string[] | null>(null);
  const [time, setTime] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (kind !== 'reschedule' || !date) return;
    const controller = new AbortController();
    const query = new URLSearchParams({ service: appointment.service, doctor: appointment.doctor, date });
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
  }, [kind, date, appointment, client]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const path = `/appointments/${appointment.reference}/${kind}`;
    const outcome = await client.post(path, kind === 'cancel' ? { reason } : { date, time, ...(reason ? { reason } : {}) });
    setBusy(false);
    if (outcome.ok) onDone(kind === 'cancel' ? `${appointment.reference} is cancelled; its time is free again.` : `${appointment.reference} moved to ${date} at ${time}.`);
    else setError(outcome.message);
  };

  const title = kind === 'cancel' ? `Cancel ${appointment.reference}` : `Reschedule ${appointment.reference}`;
  return (
    <form className={`${styles.card} ${styles.panel}`} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.subTitle}>
        {title}
      </h3>
      <p className={styles.muted}>
        {appointment.fullName}, {appointment.date} at {appointment.time} with {doctorName(appointment.doctor)}
      </p>
      {kind === 'reschedule' && (
        <div className={styles.toolbar}>
          <div className={styles.field}>
            <label htmlFor={`${id}-date`}>New date</label>
            <input id={`${id}-date`} type="date" value={date} required autoFocus onChange={(e) => setDate(e.target.value)} />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-time`}>Free time</label>
            <select id={`${id}-time`} value={time} required onChange={(e) => setTime(e.target.value)} disabled={!times || times.length === 0}>
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
        <input id={`${id}-reason`} value={reason} maxLength={500} required={kind === 'cancel'} autoFocus={kind === 'cancel'} onChange={(e) => setReason(e.target.value)} />
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.toolbar}>
        <button type="submit" className={styles.primary} disabled={busy || (kind === 'reschedule' && !time)}>
          {kind === 'cancel' ? 'Cancel the appointment' : 'Move the appointment'}
        </button>
        <button type="button" className={styles.secondary} onClick={onClose}>
          Keep it as it is
        </button>
      </div>
    </form>
  );
}
