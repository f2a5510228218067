import { Link } from '@hospital/router';
import { doctorNameIn, usePageLanguage } from '@hospital/hospital-data';
import { useTranslatedData } from '../i18n/catalog';
import styles from './DoctorCard.module.css';

export interface DoctorCardProps {
  doctor: { slug: string; name: string; position: string; image: string };
  headingLevel?: 'h2' | 'h3';
}

/** A doctor's portrait, name and role (in the page's language and script), linking to /team-single/{slug}. */
export function DoctorCard({ doctor: english, headingLevel: Heading = 'h3' }: DoctorCardProps) {
  const doctor = useTranslatedData(`doctors.${english.slug}`, english);
  // In Telugu and Hindi the heading names the doctor in the script, the Latin name under it.
  const name = doctorNameIn(usePageLanguage(), doctor.slug, doctor.name);
  return (
    <article className={styles.card}>
      <img className={styles.photo} src={doctor.image} alt="" width={400} height={400} loading="lazy" />
      <div className={styles.body}>
        <Heading className={styles.name}>
          <Link to={`/team-single/${doctor.slug}`} className={styles.link} translate="no">
            {name}
          </Link>
        </Heading>
        {name !== doctor.name && (
          <p className={styles.latinName} lang="en" translate="no">
            {doctor.name}
          </p>
        )}
        <p className={styles.position}>{doctor.position}</p>
      </div>
    </article>
  );
}
