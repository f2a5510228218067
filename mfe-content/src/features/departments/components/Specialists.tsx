import { doctorsOfDepartment } from '../../../data/doctors/doctors';
import { DoctorCard } from '../../../components/DoctorCard';
import styles from './ContentGrids.module.css';

/** 'Our ... Specialists': every doctor of the department, its own first (docs/product-rules.md#lists-and-counts). */
export function Specialists({ title, department }: { title: string; department: string }) {
  return (
    <section className={styles.block} aria-labelledby="specialists-heading">
      <h2 id="specialists-heading" className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.specialists}>
        {doctorsOfDepartment(department).map((doctor) => (
          <li key={doctor.slug}>
            <DoctorCard doctor={doctor} />
          </li>
        ))}
      </ul>
    </section>
  );
}
