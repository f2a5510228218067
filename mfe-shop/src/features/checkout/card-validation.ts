import { site } from '@hospital/hospital-data';
import { hasErrors, isEmail, type FieldErrors } from '@hospital/forms';
import { t } from '../../i18n/catalog';

export interface CardInput {
  email: string;
  card_holder: string;
  card_number: string;
  cvv: string;
  /** MM/YY */
  expire_date: string;
}

export type CardField = keyof CardInput;

export const CARD_FIELDS: readonly CardField[] = ['email', 'card_holder', 'card_number', 'cvv', 'expire_date'];

const domain = site.email.split('@')[1] ?? 'example.com';

/** The demo accounts the card form knows (docs/product-rules.md#card-form): only the user account can order. */
export const DEMO_ACCOUNTS = {
  user: `user@${domain}`,
  vendor: `vendor@${domain}`,
  admin: `admin@${domain}`,
} as const;

/** The form starts with these demo values (docs/product-rules.md#card-form); the number is a well-known test number. */
export const DEMO_CARD: CardInput = {
  email: DEMO_ACCOUNTS.user,
  card_holder: 'Ananya Reddy',
  card_number: '4111 1111 1111 1111',
  cvv: '123',
  expire_date: '12/30',
};

export const EMPTY_CARD: CardInput = { email: '', card_holder: '', card_number: '', cvv: '', expire_date: '' };

/** Every field is checked; each failure has its own message shown under the field, in the page's language at the time. */
export function validateCard(input: CardInput, now: Date = new Date()): FieldErrors<CardField> {
  const errors: FieldErrors<CardField> = {};
  const email = input.email.trim();
  if (!email) errors.email = t('checkout.cardErrors.email');
  else if (!isEmail(email)) errors.email = t('checkout.cardErrors.emailInvalid');

  const holder = input.card_holder.trim();
  if (!holder) errors.card_holder = t('checkout.cardErrors.holder');
  else if (!/^[\p{L} .'-]{2,}$/u.test(holder)) errors.card_holder = t('checkout.cardErrors.holderFormat');

  const digits = input.card_number.replace(/[\s-]/g, '');
  if (!digits) errors.card_number = t('checkout.cardErrors.number');
  else if (!/^\d{12,19}$/.test(digits)) errors.card_number = t('checkout.cardErrors.numberFormat');

  const cvv = input.cvv.trim();
  if (!cvv) errors.cvv = t('checkout.cardErrors.cvv');
  else if (!/^\d{3,4}$/.test(cvv)) errors.cvv = t('checkout.cardErrors.cvvFormat');

  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(input.expire_date.trim());
  if (!input.expire_date.trim()) errors.expire_date = t('checkout.cardErrors.expiry');
  else if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12) errors.expire_date = t('checkout.cardErrors.expiryFormat');
  else {
    // A card is valid until the end of its expiry month.
    const endOfMonth = new Date(2000 + Number(expiry[2]), Number(expiry[1]), 1);
    if (endOfMonth <= now) errors.expire_date = t('checkout.cardErrors.expired');
  }
  return errors;
}

export type CardOutcome = { kind: 'invalid'; errors: FieldErrors<CardField> } | { kind: 'ordered' } | { kind: 'unknown-user' };

/** What submitting the card form leads to: errors, an order (e-mail starting with 'user'), or an unknown account. */
export function cardOutcome(input: CardInput, now: Date = new Date()): CardOutcome {
  const errors = validateCard(input, now);
  if (hasErrors(errors)) return { kind: 'invalid', errors };
  return input.email.trim().toLowerCase().startsWith('user') ? { kind: 'ordered' } : { kind: 'unknown-user' };
}
