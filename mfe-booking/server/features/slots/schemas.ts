// The free-times routes' schemas. Their answers are the booking contract's schemas (the browser checks what it
// reads against the same ones); here they only gain the words the OpenAPI document shows.
import { freeDaySchema, freeDaysAnswerSchema, nextSlotsAnswerSchema, slotsAnswerSchema } from '@hospital/booking-contract';
import { DOCTORS } from '@hospital/hospital-data';
import {
  BAD_INPUT,
  answers,
  datedSlot,
  department,
  documented,
  freeSlot,
  isoDate,
  object,
  oneOfText,
  slotDoctor,
  text,
  type RouteSchema,
} from '../../http/schemas';

const doctorSlug = oneOfText(
  DOCTORS.map((d) => d.slug),
  'A doctor’s slug',
);

const bookable = {
  bookableFrom: 'Today in India',
  bookableUntil: 'The last day that can be booked',
};

const slotsAnswer = documented(slotsAnswerSchema, 'A day’s free times', {
  success: 'Always true',
  date: 'The day asked about, YYYY-MM-DD (India time)',
  service: 'The department asked about',
  doctor: 'The doctor asked about, when one was',
  slots: { ...slotsAnswerSchema.properties.slots, items: freeSlot, description: 'Only times with a seat left, in order' },
  nextDate: 'When this day has no free time: the next day that has one, within the horizon; else null',
  ...bookable,
});

const freeDaysAnswer = documented(freeDaysAnswerSchema, 'How many free times each day has', {
  success: 'Always true',
  service: 'The department asked about',
  doctor: 'The doctor asked about, when one was',
  days: {
    ...freeDaysAnswerSchema.properties.days,
    items: documented(freeDaySchema, 'One day of the strip', {
      date: 'A date, YYYY-MM-DD (India time)',
      free: 'Free times that day; 0: full or no clinic',
    }),
    description: 'From `from` (or today), at most 14 days, never past the last bookable day',
  },
  ...bookable,
});

const nextSlotsAnswer = documented(nextSlotsAnswerSchema, 'A doctor’s next free times', {
  success: 'Always true',
  doctor: slotDoctor,
  slots: { ...nextSlotsAnswerSchema.properties.slots, items: datedSlot, description: 'The next free times, in order' },
  fee: 'The doctor’s consultation fee in rupees; null: none set',
});

export const slotsSchema: RouteSchema = {
  summary: 'A day’s free times',
  description: 'Only times with a seat left, in order; a valid date without sessions has none. A parameter given twice is refused.',
  tags: ['booking'],
  querystring: object({ service: department, date: isoDate(), doctor: doctorSlug }, ['service', 'date']),
  response: answers(
    {
      200: slotsAnswer,
    },
    BAD_INPUT,
  ),
};

export const freeDaysSchema: RouteSchema = {
  summary: 'How many free times each of the next 14 days has',
  description:
    'For the booking form’s strip of days: one answer, from `from` (default today) to 14 days on, never past the last bookable day.',
  tags: ['booking'],
  querystring: object({ service: department, doctor: doctorSlug, from: isoDate('The first day (default: today in India)') }, ['service']),
  response: answers(
    {
      200: freeDaysAnswer,
    },
    BAD_INPUT,
  ),
};

export const nextSlotsSchema: RouteSchema = {
  summary: 'A doctor’s next free times',
  tags: ['booking'],
  querystring: object({ doctor: doctorSlug, limit: text('How many, 1 to 20 (6)', { pattern: '^\\d{1,2}$', maxLength: 2 }) }, ['doctor']),
  response: answers(
    {
      200: nextSlotsAnswer,
    },
    BAD_INPUT,
  ),
};
