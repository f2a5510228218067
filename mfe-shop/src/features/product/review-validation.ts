import { isEmail, type FieldErrors } from '@hospital/forms';
import { t } from '../../i18n/catalog';

export interface ReviewInput {
  name: string;
  email: string;
  /** '' until a star is chosen, else '1' to '5'. */
  rating: string;
  comment: string;
}

export type ReviewField = keyof ReviewInput;

export const emptyReview: ReviewInput = { name: '', email: '', rating: '', comment: '' };

/** Name, e-mail and a rating of 1 to 5 are required; the comment is optional. Messages in the page's language at the time. */
export function validateReview(input: ReviewInput): FieldErrors<ReviewField> {
  const errors: FieldErrors<ReviewField> = {};
  if (!input.name.trim()) errors.name = t('product.reviewErrors.name');
  if (!input.email.trim()) errors.email = t('product.reviewErrors.email');
  else if (!isEmail(input.email)) errors.email = t('product.reviewErrors.emailInvalid');
  const rating = Number(input.rating);
  if (!input.rating || !Number.isInteger(rating) || rating < 1 || rating > 5) errors.rating = t('product.reviewErrors.rating');
  return errors;
}
