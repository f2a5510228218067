import { useId, useState, type FormEvent } from 'react';
import { paymentText, type DeskAppointmentRow } from '@hospital/booking-contract';
import { formatRupees } from '@hospital/hospital-data';
import type { StaffClient } from '../api/staff-client';
import { readableDay } from '../data/patient';
import { Modal } from './Modal';
import styles from './Desk.module.css';

export interface CounterPaymentPanelProps {
  appointment: DeskAppointmentRow;
  client: StaffClient;
  onDone: (message: string) => void;
  onClose: () => void;
  onSignedOut: (message: string) => void;
}

/** Money taken at the counter: how, and how much (the fee quoted when booked, unless the desk says otherwise). */
export function CounterPaymentPanel({ appointment, client, onDone, onClose, onSignedOut }: CounterPaymentPanelProps) {
  const id = useId();
  const [method, setMethod] = useState('cash');
  const [amount, setAmount] = useState(appointment.fee === null ? '' : String(appointment.fee));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const rupees = Number(amount.trim());
    const outcome = await client.post(`/appointments/${appointment.reference}/paid-at-counter`, {
      method,
      ...(amount.trim() ? { amount: rupees } : {}),
    });
    setBusy(false);
    if (outcome.ok) onDone(`${appointment.reference}: ${formatRupees(rupees)} taken at the counter.`);
    else if (outcome.status === 401) onSignedOut('Your session has ended. Please sign in again.');
    else setError(outcome.message);
  };
  return (
    <Modal labelledBy={`${id}-title`} onClose={onClose}>
      <form className={styles.panel} onSubmit={submit} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className={styles.subTitle}>
          Paid at the counter: {appointment.reference}
        </h2>
        <p className={styles.muted}>
          {appointment.fullName}, {readableDay(appointment.date)} at {appointment.time} with {appointment.doctorName}.{' '}
          {paymentText(appointment.payment)}.
        </p>
        <div className={styles.toolbar}>
          <div className={styles.field}>
            <label htmlFor={`${id}-method`}>Paid by</label>
            <select id={`${id}-method`} value={method} data-autofocus onChange={(e) => setMethod(e.target.value)}>
              <option value="cash">Cash</option>
              <option value="card">Card</option>
              <option value="upi">UPI</option>
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-amount`}>Amount in rupees</label>
            <input
              id={`${id}-amount`}
              inputMode="numeric"
              pattern="[0-9]*"
              value={amount}
              required
              onChange={(e) => setAmount(e.target.value)}
            />
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
    </Modal>
  );
}
