import { usePageLocale } from '@hospital/hospital-data';
import { AVERAGE_RATING, REVIEW_COUNT, SAMPLE_REVIEWS } from '../data/reviews';
import { ReviewForm } from './ReviewForm';
import { Stars } from './Stars';
import { useT } from '../../../i18n/catalog';
import styles from './ReviewsPanel.module.css';

export function ReviewsPanel({ productTitle }: { productTitle: string }) {
  const t = useT();
  const locale = usePageLocale();
  // The dates are calendar days: written in UTC so no time zone moves them ('12 March 2025' in English).
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <div className={styles.layout}>
      <div>
        <h3>{t('product.reviews.count', { count: REVIEW_COUNT })}</h3>
        <p className={styles.summary}>
          <Stars rating={AVERAGE_RATING} /> {t('product.reviews.average', { rating: AVERAGE_RATING })}
        </p>
        <ul className={styles.list}>
          {SAMPLE_REVIEWS.map((review) => (
            <li key={review.name} className={styles.review}>
              <p className={styles.meta}>
                <strong translate="no">{review.name}</strong> <span>{day.format(new Date(review.date))}</span>
              </p>
              <Stars rating={review.rating} />
              <p>{t(`product.reviews.${review.key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
      <ReviewForm productTitle={productTitle} />
    </div>
  );
}
