import type { DeskAction, DeskAppointmentRow } from '@hospital/booking-contract';
import styles from './Desk.module.css';

/** Each action's button; the server says which the signed-in person may take now (`actions`). */
export const ACTION_LABELS: Record<DeskAction, string> = {
  confirm: 'Confirm',
  'check-in': 'Check in',
  complete: 'Complete',
  'no-show': 'No-show',
  reschedule: 'Reschedule',
  cancel: 'Cancel',
  'paid-at-counter': 'Paid at counter',
};
const ORDER: readonly DeskAction[] = ['confirm', 'check-in', 'paid-at-counter', 'complete', 'no-show', 'reschedule', 'cancel'];

export interface RowActionsProps {
  appointment: DeskAppointmentRow;
  onAction: (appointment: DeskAppointmentRow, action: DeskAction) => void;
}

export function RowActions({ appointment, onAction }: RowActionsProps) {
  const allowed = new Set(appointment.actions);
  return (
    <div className={styles.actions}>
      {ORDER.filter((action) => allowed.has(action)).map((action) => (
        <button
          key={action}
          type="button"
          className={action === 'no-show' || action === 'cancel' ? `${styles.small} ${styles.smallDanger}` : styles.small}
          aria-label={`${ACTION_LABELS[action]} ${appointment.reference}`}
          onClick={() => onAction(appointment, action)}
        >
          {ACTION_LABELS[action]}
        </button>
      ))}
    </div>
  );
}
