// The one rule for each kind of value the site's forms ask for. Pure functions: the booking API runs
// them too (through the booking schema in the contract), so the form and the server never disagree.

/** something@domain.tld: letters, digits and _ ' + - in dot-separated parts, a domain with a 2+ letter ending. */
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const isEmail = (value: string): boolean => EMAIL.test(value.trim());

/** Separators people type inside a phone number. */
const SEPARATORS = /[\s\-().]/g;

/**
 * An Indian phone number as people write it (`98480 11122`, `+91 98480 11122`, `09848011122`,
 * `040-2345-6789`) reduced to its 10 digits, or null when it is not one.
 */
export function tenDigitPhone(value: string): string | null {
  let digits = value.trim().replace(SEPARATORS, '');
  if (/^\+91\d{10}$/.test(digits)) digits = digits.slice(3);
  else if (/^91\d{10}$/.test(digits)) digits = digits.slice(2);
  else if (/^0\d{10}$/.test(digits)) digits = digits.slice(1);
  return /^\d{10}$/.test(digits) ? digits : null;
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export const hasErrors = (errors: Record<string, string | undefined>): boolean =>
  Object.values(errors).some((message) => message !== undefined);
