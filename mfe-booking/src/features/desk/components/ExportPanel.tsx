import { useId, useState } from 'react';
import { csvUrl } from '../api/staff-client';
import styles from './Desk.module.css';

/** The day, or a range of days, as a CSV file for a spreadsheet (India time, every field, formula-safe). */
export function ExportPanel({ date, today }: { date: string; today: string }) {
  const id = useId();
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  return (
    <section aria-labelledby={`${id}-export`} className={`${styles.card} ${styles.noPrint}`}>
      <h2 id={`${id}-export`} className={styles.cardTitle}>
        Export as CSV
      </h2>
      <div className={styles.toolbar}>
        <div className={styles.field}>
          <label htmlFor={`${id}-from`}>From</label>
          <input id={`${id}-from`} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-to`}>To</label>
          <input id={`${id}-to`} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </div>
        <a className={styles.secondary} href={csvUrl(date, date)} download>
          Download the day shown
        </a>
        <a className={styles.secondary} href={csvUrl(from, to)} download>
          Download the range
        </a>
      </div>
    </section>
  );
}
