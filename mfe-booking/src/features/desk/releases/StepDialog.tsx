import { useId } from 'react';
import { Modal } from '../components/Modal';
import styles from '../components/Desk.module.css';

export interface PendingStep {
  title: string;
  /** What happens, in a sentence. */
  consequence: string;
  confirmLabel: string;
  /** Ending a canary is marked as the riskier kind of button. */
  danger: boolean;
  run: () => Promise<void>;
}

/** Asks once before a release changes for visitors; the safe answer has the focus, and a second click does nothing. */
export function StepDialog({
  step,
  busy,
  onConfirm,
  onClose,
}: {
  step: PendingStep;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const id = useId();
  return (
    <Modal labelledBy={`${id}-title`} describedBy={`${id}-what`} alert onClose={onClose}>
      <div className={styles.panel}>
        <h2 id={`${id}-title`} className={styles.subTitle}>
          {step.title}
        </h2>
        <p id={`${id}-what`}>{step.consequence}</p>
        <div className={styles.toolbar}>
          <button type="button" className={step.danger ? styles.danger : styles.primary} disabled={busy} onClick={onConfirm}>
            {step.confirmLabel}
          </button>
          <button type="button" className={styles.secondary} data-autofocus onClick={onClose}>
            Keep things as they are
          </button>
        </div>
      </div>
    </Modal>
  );
}
