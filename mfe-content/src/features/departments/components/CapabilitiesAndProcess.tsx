import { CheckCircle2 } from 'lucide-react';
import type { ContentItem } from '../../../data/departments/types';
import styles from './ContentGrids.module.css';
import { useT } from '../../../i18n/care/catalog';

/** 'Our Capabilities' (a checklist) beside 'Our Work Process' (four numbered stages). */
export function CapabilitiesAndProcess({ capabilities, workProcess }: { capabilities: string[]; workProcess: ContentItem[] }) {
  const t = useT();
  return (
    <div className={`${styles.block} ${styles.twoColumns}`}>
      <section aria-labelledby="capabilities-heading" className={styles.panel}>
        <h2 id="capabilities-heading" className={styles.heading}>
          {t('departments.ui.capabilities.heading')}
        </h2>
        <ul className={styles.checklist}>
          {capabilities.map((item) => (
            <li key={item}>
              <CheckCircle2 size={20} aria-hidden="true" className={styles.check} />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="process-heading" className={styles.panel}>
        <h2 id="process-heading" className={styles.heading}>
          {t('departments.ui.process.heading')}
        </h2>
        <ol className={styles.process}>
          {workProcess.map((stage, i) => (
            <li key={stage.title}>
              <span className={styles.processNumber} aria-hidden="true">
                {i + 1}
              </span>
              <span>
                <strong>{stage.title}</strong>
                <span className={styles.processText}>{stage.desc}</span>
              </span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
