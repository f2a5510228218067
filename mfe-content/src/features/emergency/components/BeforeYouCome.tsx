import { site, telUrl } from '@hospital/shared-types';
import styles from './Emergency.module.css';

const BRING = [
  'The patient’s phone and a photo ID (Aadhaar, driving licence or any card with a photo)',
  'Every medicine the patient takes, or a photo of the strips',
  'Recent reports, discharge summaries and prescriptions, if they are at hand',
  'A health insurance card or policy number',
];

/** What to bring, and the pharmacy that never closes. */
export function BeforeYouCome() {
  return (
    <div className={styles.columns}>
      <section aria-labelledby="bring-heading">
        <h2 id="bring-heading">What to bring</h2>
        <p>Do not wait to collect papers: come first. If you can, bring:</p>
        <ul className={styles.list}>
          {BRING.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="pharmacy-heading">
        <h2 id="pharmacy-heading">Pharmacy</h2>
        <p>
          Our pharmacy beside the emergency department is open {site.openingHours.pharmacy}. It keeps emergency medicines,
          insulin and baby food, and fills prescriptions from any doctor.
        </p>
        <p>
          Ask about a medicine: <a href={telUrl()}>{site.phoneDisplay}</a>
        </p>
      </section>
    </div>
  );
}
