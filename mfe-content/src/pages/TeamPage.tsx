import { Link } from '@hospital/router';
import { PageMeta, site } from '@hospital/shared-types';
import { PageBanner } from '../components/PageBanner';
import { SectionHeading } from '../components/SectionHeading';
import { DoctorCard } from '../components/DoctorCard';
import { doctors } from '../data/doctors/doctors';
import section from '../components/Section.module.css';
import styles from '../features/doctors/components/DoctorGrid.module.css';

/** The team list shows the first six doctors (docs/product-rules.md#lists-and-counts); visiting consultants follow under their own heading. */
const TEAM_LIST_SIZE = 6;
const visiting = doctors.slice(TEAM_LIST_SIZE).filter((doctor) => doctor.visiting);

export default function TeamPage() {
  return (
    <>
      <PageMeta
        title="Our Doctors"
        description={`Meet the physicians, surgeons and specialists of ${site.name} in ${site.address.locality}, ${site.address.city}: their qualifications, experience and the care they offer.`}
        path="/team"
      />
      <PageBanner title="Our Doctors">
        Experienced specialists who take the time to listen and explain, in Telugu, Hindi or English.
      </PageBanner>
      <section className={section.section} aria-labelledby="team-heading">
        <div className="container">
          <SectionHeading
            id="team-heading"
            kicker="Meet the team"
            title="Doctors who know Kompally’s families"
            intro="Choose a doctor to read about their training, the conditions they treat and how to book a consultation."
          />
          <ul className={styles.grid}>
            {doctors.slice(0, TEAM_LIST_SIZE).map((doctor) => (
              <li key={doctor.id}>
                <DoctorCard doctor={doctor} />
              </li>
            ))}
          </ul>
          {visiting.length > 0 && (
            <>
              <h2 id="visiting-heading" className={section.subheading}>
                Visiting consultants
              </h2>
              <p>Specialists who hold clinics here on set days each week; book them like any of our doctors.</p>
              <ul className={styles.grid} aria-labelledby="visiting-heading">
                {visiting.map((doctor) => (
                  <li key={doctor.id}>
                    <DoctorCard doctor={doctor} />
                  </li>
                ))}
              </ul>
            </>
          )}
          <div className={section.footer}>
            <Link to="/team" className="btn btn-primary">
              All Doctors
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
