import type { ReactNode } from 'react';
import styles from './field.module.css';

export interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  /** Words said after the label of a field that is not required ("(optional)", in the page's language). */
  markOptional?: string | undefined;
  hint?: string | undefined;
  error?: string | undefined;
  /** Spans every column of a grid form. */
  wide?: boolean;
  className?: string;
  /** Receives the ids the control must name in aria-describedby. */
  children: (describedBy: string | undefined) => ReactNode;
}

/** Label above, the control, then hint and error below, tied to the control for assistive technology. */
export function Field({ id, label, required = false, markOptional, hint, error, wide = false, className, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const classes = [styles.field, wide ? styles.wide : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        )}
        {!required && markOptional && <span className={styles.optional}> {markOptional}</span>}
      </label>
      {children(describedBy)}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The class every input, select and textarea of a form uses. */
export const controlClass: string = styles.control ?? '';

/** For controls that are not one labelled input (a fieldset of radios): its legend and error look like a field's. */
export const fieldClasses = { field: styles.field ?? '', label: styles.label ?? '', error: styles.error ?? '', hint: styles.hint ?? '' };
