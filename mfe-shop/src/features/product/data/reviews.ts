export interface SampleReview {
  name: string;
  date: string;
  rating: number;
  text: string;
}

/** The two sample reviews every product page shows (docs/product-rules.md#product-page). */
export const SAMPLE_REVIEWS: readonly SampleReview[] = [
  {
    name: 'Lakshmi Narayana',
    date: '12 March 2025',
    rating: 5,
    text: 'My father checks his readings every morning now and we show the diary at his follow-up. The display is large enough for him to read without glasses.',
  },
  {
    name: 'Farhana Begum',
    date: '28 January 2025',
    rating: 4,
    text: 'Simple to use after the nurse showed me once. The case could be sturdier, but the readings matched the clinic’s machine.',
  },
];

/** Fixed figures the product page shows. */
export const REVIEW_COUNT = 25;
export const AVERAGE_RATING = 4;
