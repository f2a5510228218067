import { useLayoutEffect, useRef, type ReactNode } from 'react';
import styles from './Desk.module.css';

/**
 * A modal dialog (the browser's own <dialog>): focus moves into it (to the control marked
 * data-autofocus) and stays there, Escape closes it, and focus goes back to where it was.
 */
export function Modal({
  labelledBy,
  describedBy,
  alert = false,
  onClose,
  children,
}: {
  labelledBy: string;
  describedBy?: string;
  alert?: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  // A layout effect: its clean-up runs while the dialog is still in the page, so focus can go back.
  useLayoutEffect(() => {
    const dialog = ref.current;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal?.();
    // The field to fill, or the safe answer to a question, rather than the first control.
    dialog?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      dialog?.close?.();
      if (before?.isConnected) before.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      // A question that needs an answer before anything else: read out as one.
      role={alert ? 'alertdialog' : undefined}
      className={styles.dialog}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {children}
    </dialog>
  );
}
