import { Link } from '@hospital/router';
import { CalendarCheck, Clock, Stethoscope, UserRound, type LucideIcon } from 'lucide-react';
import { SectionHeading } from '../../../components/SectionHeading';
import section from '../../../components/Section.module.css';
import styles from './WhyChoose.module.css';

interface Reason {
  icon: LucideIcon;
  title: string;
  text: string;
  link: { to: string; label: string };
}

const REASONS: Reason[] = [
  {
    icon: Stethoscope,
    title: 'Six specialities under one roof',
    text: 'Physicians, surgeons and specialists who talk to each other, so you are not sent from clinic to clinic.',
    link: { to: '/services', label: 'See our services' },
  },
  {
    icon: Clock,
    title: 'Open 24 hours for emergencies',
    text: 'Emergency care, ambulance and pharmacy, day and night, right on Kompally Main Road.',
    link: { to: '/contact', label: 'Contact and directions' },
  },
  {
    icon: CalendarCheck,
    title: 'Short, predictable waits',
    text: 'Book a time online and see your doctor close to it. We send a reminder the day before.',
    link: { to: '/appoinment', label: 'Book an appointment' },
  },
  {
    icon: UserRound,
    title: 'Doctors who explain',
    text: 'Experienced doctors who speak Telugu, Hindi and English and take time over your questions.',
    link: { to: '/team', label: 'Meet our doctors' },
  },
];

export function WhyChoose() {
  return (
    <section className={section.section} aria-labelledby="why-heading">
      <div className="container">
        <SectionHeading
          id="why-heading"
          kicker="Why Choose Us"
          title="Care that feels personal"
          intro="What our patients value most, in their own words at follow-up visits."
        />
        <ul className={styles.grid}>
          {REASONS.map(({ icon: Icon, title, text, link }) => (
            <li key={title} className={styles.item}>
              <span className={styles.icon}>
                <Icon size={26} aria-hidden="true" />
              </span>
              <h3 className={styles.title}>{title}</h3>
              <p className={styles.text}>{text}</p>
              <Link to={link.to} className={styles.link}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
