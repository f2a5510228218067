import { useT } from '../../../i18n/home/catalog';
import styles from './Marquee.module.css';

/** The scrolling words' catalog keys. */
const WORDS = [
  'home.marquee.doctor',
  'home.marquee.treatment',
  'home.marquee.patient',
  'home.marquee.hospital',
  'home.marquee.medicine',
] as const;

/** The band of scrolling words; the second copy only makes the loop seamless, so it is hidden from readers. */
export function Marquee() {
  const t = useT();
  return (
    <section className={styles.marquee} aria-label={t('home.marquee.label')}>
      <div className={styles.track}>
        {[0, 1].map((copy) => (
          <ul key={copy} className={styles.list} aria-hidden={copy === 1 ? true : undefined}>
            {WORDS.map((word) => (
              <li key={word} className={styles.word}>
                {t(word)}
              </li>
            ))}
          </ul>
        ))}
      </div>
    </section>
  );
}
