import { Link } from '@hospital/router';
import { doctors } from '../../../data/doctors/doctors';
import { DoctorCard } from '../../../components/DoctorCard';
import { SectionHeading } from '../../../components/SectionHeading';
import section from '../../../components/Section.module.css';
import styles from './CardGrid.module.css';

/** All six doctors on the home page (docs/product-rules.md#lists-and-counts), each to their profile. */
export function DoctorsSection() {
  return (
    <section className={section.tinted} aria-labelledby="doctors-heading">
      <div className="container">
        <SectionHeading
          id="doctors-heading"
          kicker="Our Doctors"
          title="Meet the doctors who will look after you"
          intro="Experienced specialists who live and work in north Hyderabad, and who will remember you at your next visit."
        />
        <ul className={styles.people}>
          {doctors.slice(0, 6).map((doctor) => (
            <li key={doctor.slug}>
              <DoctorCard doctor={doctor} />
            </li>
          ))}
        </ul>
        <div className={section.footer}>
          <Link to="/team" className="btn btn-primary">
            All Doctors
          </Link>
        </div>
      </div>
    </section>
  );
}
