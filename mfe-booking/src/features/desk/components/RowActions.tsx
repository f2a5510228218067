import { useId, useState } from 'react';
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

/** 'check in', 'check in or complete', 'check in, complete or no-show'. */
const orList = (actions: readonly DeskAction[]) => {
  const words = actions.map((action) => ACTION_LABELS[action].toLowerCase());
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
};

export interface RowActionsProps {
  appointment: DeskAppointmentRow;
  onAction: (appointment: DeskAppointmentRow, action: DeskAction) => void;
}

/** The actions open now, and on demand why the others are not open yet (the server's words: the rule the API applies). */
export function RowActions({ appointment, onAction }: RowActionsProps) {
  const id = useId();
  const [why, setWhy] = useState(false);
  const allowed = new Set(appointment.actions);
  const notYet = [...(appointment.notYet ?? [])].sort((a, b) => ORDER.indexOf(a.action) - ORDER.indexOf(b.action));
  const question = `Why not ${orList(notYet.map((n) => n.action))}?`;
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
      {notYet.length > 0 && (
        <>
          <button
            type="button"
            className={`${styles.small} ${styles.whyNot}`}
            aria-expanded={why}
            aria-controls={`${id}-why`}
            aria-label={`${question} ${appointment.reference}`}
            onClick={() => setWhy((open) => !open)}
          >
            {question}
          </button>
          <ul id={`${id}-why`} className={styles.whyList} hidden={!why}>
            {notYet.map(({ action, reason }) => (
              <li key={action}>
                <strong>{ACTION_LABELS[action]}:</strong> {reason}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
