import { Link } from '@hospital/router';
import { Phone } from 'lucide-react';
import { PageMeta, site, telUrl, type RemotePageProps } from '@hospital/shared-types';
import { FunFacts } from '../features/home/components/FunFacts';
import { DepartmentsSection } from '../features/home/components/DepartmentsSection';
import { AppointmentBand } from '../features/home/components/AppointmentBand';
import { LatestArticles } from '../features/home/components/LatestArticles';
import heroImage from '../features/home/images/hero-expertise.svg';
import styles from './Home2Page.module.css';

/** The alternative home (/home2): a calm intro, the counters, the departments, booking and the blog. */
export default function Home2Page({ shell }: RemotePageProps) {
  return (
    <>
      <PageMeta
        title="Your Family Hospital in Kompally"
        description={`${site.name} in numbers: 15+ expert doctors, 12+ years of care and 5000+ patients in ${site.address.locality}, ${site.address.city}.`}
        path="/home2"
      />
      <section className={styles.intro}>
        <div className={`container ${styles.grid}`}>
          <div>
            <p className={styles.kicker}>{site.name}</p>
            <h1 className={styles.title}>Your family’s hospital in {site.address.locality}</h1>
            <p className={styles.lead}>
              Twelve years of caring for families in north Hyderabad, with specialists in six departments and an emergency
              team that never closes.
            </p>
            <div className={styles.actions}>
              <Link to="/appoinment" className="btn btn-accent">
                Online Appointment
              </Link>
              <a href={telUrl()} className="btn btn-secondary">
                <Phone size={18} aria-hidden="true" /> {site.phoneDisplay}
              </a>
            </div>
          </div>
          <img
            className={styles.image}
            src={heroImage}
            alt="Two Ashraya doctors with a patient’s care plan"
            width={640}
            height={480}
            fetchPriority="high"
          />
        </div>
      </section>
      <FunFacts />
      <DepartmentsSection />
      <AppointmentBand shell={shell} />
      <LatestArticles />
    </>
  );
}
