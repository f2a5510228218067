import { BedDouble, FlaskConical, HeartHandshake, Pill, ScanLine, ShieldCheck, Siren, Wallet } from 'lucide-react';
import { SectionHeading } from '../../../components/SectionHeading';
import section from '../../../components/Section.module.css';
import { useT } from '../../../i18n/about/catalog';
import styles from './OurPromise.module.css';

/** Each promise's text is in the catalog under `about.promise.<id>.title` and `.text`. */
const PROMISES = [
  { icon: HeartHandshake, id: 'listen' },
  { icon: Wallet, id: 'costs' },
  { icon: ShieldCheck, id: 'safe' },
  { icon: Siren, id: 'open' },
] as const;

/** Each facility's label is the catalog's `about.facilities.<id>`. */
const FACILITIES = [
  { icon: Siren, id: 'emergency' },
  { icon: Pill, id: 'pharmacy' },
  { icon: FlaskConical, id: 'laboratory' },
  { icon: ScanLine, id: 'imaging' },
  { icon: BedDouble, id: 'wards' },
  { icon: ShieldCheck, id: 'theatres' },
] as const;

/** The About page's values and facilities. */
export function OurPromise() {
  const t = useT();
  return (
    <section className={section.tinted} aria-labelledby="promise-heading">
      <div className="container">
        <SectionHeading
          id="promise-heading"
          kicker={t('about.promise.kicker')}
          title={t('about.promise.title')}
          intro={t('about.promise.intro')}
        />
        <ul className={styles.promises}>
          {PROMISES.map(({ icon: Icon, id }) => (
            <li key={id} className={styles.promise}>
              <Icon size={28} aria-hidden="true" className={styles.icon} />
              <h3 className={styles.title}>{t(`about.promise.${id}.title`)}</h3>
              <p className={styles.text}>{t(`about.promise.${id}.text`)}</p>
            </li>
          ))}
        </ul>
        <h3 className={styles.facilitiesHeading}>{t('about.facilities.heading')}</h3>
        <ul className={styles.facilities}>
          {FACILITIES.map(({ icon: Icon, id }) => (
            <li key={id}>
              <Icon size={20} aria-hidden="true" className={styles.icon} />
              {t(`about.facilities.${id}`)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
