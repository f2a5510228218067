import styles from './Marquee.module.css';

const WORDS = ['doctor', 'treatment', 'patient', 'hospital', 'medicine'];

/** The band of scrolling words; the second copy only makes the loop seamless, so it is hidden from readers. */
export function Marquee() {
  return (
    <section className={styles.marquee} aria-label="What we are about">
      <div className={styles.track}>
        {[0, 1].map((copy) => (
          <ul key={copy} className={styles.list} aria-hidden={copy === 1 ? true : undefined}>
            {WORDS.map((word) => (
              <li key={word} className={styles.word}>
                {word}
              </li>
            ))}
          </ul>
        ))}
      </div>
    </section>
  );
}
