import { useEffect, useRef, useState } from 'react';
import { Award, CalendarClock, Stethoscope, Users, type LucideIcon } from 'lucide-react';
import { usePrefersReducedMotion } from '../../../hooks/usePrefersReducedMotion';
import { countAt } from '../../../hooks/count-up';
import { useT } from '../../../i18n/home/catalog';
import { doctors } from '../../../data/doctors/doctors';
import styles from './FunFacts.module.css';

interface Fact {
  icon: LucideIcon;
  value: number;
  /** The label's catalog key. */
  label: 'home.facts.doctors' | 'home.facts.years' | 'home.facts.patients' | 'home.facts.awards';
  /** A count, shown as it is: no "+" after it. */
  exact?: boolean;
}

const FACTS: Fact[] = [
  // The roster's own count (docs/product-rules.md#lists-and-counts).
  { icon: Stethoscope, value: doctors.length, label: 'home.facts.doctors', exact: true },
  { icon: CalendarClock, value: 12, label: 'home.facts.years' },
  { icon: Users, value: 5000, label: 'home.facts.patients' },
  { icon: Award, value: 15, label: 'home.facts.awards' },
];

const DURATION_MS = 1600;

/** The counters count up once, the first time they scroll into view; with reduced motion they show the final values. */
export function FunFacts() {
  const reducedMotion = usePrefersReducedMotion();
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  const [progress, setProgress] = useState(reducedMotion ? 1 : 0);
  // True when the first render showed the final values (a prerendered page being hydrated).
  const arrivedFinal = useRef(progress === 1);

  useEffect(() => {
    if (reducedMotion || typeof IntersectionObserver === 'undefined') {
      setProgress(1);
      return undefined;
    }
    const node = ref.current;
    if (!node) return undefined;
    let frame = 0;
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.some((entry) => entry.isIntersecting);
        // A prerendered page arrives with the final values. Out of sight they go back to 0 to count up when
        // seen; already in sight they stay, as restarting them before the visitor's eyes would flash.
        const alreadyShown = first && seen && arrivedFinal.current;
        if (first && !seen) setProgress(0);
        first = false;
        if (!seen) return;
        observer.disconnect();
        if (alreadyShown) return;
        const start = performance.now();
        const tick = (now: number) => {
          const p = Math.min(1, (now - start) / DURATION_MS);
          setProgress(p);
          if (p < 1) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.4 },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [reducedMotion]);

  return (
    <section ref={ref} className={styles.facts} aria-labelledby="facts-heading">
      <div className="container">
        <h2 id="facts-heading" className="visually-hidden">
          {t('home.facts.heading')}
        </h2>
        <ul className={styles.grid}>
          {FACTS.map(({ icon: Icon, value, label, exact }) => (
            <li key={label} className={styles.fact}>
              <Icon size={32} aria-hidden="true" className={styles.icon} />
              <span className={styles.value} aria-hidden={progress < 1 ? true : undefined}>
                {countAt(value, progress)}
                {exact ? '' : '+'}
              </span>
              {progress < 1 ? <span className="visually-hidden">{exact ? value : `${value}+`}</span> : null}
              <span className={styles.label}>{t(label)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
