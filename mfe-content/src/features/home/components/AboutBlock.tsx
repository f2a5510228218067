import { Link, useLocation } from '@hospital/router';
import { Award, ThumbsUp, Users } from 'lucide-react';
import { useSiteText } from '@hospital/hospital-data';
import { useT } from '../../../i18n/home/catalog';
import { SectionHeading } from '../../../components/SectionHeading';
import { doctors } from '../../../data/doctors/doctors';
import aboutImage from '../images/about-care.svg';
import styles from './AboutBlock.module.css';

// The doctors' figure is the roster's own count (docs/product-rules.md#lists-and-counts), never rounded up.
const CLAIMS = [
  { icon: Award, value: String(doctors.length), label: 'home.about.claims.doctors' },
  { icon: ThumbsUp, value: '99%', label: 'home.about.claims.rating' },
  { icon: Users, value: '6,000+', label: 'home.about.claims.patients' },
] as const;

/** Who we are, with the hospital's three claims. On /about its button leads on to the services. */
export function AboutBlock() {
  const { pathname } = useLocation();
  const onAbout = pathname === '/about';
  const t = useT();
  const siteText = useSiteText();
  return (
    <section className={styles.about} aria-labelledby="about-heading">
      <div className={`container ${styles.grid}`}>
        <img
          className={styles.image}
          src={aboutImage}
          alt={t('home.about.imageAlt')}
          width={480}
          height={400}
          // On /about this is the first picture on screen: fetch it first. On home it lies below the fold.
          loading={onAbout ? 'eager' : 'lazy'}
          fetchPriority={onAbout ? 'high' : 'auto'}
        />
        <div>
          <SectionHeading id="about-heading" kicker={t('home.about.kicker')} title={t('home.about.title')} align="start" />
          <p>{siteText('site.blurb')}</p>
          <p>{t('home.about.text')}</p>
          <ul className={styles.claims}>
            {CLAIMS.map(({ icon: Icon, value, label }) => (
              <li key={label} className={styles.claim}>
                <Icon size={26} aria-hidden="true" className={styles.claimIcon} />
                <strong className={styles.value}>{value}</strong>
                <span>{t(label)}</span>
              </li>
            ))}
          </ul>
          <Link to={onAbout ? '/services' : '/about'} className="btn btn-primary">
            {t(onAbout ? 'home.about.servicesLink' : 'home.about.moreLink')}
          </Link>
        </div>
      </div>
    </section>
  );
}
