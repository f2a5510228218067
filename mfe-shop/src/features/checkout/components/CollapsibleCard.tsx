import { useId, useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import styles from './CollapsibleCard.module.css';

interface Props {
  title: string;
  initiallyOpen?: boolean;
  children: ReactNode;
}

/** A card whose heading button shows or hides its content; each card opens and closes on its own. */
export function CollapsibleCard({ title, initiallyOpen = false, children }: Props) {
  const [open, setOpen] = useState(initiallyOpen);
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={`${id}-button`}>
      <h2 className={styles.heading}>
        <button
          type="button"
          id={`${id}-button`}
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={`${id}-content`}
          onClick={() => setOpen((value) => !value)}
        >
          {title}
          <ChevronDown size={20} aria-hidden="true" className={styles.chevron} />
        </button>
      </h2>
      {/* Hidden rather than unmounted, so what the visitor typed survives closing the card. */}
      <div id={`${id}-content`} className={styles.content} hidden={!open}>
        {children}
      </div>
    </section>
  );
}
