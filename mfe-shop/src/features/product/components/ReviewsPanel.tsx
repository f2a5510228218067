import { AVERAGE_RATING, REVIEW_COUNT, SAMPLE_REVIEWS } from '../data/reviews';
import { ReviewForm } from './ReviewForm';
import { Stars } from './Stars';
import styles from './ReviewsPanel.module.css';

export function ReviewsPanel({ productTitle }: { productTitle: string }) {
  return (
    <div className={styles.layout}>
      <div>
        <h3>
          {REVIEW_COUNT} customer reviews
        </h3>
        <p className={styles.summary}>
          <Stars rating={AVERAGE_RATING} /> {AVERAGE_RATING} of 5
        </p>
        <ul className={styles.list}>
          {SAMPLE_REVIEWS.map((review) => (
            <li key={review.name} className={styles.review}>
              <p className={styles.meta}>
                <strong>{review.name}</strong> <span>{review.date}</span>
              </p>
              <Stars rating={review.rating} />
              <p>{review.text}</p>
            </li>
          ))}
        </ul>
      </div>
      <ReviewForm productTitle={productTitle} />
    </div>
  );
}
