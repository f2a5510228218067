import { doctors } from '../../../data/doctors/doctors';
import { DoctorCard } from '../../../components/DoctorCard';
import styles from './ContentGrids.module.css';

/** 'Our ... Specialists': the first three doctors (docs/product-rules.md#lists-and-counts), each to their profile. */
export function Specialists({ title }: { title: string }) {
  return (
    <section className={styles.block} aria-labelledby="specialists-heading">
      <h2 id="specialists-heading" className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.specialists}>
        {doctors.slice(0, 3).map((doctor) => (
          <li key={doctor.slug}>
            <DoctorCard doctor={doctor} />
          </li>
        ))}
      </ul>
    </section>
  );
}
