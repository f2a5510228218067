import { Link } from '@hospital/router';
import { Phone } from 'lucide-react';
import { PageMeta, site, telUrl } from '@hospital/hospital-data';
import { type RemotePageProps } from '@hospital/shared-types';
import { doctors } from '../data/doctors/doctors';
import { FunFacts } from '../features/home/components/FunFacts';
import { DepartmentsSection } from '../features/home/components/DepartmentsSection';
import { AppointmentBand } from '../features/home/components/AppointmentBand';
import { LatestArticles } from '../features/home/components/LatestArticles';
import heroImage from '../features/home/images/hero-expertise.svg';
import { useT } from '../i18n/home/catalog';
import { useT as useMoreT } from '../i18n/about/catalog';
import styles from './Home2Page.module.css';

/** The alternative home (/home2): a calm intro, the counters, the departments, booking and the blog. */
export default function Home2Page({ shell }: RemotePageProps) {
  const t = useT();
  const tMore = useMoreT();
  return (
    <>
      <PageMeta
        title={tMore('home.home2.meta.title')}
        description={tMore('home.home2.meta.description', { name: site.name, doctors: doctors.length })}
        path="/home2"
      />
      <section className={styles.intro}>
        <div className={`container ${styles.grid}`}>
          <div>
            <p className={styles.kicker} translate="no">
              {site.name}
            </p>
            <h1 className={styles.title}>{tMore('home.home2.title')}</h1>
            <p className={styles.lead}>{tMore('home.home2.lead')}</p>
            <div className={styles.actions}>
              <Link to="/appoinment" className="btn btn-accent">
                {t('home.hero.appointment')}
              </Link>
              <a href={telUrl()} className="btn btn-secondary">
                <Phone size={18} aria-hidden="true" /> {site.phoneDisplay}
              </a>
            </div>
          </div>
          <img
            className={styles.image}
            src={heroImage}
            alt={t('home.hero.expertise.imageAlt')}
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
