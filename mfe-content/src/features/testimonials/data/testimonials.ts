/** A patient's words (docs/product-rules.md#catalogue-data). Used only on the home page. */
export interface Testimonial {
  id: number;
  name: string;
  /** Where the patient is from and what they were treated for. */
  sub: string;
  text: string;
  /** Initials drawn in the avatar; we show no photos of patients. */
  initials: string;
}

export const testimonials: Testimonial[] = [
  {
    id: 1,
    name: 'Padmavathi R.',
    sub: 'Kompally · knee replacement',
    initials: 'PR',
    text: 'I had put off my knee operation for three years out of fear. Dr. Karthik explained everything with a model of the knee, and the physiotherapists had me walking the next morning. Today I go to the temple on foot again.',
  },
  {
    id: 2,
    name: 'Arjun and Meghana S.',
    sub: 'Suchitra · birth of our daughter',
    initials: 'AS',
    text: 'From the first scan to the delivery, Dr. Lakshmi Priya was calm and honest with us. The nurses helped Meghana with feeding at two in the morning without a single complaint. We felt looked after, not processed.',
  },
  {
    id: 3,
    name: 'Mohd. Yousuf',
    sub: 'Dulapally · chest pain at night',
    initials: 'MY',
    text: 'My father had chest pain close to midnight. The emergency team did an ECG within minutes and our heart surgeon came down himself. The bill was explained before anything was done. I will not go anywhere else now.',
  },
];
