import { Link, useLocation } from '@hospital/router';
import { Award, ThumbsUp, Users } from 'lucide-react';
import { site } from '@hospital/shared-types';
import { SectionHeading } from '../../../components/SectionHeading';
import aboutImage from '../images/about-care.svg';
import styles from './AboutBlock.module.css';

const CLAIMS = [
  { icon: Award, value: '15+', label: 'Expert doctors' },
  { icon: ThumbsUp, value: '99%', label: 'Positive rating' },
  { icon: Users, value: '6,000+', label: 'Patients cared for' },
];

/** Who we are, with the hospital's three claims. On /about its button leads on to the services. */
export function AboutBlock() {
  const { pathname } = useLocation();
  const onAbout = pathname === '/about';
  return (
    <section className={styles.about} aria-labelledby="about-heading">
      <div className={`container ${styles.grid}`}>
        <img
          className={styles.image}
          src={aboutImage}
          alt="An Ashraya doctor and nurse ready to welcome patients"
          width={480}
          height={400}
          // On /about this is the first picture on screen: fetch it first. On home it lies below the fold.
          loading={onAbout ? 'eager' : 'lazy'}
          fetchPriority={onAbout ? 'high' : 'auto'}
        />
        <div>
          <SectionHeading
            id="about-heading"
            kicker="About Ashraya"
            title="A neighbourhood hospital with specialist care"
            align="start"
          />
          <p>{site.blurb}</p>
          <p>
            Families from Kompally, Suchitra, Bowenpally and Medchal come to us for everything from a child’s fever to a
            knee replacement. We keep waiting times short, explain every bill before it is raised, and stay in touch after
            you go home.
          </p>
          <ul className={styles.claims}>
            {CLAIMS.map(({ icon: Icon, value, label }) => (
              <li key={label} className={styles.claim}>
                <Icon size={26} aria-hidden="true" className={styles.claimIcon} />
                <strong className={styles.value}>{value}</strong>
                <span>{label}</span>
              </li>
            ))}
          </ul>
          <Link to={onAbout ? '/services' : '/about'} className="btn btn-primary">
            {onAbout ? 'Our services' : 'More about us'}
          </Link>
        </div>
      </div>
    </section>
  );
}
