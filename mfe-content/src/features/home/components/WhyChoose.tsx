import { Link } from '@hospital/router';
import { CalendarCheck, Clock, Stethoscope, UserRound, type LucideIcon } from 'lucide-react';
import { SectionHeading } from '../../../components/SectionHeading';
import section from '../../../components/Section.module.css';
import { useT } from '../../../i18n/home/catalog';
import styles from './WhyChoose.module.css';

/** A reason's text is in the catalog under `home.why.<id>.`: `title`, `text` and `link` (the link's label). */
interface Reason {
  icon: LucideIcon;
  id: 'specialities' | 'emergency' | 'waits' | 'explain';
  to: string;
}

const REASONS: Reason[] = [
  { icon: Stethoscope, id: 'specialities', to: '/services' },
  { icon: Clock, id: 'emergency', to: '/contact' },
  { icon: CalendarCheck, id: 'waits', to: '/appoinment' },
  { icon: UserRound, id: 'explain', to: '/team' },
];

export function WhyChoose() {
  const t = useT();
  return (
    <section className={section.section} aria-labelledby="why-heading">
      <div className="container">
        <SectionHeading id="why-heading" kicker={t('home.why.kicker')} title={t('home.why.title')} intro={t('home.why.intro')} />
        <ul className={styles.grid}>
          {REASONS.map(({ icon: Icon, id, to }) => (
            <li key={id} className={styles.item}>
              <span className={styles.icon}>
                <Icon size={26} aria-hidden="true" />
              </span>
              <h3 className={styles.title}>{t(`home.why.${id}.title`)}</h3>
              <p className={styles.text}>{t(`home.why.${id}.text`)}</p>
              <Link to={to} className={styles.link}>
                {t(`home.why.${id}.link`)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
