import { Link } from '@hospital/router';
import { PageMeta, site } from '@hospital/hospital-data';
import { PageBanner } from '../components/PageBanner';
import { SectionHeading } from '../components/SectionHeading';
import { DoctorCard } from '../components/DoctorCard';
import { residentDoctors, visitingDoctors } from '../data/doctors/doctors';
import { useVisitFacts } from '../features/contact/data/place';
import { useT } from '../i18n/visit/catalog';
import section from '../components/Section.module.css';
import styles from '../features/doctors/components/DoctorGrid.module.css';

/** The whole roster (docs/product-rules.md#lists-and-counts): doctors on staff, then visiting consultants under their own heading. */
const visiting = visitingDoctors;

export default function TeamPage() {
  const t = useT();
  const { locality, city } = useVisitFacts();
  return (
    <>
      <PageMeta title={t('team.title')} description={t('team.meta.description', { name: site.name, locality, city })} path="/team" />
      <PageBanner title={t('team.title')}>{t('team.lead')}</PageBanner>
      <section className={section.section} aria-labelledby="team-heading">
        <div className="container">
          <SectionHeading id="team-heading" kicker={t('team.kicker')} title={t('team.heading')} intro={t('team.intro')} />
          <ul className={styles.grid}>
            {residentDoctors.map((doctor) => (
              <li key={doctor.id}>
                <DoctorCard doctor={doctor} />
              </li>
            ))}
          </ul>
          {visiting.length > 0 && (
            <>
              <h2 id="visiting-heading" className={section.subheading}>
                {t('team.visiting.title')}
              </h2>
              <p>{t('team.visiting.text')}</p>
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
              {t('team.all')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
