import { isEmail, tenDigitPhone } from '@hospital/forms';
import { DEPARTMENT_NAMES } from '@hospital/shared-types';

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const emptyContact: ContactValues = { name: '', email: '', phone: '', subject: '', message: '' };

const NAME = /^[A-Za-z]+(?: [A-Za-z]+)*$/;

const rules: Record<ContactField, (value: string) => string | undefined> = {
  name: (value) => {
    const name = value.trim();
    if (!name) return 'Please enter your name.';
    if (!NAME.test(name.replace(/\s+/g, ' '))) return 'Your name can contain only letters and spaces.';
    return undefined;
  },
  email: (value) => {
    const email = value.trim();
    if (!email) return 'Please enter your e-mail address.';
    if (!isEmail(email)) return 'Please enter a valid e-mail address, like name@example.com.';
    return undefined;
  },
  phone: (value) => {
    const phone = value.trim();
    if (!phone) return 'Please enter your phone number.';
    if (!tenDigitPhone(phone)) return 'Please enter a 10-digit phone number, with or without +91.';
    return undefined;
  },
  subject: (value) => {
    if (!value) return 'Please choose a department.';
    if (!(DEPARTMENT_NAMES as readonly string[]).includes(value)) return 'Please choose one of our departments.';
    return undefined;
  },
  message: (value) => (value.trim() ? undefined : 'Please write your message.'),
};

export const validateField = (field: ContactField, value: string): string | undefined => rules[field](value);

export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const error = validateField(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}
