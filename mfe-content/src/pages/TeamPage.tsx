import { Link } from '@hospital/router';
import { PageMeta, site } from '@hospital/shared-types';
import { PageBanner } from '../components/PageBanner';
import { SectionHeading } from '../components/SectionHeading';
import { DoctorCard } from '../components/DoctorCard';
import { doctors } from '../data/doctors/doctors';
import { useVisitFacts } from '../features/contact/data/place';
import { useT } from '../i18n/visit/catalog';
import section from '../components/Section.module.css';
import styles from '../features/doctors/components/DoctorGrid.module.css';

/** The team list shows the first six doctors (docs/product-rules.md#lists-and-counts); visiting consultants follow under their own heading. */
const TEAM_LIST_SIZE = 6;
const visiting = doctors.slice(TEAM_LIST_SIZE).filter((doctor) => doctor.visiting);

export default function TeamPage() {
  const t = useT();
  const { locality, city } = useVisitFacts();
  return (
    <>
      <PageMeta
        title={t('team.title')}
        description={t('team.meta.description', { name: site.name, locality, city })}
        path="/team"
      />
      <PageBanner title={t('team.title')}>{t('team.lead')}</PageBanner>
      <section className={section.section} aria-labelledby="team-heading">
        <div className="container">
          <SectionHeading
            id="team-heading"
            kicker={t('team.kicker')}
            title={t('team.heading')}
            intro={t('team.intro')}
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
