import { useId } from 'react';
import { indiaInstant } from '../data/patient';
import styles from './Desk.module.css';

/** A check-in's token as the desk reads it out and prints it for the patient. */
export interface TokenSlipData {
  number: number;
  patient: string;
  reference: string;
  doctorName: string;
  /** ISO instant of the check-in. */
  arrivedAt: string;
}

const PRINTING = 'token-slip';

/** Prints the slip alone (the print stylesheet hides the rest while the body is marked). */
function printSlip() {
  document.body.dataset.print = PRINTING;
  const done = () => {
    delete document.body.dataset.print;
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
}

/**
 * The token in large figures, with a printable slip. It takes no focus: the live notice reads the token
 * out, and the focus stays where the receptionist was (the walk-in form, ready for the next patient).
 */
export function TokenSlip({ slip }: { slip: TokenSlipData }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className={styles.tokenSlip}>
      <h2 id={`${id}-title`} className={styles.tokenTitle}>
        Token <span className={styles.tokenNumber}>{slip.number}</span>
      </h2>
      <dl className={styles.tokenFacts}>
        <dt>Patient</dt>
        <dd>{slip.patient}</dd>
        <dt>Doctor</dt>
        <dd>{slip.doctorName}</dd>
        <dt>Arrived</dt>
        <dd>{indiaInstant(slip.arrivedAt)}</dd>
        <dt>Reference</dt>
        <dd>{slip.reference}</dd>
      </dl>
      <button type="button" className={`${styles.secondary} ${styles.noPrint}`} onClick={printSlip}>
        Print token slip
      </button>
    </section>
  );
}
