import { useId, useState, type FormEvent } from 'react';
import { Field, TextField, controlClass, fieldClasses } from '@hospital/forms';
import { hasErrors, type FieldErrors } from '@hospital/forms';
import { emptyReview, validateReview, type ReviewField, type ReviewInput } from '../review-validation';
import { useT } from '../../../i18n/catalog';
import styles from './ReviewForm.module.css';

/** Add a review: validated in the browser and sent nowhere (docs/product-rules.md#forms-that-send-nothing). */
export function ReviewForm({ productTitle }: { productTitle: string }) {
  const id = useId();
  const [input, setInput] = useState<ReviewInput>(emptyReview);
  const [errors, setErrors] = useState<FieldErrors<ReviewField>>({});
  const t = useT();
  /** The name of the visitor thanked for their review, once the form was sent. */
  const [thanked, setThanked] = useState<string | null>(null);

  const set = (field: ReviewField, value: string) => {
    setInput((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateReview(input);
    setErrors(found);
    if (hasErrors(found)) {
      setThanked(null);
      const first = (['name', 'email', 'rating'] as const).find((field) => found[field]);
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setThanked(input.name.trim());
    setInput(emptyReview);
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('product.reviewForm.title')}</h3>
      <p className={styles.note}>{t('product.reviewForm.note')}</p>
      <fieldset className={styles.rating} aria-describedby={errors.rating ? `${id}-rating-error` : undefined}>
        <legend className={fieldClasses.label}>
          {t('product.reviewForm.rating')}
          <span aria-hidden="true"> *</span>
        </legend>
        <div className={styles.ratingChoices}>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className={styles.ratingChoice}>
              <input
                type="radio"
                name="rating"
                value={String(n)}
                checked={input.rating === String(n)}
                onChange={(event) => set('rating', event.target.value)}
                aria-invalid={errors.rating ? true : undefined}
              />
              {t('product.reviewForm.stars', { count: n })}
            </label>
          ))}
        </div>
        {errors.rating && (
          <p id={`${id}-rating-error`} className={fieldClasses.error}>
            {errors.rating}
          </p>
        )}
      </fieldset>
      <div className={styles.row}>
        <TextField
          id={`${id}-name`}
          name="name"
          label={t('product.reviewForm.name')}
          required
          autoComplete="name"
          value={input.name}
          error={errors.name}
          onChange={(e) => set('name', e.target.value)}
        />
        <TextField
          id={`${id}-email`}
          name="email"
          label={t('product.reviewForm.email')}
          type="email"
          required
          autoComplete="email"
          value={input.email}
          error={errors.email}
          onChange={(e) => set('email', e.target.value)}
        />
      </div>
      <Field id={`${id}-comment`} label={t('product.reviewForm.comment')}>
        {(describedBy) => (
          <textarea
            id={`${id}-comment`}
            name="comment"
            className={controlClass}
            aria-describedby={describedBy}
            value={input.comment}
            onChange={(e) => set('comment', e.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="btn btn-primary">
        {t('product.reviewForm.submit')}
      </button>
      <p role="status" className={styles.thanks}>
        {thanked !== null && t('product.reviewForm.thanks', { name: thanked, product: productTitle })}
      </p>
    </form>
  );
}
