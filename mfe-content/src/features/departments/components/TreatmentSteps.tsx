import type { ContentItem } from '../../../data/departments/types';
import styles from './ContentGrids.module.css';
import { useT } from '../../../i18n/care/catalog';

/** 'How We Treat Our Patients': numbered steps in order. */
export function TreatmentSteps({ steps }: { steps: ContentItem[] }) {
  const t = useT();
  return (
    <section className={styles.block} aria-labelledby="steps-heading">
      <h2 id="steps-heading" className={styles.heading}>
        {t('departments.ui.steps.heading')}
      </h2>
      <ol className={styles.steps}>
        {steps.map((step, i) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {String(i + 1).padStart(2, '0')}
            </span>
            <h3 className={styles.itemTitle}>{step.title}</h3>
            <p className={styles.itemText}>{step.desc}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
