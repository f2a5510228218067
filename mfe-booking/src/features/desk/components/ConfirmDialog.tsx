import { useId } from 'react';
import type { DeskAppointmentRow } from '@hospital/booking-contract';
import { readableDay } from '../data/patient';
import { Modal } from './Modal';
import styles from './Desk.module.css';

export interface ConfirmDialogProps {
  title: string;
  appointment: DeskAppointmentRow;
  /** What happens, in a sentence. */
  consequence: string;
  confirmLabel: string;
  keepLabel: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a change that frees the patient's seat; the safe answer has the focus. */
export function ConfirmDialog({
  title,
  appointment,
  consequence,
  confirmLabel,
  keepLabel,
  busy,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const id = useId();
  return (
    <Modal labelledBy={`${id}-title`} describedBy={`${id}-what`} alert onClose={onClose}>
      <div className={styles.panel}>
        <h2 id={`${id}-title`} className={styles.subTitle}>
          {title}
        </h2>
        <p id={`${id}-what`}>
          {appointment.fullName} ({appointment.reference}), {readableDay(appointment.date)} at {appointment.time} with{' '}
          {appointment.doctorName}. {consequence}
        </p>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.toolbar}>
          <button type="button" className={styles.danger} disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </button>
          <button type="button" className={styles.secondary} data-autofocus onClick={onClose}>
            {keepLabel}
          </button>
        </div>
      </div>
    </Modal>
  );
}
