import type { InputHTMLAttributes } from 'react';
import { Field, controlClass } from './Field';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
  wide?: boolean;
  /** Class of the field's wrapper (its place in a layout). */
  className?: string | undefined;
}

/** A Field whose control is a plain input: the common case, in one line. */
export function TextField({ id, label, error, hint, required = false, wide, className, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required} wide={wide} className={className}>
      {(describedBy) => (
        <input
          id={id}
          className={controlClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          {...input}
        />
      )}
    </Field>
  );
}
