import { Link } from '@hospital/router';
import { doctors } from '../../../data/doctors/doctors';
import { DoctorCard } from '../../../components/DoctorCard';
import { SectionHeading } from '../../../components/SectionHeading';
import section from '../../../components/Section.module.css';
import { useT } from '../../../i18n/home/catalog';
import styles from './CardGrid.module.css';

/** Every doctor of the roster on the home page (docs/product-rules.md#lists-and-counts), each to their profile. */
export function DoctorsSection() {
  const t = useT();
  return (
    <section className={section.tinted} aria-labelledby="doctors-heading">
      <div className="container">
        <SectionHeading
          id="doctors-heading"
          kicker={t('home.doctors.kicker')}
          title={t('home.doctors.title')}
          intro={t('home.doctors.intro')}
        />
        <ul className={styles.people}>
          {doctors.map((doctor) => (
            <li key={doctor.slug}>
              <DoctorCard doctor={doctor} />
            </li>
          ))}
        </ul>
        <div className={section.footer}>
          <Link to="/team" className="btn btn-primary">
            {t('home.doctors.all')}
          </Link>
        </div>
      </div>
    </section>
  );
}
