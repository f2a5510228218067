import type { DeskAction, DeskAppointmentRow, StaffRoleName } from '@hospital/shared-types';
import type { PanelKind } from './ActionPanel';
import styles from './Desk.module.css';

/** The one-click changes; the server says which of them the signed-in person may make now (`actions`). */
const QUICK: Array<{ path: DeskAction; label: string; done: string }> = [
  { path: 'confirm', label: 'Confirm', done: 'confirmed' },
  { path: 'check-in', label: 'Check in', done: 'checked in' },
  { path: 'complete', label: 'Complete', done: 'completed' },
  { path: 'no-show', label: 'No-show', done: 'marked as a no-show' },
];

export interface RowActionsProps {
  appointment: DeskAppointmentRow;
  role: StaffRoleName;
  onQuick: (appointment: DeskAppointmentRow, path: string, done: string) => void;
  onPanel: (appointment: DeskAppointmentRow, kind: PanelKind) => void;
}

export function RowActions({ appointment, onQuick, onPanel }: RowActionsProps) {
  const allowed = new Set(appointment.actions);
  const quick = QUICK.filter((q) => allowed.has(q.path));
  const movable = allowed.has('reschedule') && allowed.has('cancel');
  return (
    <div className={styles.actions}>
      {quick.map((q) => (
        <button key={q.path} type="button" className={styles.small} aria-label={`${q.label} ${appointment.reference}`} onClick={() => onQuick(appointment, q.path, q.done)}>
          {q.label}
        </button>
      ))}
      {allowed.has('paid-at-counter') && (
        <button type="button" className={styles.small} aria-label={`Paid at counter ${appointment.reference}`} onClick={() => onPanel(appointment, 'paid')}>
          Paid at counter
        </button>
      )}
      {movable && (
        <>
          <button type="button" className={styles.small} aria-label={`Reschedule ${appointment.reference}`} onClick={() => onPanel(appointment, 'reschedule')}>
            Reschedule
          </button>
          <button type="button" className={styles.small} aria-label={`Cancel ${appointment.reference}`} onClick={() => onPanel(appointment, 'cancel')}>
            Cancel
          </button>
        </>
      )}
    </div>
  );
}
