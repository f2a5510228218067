import type { ChangeEvent, FocusEvent, ReactNode } from 'react';
import styles from './ContactForm.module.css';

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface FormFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<FieldElement>) => void;
  onBlur: (event: FocusEvent<FieldElement>) => void;
  as?: 'input' | 'select' | 'textarea';
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  /** Spans both columns. */
  wide?: boolean;
  children?: ReactNode;
}

/** A labelled field with its error below, tied by aria-describedby. */
export function FormField({ id, label, error, as = 'input', wide, children, ...rest }: FormFieldProps) {
  const errorId = `${id}-error`;
  const common = {
    id,
    className: styles.control,
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    ...rest,
  };
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {as === 'select' ? (
        <select {...common}>{children}</select>
      ) : as === 'textarea' ? (
        <textarea {...common} rows={5} />
      ) : (
        <input {...common} />
      )}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
