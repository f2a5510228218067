import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from '@hospital/router';
import { toast } from '../../../lib/toast';
import { TextField, hasErrors, type FieldErrors } from '@hospital/forms';
import { CARD_FIELDS, DEMO_ACCOUNTS, DEMO_CARD, EMPTY_CARD, cardOutcome, type CardField, type CardInput } from '../card-validation';
import { useT, t as translate } from '../../../i18n/catalog';
import styles from './CardForm.module.css';

/** The card form's toasts, in the page's language when read (each read translates). */
export const CHECKOUT_TOASTS = {
  get invalid() {
    return translate('toast.checkout.invalid');
  },
  get ordered() {
    return translate('toast.checkout.ordered');
  },
  get unknownUser() {
    return translate('toast.checkout.unknownUser');
  },
};

type LabelKey = 'checkout.form.email' | 'checkout.form.holder' | 'checkout.form.number' | 'checkout.form.cvv' | 'checkout.form.expiry';

/** Each field's label and placeholder as catalog keys, translated in render. */
const LABELS: Record<
  CardField,
  { label: LabelKey; autoComplete: string; inputMode?: 'numeric' | 'email'; placeholder?: 'checkout.form.expiryPlaceholder' }
> = {
  email: { label: 'checkout.form.email', autoComplete: 'email', inputMode: 'email' },
  card_holder: { label: 'checkout.form.holder', autoComplete: 'cc-name' },
  card_number: { label: 'checkout.form.number', autoComplete: 'cc-number', inputMode: 'numeric' },
  cvv: { label: 'checkout.form.cvv', autoComplete: 'cc-csc', inputMode: 'numeric' },
  expire_date: { label: 'checkout.form.expiry', autoComplete: 'cc-exp', placeholder: 'checkout.form.expiryPlaceholder' },
};

/** Places the order: the card form of docs/product-rules.md#card-form, prefilled with demo values, checked in the browser. */
export function CardForm({ onOrder }: { onOrder: () => void }) {
  const id = useId();
  const navigate = useNavigate();
  const t = useT();
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
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('checkout.form.label')}>
      <div className={styles.grid}>
        {CARD_FIELDS.map((field) => (
          <TextField
            key={field}
            id={`${id}-${field}`}
            name={field}
            label={t(LABELS[field].label)}
            autoComplete={LABELS[field].autoComplete}
            inputMode={LABELS[field].inputMode}
            placeholder={LABELS[field].placeholder && t(LABELS[field].placeholder)}
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
            <strong>{t('checkout.unknownUser.title')}</strong> {t('checkout.unknownUser.text')}
          </p>
          <ul>
            <li>{t('checkout.accounts.user', { email: DEMO_ACCOUNTS.user })}</li>
            <li>{t('checkout.accounts.vendor', { email: DEMO_ACCOUNTS.vendor })}</li>
            <li>{t('checkout.accounts.admin', { email: DEMO_ACCOUNTS.admin })}</li>
          </ul>
        </div>
      )}
      {hasErrors(errors) && (
        <p className={styles.summary} role="alert">
          {t('checkout.form.fixFields')}
        </p>
      )}
      <button type="submit" className="btn btn-primary">
        {t('checkout.proceed')}
      </button>
    </form>
  );
}
