export interface SampleReview {
  /** Its text's key in the catalogs: `product.reviews.<key>.text`. */
  key: 'lakshmi' | 'farhana';
  name: string;
  /** ISO date, written in the page's language (Intl). */
  date: string;
  rating: number;
  text: string;
}

/** The two sample reviews every product page shows (docs/product-rules.md#product-page). */
export const SAMPLE_REVIEWS: readonly SampleReview[] = [
  {
    key: 'lakshmi',
    name: 'Lakshmi Narayana',
    date: '2025-03-12',
    rating: 5,
    text: 'My father checks his readings every morning now and we show the diary at his follow-up. The display is large enough for him to read without glasses.',
  },
  {
    key: 'farhana',
    name: 'Farhana Begum',
    date: '2025-01-28',
    rating: 4,
    text: 'Simple to use after the nurse showed me once. The case could be sturdier, but the readings matched the clinic’s machine.',
  },
];

/** Fixed figures the product page shows. */
export const REVIEW_COUNT = 25;
export const AVERAGE_RATING = 4;
