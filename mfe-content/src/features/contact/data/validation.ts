import { isEmail, tenDigitPhone } from '@hospital/forms';
import { DEPARTMENT_NAMES } from '@hospital/hospital-data';
import { t } from '../../../i18n/visit/catalog';

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;
/** A field's error as a catalog key: the form keeps keys and says them in the page's language when it renders. */
export type ContactErrorKey =
  | 'contact.errors.nameRequired'
  | 'contact.errors.nameLetters'
  | 'contact.errors.emailRequired'
  | 'contact.errors.emailInvalid'
  | 'contact.errors.phoneRequired'
  | 'contact.errors.phoneInvalid'
  | 'contact.errors.subjectRequired'
  | 'contact.errors.subjectInvalid'
  | 'contact.errors.messageRequired';
export type ContactErrorKeys = Partial<Record<ContactField, ContactErrorKey>>;

export const emptyContact: ContactValues = { name: '', email: '', phone: '', subject: '', message: '' };

// Letters of any script (with their combining vowel signs: Telugu and Devanagari need them) and single spaces.
const NAME = /^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*$/u;

const rules: Record<ContactField, (value: string) => ContactErrorKey | undefined> = {
  name: (value) => {
    const name = value.trim();
    if (!name) return 'contact.errors.nameRequired';
    if (!NAME.test(name.replace(/\s+/g, ' '))) return 'contact.errors.nameLetters';
    return undefined;
  },
  email: (value) => {
    const email = value.trim();
    if (!email) return 'contact.errors.emailRequired';
    if (!isEmail(email)) return 'contact.errors.emailInvalid';
    return undefined;
  },
  phone: (value) => {
    const phone = value.trim();
    if (!phone) return 'contact.errors.phoneRequired';
    if (!tenDigitPhone(phone)) return 'contact.errors.phoneInvalid';
    return undefined;
  },
  subject: (value) => {
    if (!value) return 'contact.errors.subjectRequired';
    if (!(DEPARTMENT_NAMES as readonly string[]).includes(value)) return 'contact.errors.subjectInvalid';
    return undefined;
  },
  message: (value) => (value.trim() ? undefined : 'contact.errors.messageRequired'),
};

/** The key of a field's error, or undefined when the value is fine. */
export const fieldErrorKey = (field: ContactField, value: string): ContactErrorKey | undefined => rules[field](value);

/** A field's error in the current language (outside React), or undefined. */
export const validateField = (field: ContactField, value: string): string | undefined => {
  const key = fieldErrorKey(field, value);
  return key && t(key);
};

/** Every field's error key. */
export function contactErrorKeys(values: ContactValues): ContactErrorKeys {
  const errors: ContactErrorKeys = {};
  for (const field of CONTACT_FIELDS) {
    const key = fieldErrorKey(field, values[field]);
    if (key) errors[field] = key;
  }
  return errors;
}

/** Every field's error in the current language. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const [field, key] of Object.entries(contactErrorKeys(values)) as [ContactField, ContactErrorKey][]) errors[field] = t(key);
  return errors;
}
