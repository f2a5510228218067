import { canTransition, isAppointmentStatus, type AppointmentStatus, type DeskAppointmentRow, type StaffRoleName } from '@hospital/shared-types';
import type { PanelKind } from './ActionPanel';
import styles from './Desk.module.css';

/** The one-click changes, what each needs from the current status, and who may make it. */
const QUICK: Array<{ path: string; to: AppointmentStatus; label: string; roles: readonly StaffRoleName[]; done: string }> = [
  { path: 'confirm', to: 'confirmed', label: 'Confirm', roles: ['desk', 'admin'], done: 'confirmed' },
  { path: 'check-in', to: 'checked_in', label: 'Check in', roles: ['desk', 'admin'], done: 'checked in' },
  { path: 'complete', to: 'completed', label: 'Complete', roles: ['desk', 'doctor', 'admin'], done: 'completed' },
  { path: 'no-show', to: 'no_show', label: 'No-show', roles: ['desk', 'doctor', 'admin'], done: 'marked as a no-show' },
];

export interface RowActionsProps {
  appointment: DeskAppointmentRow;
  role: StaffRoleName;
  onQuick: (appointment: DeskAppointmentRow, path: string, done: string) => void;
  onPanel: (appointment: DeskAppointmentRow, kind: PanelKind) => void;
}

export function RowActions({ appointment, role, onQuick, onPanel }: RowActionsProps) {
  const status = appointment.status;
  if (!isAppointmentStatus(status)) return null;
  const quick = QUICK.filter((q) => q.roles.includes(role) && canTransition(status, q.to));
  const desk = role !== 'doctor';
  const movable = desk && (status === 'booked' || status === 'confirmed');
  return (
    <div className={styles.actions}>
      {quick.map((q) => (
        <button key={q.path} type="button" className={styles.small} aria-label={`${q.label} ${appointment.reference}`} onClick={() => onQuick(appointment, q.path, q.done)}>
          {q.label}
        </button>
      ))}
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
