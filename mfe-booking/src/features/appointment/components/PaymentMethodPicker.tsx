import { useState, type Ref } from 'react';
import type { PaymentMethod } from '@hospital/booking-contract';
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
  /** A payment gateway is configured: Pay Now takes the fee online. Without one Pay Now is not offered as working. */
  onlinePayment: boolean;
  /** What Pay Now takes (the fee, formatted), when known. */
  amount: string | null;
  holdMinutes: number;
}

/** Two toggle buttons, one active at a time (docs/product-rules.md#payment-values). */
export function PaymentMethodPicker({
  id,
  value,
  onChange,
  error,
  firstButtonRef,
  onlinePayment,
  amount,
  holdMinutes,
}: PaymentMethodPickerProps) {
  const t = useT();
  const errorId = `${id}-error`;
  const noteId = `${id}-online`;
  // Without a gateway the button stays (the spec has it) but the form keeps Pay at Hospital and says why.
  const [unavailable, setUnavailable] = useState(false);
  const choose = (method: PaymentMethod) => {
    if (method === 'pay_now' && !onlinePayment) {
      setUnavailable(true);
      onChange('pay_at_hospital');
      return;
    }
    setUnavailable(false);
    onChange(method);
  };
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
            aria-describedby={
              [error ? errorId : '', option.value === 'pay_now' && (unavailable || value === 'pay_now') ? noteId : '']
                .filter(Boolean)
                .join(' ') || undefined
            }
            onClick={() => choose(option.value)}
          >
            {t(option.label)}
          </button>
        ))}
      </div>
      {unavailable && (
        <p id={noteId} className={styles.note} role="status">
          {t('form.payment.unavailable')}
        </p>
      )}
      {value === 'pay_now' && onlinePayment && (
        <p id={noteId} className={styles.onlineNote}>
          {amount
            ? t('form.payment.onlineNote', { amount, minutes: holdMinutes })
            : t('form.payment.onlineNoteAny', { minutes: holdMinutes })}
        </p>
      )}
      {value === 'pay_at_hospital' && <p className={styles.note}>{t('form.payment.queueNote')}</p>}
      {error && (
        <p id={errorId} className={fieldClasses.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
