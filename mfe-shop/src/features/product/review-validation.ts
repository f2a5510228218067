import { isEmail, type FieldErrors } from '@hospital/forms';

export interface ReviewInput {
  name: string;
  email: string;
  /** '' until a star is chosen, else '1' to '5'. */
  rating: string;
  comment: string;
}

export type ReviewField = keyof ReviewInput;

export const emptyReview: ReviewInput = { name: '', email: '', rating: '', comment: '' };

/** Name, e-mail and a rating of 1 to 5 are required; the comment is optional. */
export function validateReview(input: ReviewInput): FieldErrors<ReviewField> {
  const errors: FieldErrors<ReviewField> = {};
  if (!input.name.trim()) errors.name = 'Please enter your name.';
  if (!input.email.trim()) errors.email = 'Please enter your e-mail address.';
  else if (!isEmail(input.email)) errors.email = 'Please enter a valid e-mail address, like name@example.com.';
  const rating = Number(input.rating);
  if (!input.rating || !Number.isInteger(rating) || rating < 1 || rating > 5) errors.rating = 'Please choose a rating from 1 to 5 stars.';
  return errors;
}
