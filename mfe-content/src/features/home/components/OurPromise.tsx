import { BedDouble, FlaskConical, HeartHandshake, Pill, ScanLine, ShieldCheck, Siren, Wallet } from 'lucide-react';
import { SectionHeading } from '../../../components/SectionHeading';
import section from '../../../components/Section.module.css';
import styles from './OurPromise.module.css';

const PROMISES = [
  { icon: HeartHandshake, title: 'We listen first', text: 'Every consultation starts with your story, not a prescription pad.' },
  { icon: Wallet, title: 'Clear costs', text: 'We explain the likely bill before any test or procedure, in writing.' },
  { icon: ShieldCheck, title: 'Safe care', text: 'Strict infection control, checked medicines and a monthly review of every complication.' },
  { icon: Siren, title: 'Never closed', text: 'Emergency, ambulance and pharmacy stay open all night, every night.' },
];

const FACILITIES = [
  { icon: Siren, label: '24-hour emergency and ambulance' },
  { icon: Pill, label: '24-hour pharmacy' },
  { icon: FlaskConical, label: 'NABL-standard laboratory' },
  { icon: ScanLine, label: 'Digital X-ray, ultrasound and echo' },
  { icon: BedDouble, label: 'ICU, wards and private rooms' },
  { icon: ShieldCheck, label: 'Modular operation theatres' },
];

/** The About page's values and facilities. */
export function OurPromise() {
  return (
    <section className={section.tinted} aria-labelledby="promise-heading">
      <div className="container">
        <SectionHeading
          id="promise-heading"
          kicker="Our Promise"
          title="What you can expect from us"
          intro="Ashraya means shelter. We opened in Kompally so that families in the north of the city would not have to cross Hyderabad for good care."
        />
        <ul className={styles.promises}>
          {PROMISES.map(({ icon: Icon, title, text }) => (
            <li key={title} className={styles.promise}>
              <Icon size={28} aria-hidden="true" className={styles.icon} />
              <h3 className={styles.title}>{title}</h3>
              <p className={styles.text}>{text}</p>
            </li>
          ))}
        </ul>
        <h3 className={styles.facilitiesHeading}>Facilities under one roof</h3>
        <ul className={styles.facilities}>
          {FACILITIES.map(({ icon: Icon, label }) => (
            <li key={label}>
              <Icon size={20} aria-hidden="true" className={styles.icon} />
              {label}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
