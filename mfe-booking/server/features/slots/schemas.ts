import { DOCTORS } from '@hospital/hospital-data';
import {
  BAD_INPUT,
  answers,
  datedSlot,
  department,
  freeSlot,
  integer,
  isoDate,
  list,
  nullable,
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

export const slotsSchema: RouteSchema = {
  summary: 'A day’s free times',
  description: 'Only times with a seat left, in order; a valid date without sessions has none. A parameter given twice is refused.',
  tags: ['booking'],
  querystring: object({ service: department, date: isoDate(), doctor: doctorSlug }, ['service', 'date']),
  response: answers(
    {
      200: object(
        {
          success: { type: 'boolean', enum: [true] },
          date: isoDate(),
          service: department,
          doctor: text('The doctor asked about, when one was'),
          slots: list(freeSlot),
          nextDate: nullable(isoDate('When this day has no free time: the next day that has one, within the horizon')),
          bookableFrom: isoDate('Today in India'),
          bookableUntil: isoDate('The last day that can be booked'),
        },
        ['success', 'date', 'service', 'slots', 'nextDate', 'bookableFrom', 'bookableUntil'],
      ),
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
      200: object(
        {
          success: { type: 'boolean', enum: [true] },
          service: department,
          doctor: text('The doctor asked about, when one was'),
          days: list(object({ date: isoDate(), free: integer('Free times that day; 0: full or no clinic') }, ['date', 'free'])),
          bookableFrom: isoDate('Today in India'),
          bookableUntil: isoDate('The last day that can be booked'),
        },
        ['success', 'service', 'days', 'bookableFrom', 'bookableUntil'],
      ),
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
      200: object(
        {
          success: { type: 'boolean', enum: [true] },
          doctor: slotDoctor,
          slots: list(datedSlot),
          fee: nullable(integer('The doctor’s consultation fee in rupees; null: none set')),
        },
        ['success', 'doctor', 'slots'],
      ),
    },
    BAD_INPUT,
  ),
};
