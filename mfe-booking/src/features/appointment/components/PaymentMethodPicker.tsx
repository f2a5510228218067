import type { Ref } from 'react';
import type { PaymentMethod } from '@hospital/shared-types';
import { fieldClasses } from '@hospital/forms';
import { useT } from '../../../i18n/form/catalog';
import styles from './AppointmentForm.module.css';

// Labels are catalog keys, translated in render; the values sent to the API stay as they are.
const OPTIONS = [
  { value: 'pay_now', label: 'form.payment.payNow' },
  { value: 'pay_at_hospital', label: 'form.payment.payAtHospital' },
] as const satisfies ReadonlyArray<{ value: PaymentMethod; label: string }>;

interface PaymentMethodPickerProps {
  id: string;
  value: string;
  onChange: (value: PaymentMethod) => void;
  error?: string | undefined;
  /** The first button, so a failed submit can move focus here. */
  firstButtonRef: Ref<HTMLButtonElement>;
}

/** Two toggle buttons, one active at a time (docs/product-rules.md#payment-values). */
export function PaymentMethodPicker({ id, value, onChange, error, firstButtonRef }: PaymentMethodPickerProps) {
  const t = useT();
  const errorId = `${id}-error`;
  return (
    <fieldset className={`${fieldClasses.field} ${styles.wide} ${styles.fieldset}`}>
      <legend className={fieldClasses.label}>
        {t('form.payment.label')}
        <span className={styles.required} aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <div className={styles.payOptions}>
        {OPTIONS.map((option, index) => (
          <button
            key={option.value}
            ref={index === 0 ? firstButtonRef : undefined}
            type="button"
            className={`btn ${value === option.value ? 'btn-primary' : 'btn-secondary'} ${styles.payButton}`}
            aria-pressed={value === option.value}
            aria-describedby={error ? errorId : undefined}
            onClick={() => onChange(option.value)}
          >
            {t(option.label)}
          </button>
        ))}
      </div>
      {value === 'pay_at_hospital' && (
        <p className={styles.note}>
          {t('form.payment.queueNote')}
        </p>
      )}
      {error && (
        <p id={errorId} className={fieldClasses.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
