import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from '@hospital/router';
import { toast } from '../../../lib/toast';
import { TextField, hasErrors, type FieldErrors } from '@hospital/forms';
import { CARD_FIELDS, DEMO_ACCOUNTS, DEMO_CARD, EMPTY_CARD, cardOutcome, type CardField, type CardInput } from '../card-validation';
import styles from './CardForm.module.css';

export const CHECKOUT_TOASTS = {
  invalid: 'Empty field is not allowed!',
  ordered: 'Order Received successfully!',
  unknownUser: 'User does not exist!',
} as const;

const LABELS: Record<CardField, { label: string; autoComplete: string; inputMode?: 'numeric' | 'email'; placeholder?: string }> = {
  email: { label: 'Account e-mail', autoComplete: 'email', inputMode: 'email' },
  card_holder: { label: 'Card holder Name', autoComplete: 'cc-name' },
  card_number: { label: 'Card Number', autoComplete: 'cc-number', inputMode: 'numeric' },
  cvv: { label: 'CVV', autoComplete: 'cc-csc', inputMode: 'numeric' },
  expire_date: { label: 'Expire Date', autoComplete: 'cc-exp', placeholder: 'MM/YY' },
};

/** Places the order: the card form of docs/product-rules.md#card-form, prefilled with demo values, checked in the browser. */
export function CardForm({ onOrder }: { onOrder: () => void }) {
  const id = useId();
  const navigate = useNavigate();
  const [input, setInput] = useState<CardInput>(DEMO_CARD);
  const [errors, setErrors] = useState<FieldErrors<CardField>>({});
  const [unknownUser, setUnknownUser] = useState(false);

  const set = (field: CardField, value: string) => {
    setInput((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = cardOutcome(input);
    if (outcome.kind === 'invalid') {
      setErrors(outcome.errors);
      setUnknownUser(false);
      toast.error(CHECKOUT_TOASTS.invalid);
      const first = CARD_FIELDS.find((field) => outcome.errors[field]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    setInput(EMPTY_CARD);
    if (outcome.kind === 'ordered') {
      onOrder();
      toast.success(CHECKOUT_TOASTS.ordered);
      void navigate('/order_received');
      return;
    }
    setUnknownUser(true);
    toast.info(CHECKOUT_TOASTS.unknownUser);
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Card payment">
      <div className={styles.grid}>
        {CARD_FIELDS.map((field) => (
          <TextField
            key={field}
            id={`${id}-${field}`}
            name={field}
            label={LABELS[field].label}
            autoComplete={LABELS[field].autoComplete}
            inputMode={LABELS[field].inputMode}
            placeholder={LABELS[field].placeholder}
            type={field === 'email' ? 'email' : 'text'}
            required
            value={input[field]}
            error={errors[field]}
            onChange={(event) => set(field, event.target.value)}
            className={field === 'email' || field === 'card_number' ? styles.wide : undefined}
          />
        ))}
      </div>
      {unknownUser && (
        <div role="alert" className={styles.alert}>
          <p>
            <strong>User does not exist!</strong> Please use one of the demo accounts:
          </p>
          <ul>
            <li>User: {DEMO_ACCOUNTS.user}</li>
            <li>Vendor: {DEMO_ACCOUNTS.vendor}</li>
            <li>Admin: {DEMO_ACCOUNTS.admin}</li>
          </ul>
        </div>
      )}
      {hasErrors(errors) && (
        <p className={styles.summary} role="alert">
          Please correct the highlighted fields.
        </p>
      )}
      <button type="submit" className="btn btn-primary">
        Proceed to Checkout
      </button>
    </form>
  );
}
