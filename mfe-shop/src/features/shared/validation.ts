/** A practical e-mail check: something@domain.tld, no spaces. */
export const isEmail = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value.trim());

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export const hasErrors = (errors: Record<string, string | undefined>): boolean =>
  Object.values(errors).some((message) => message !== undefined);
