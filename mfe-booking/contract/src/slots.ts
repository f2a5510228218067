/**
 * Free times: the shapes of GET /api/appointments/slots and /next-slots (slots-schemas.ts), and the links
 * that open the form with choices already made.
 */
import type { Static } from '@sinclair/typebox';
import type {
  datedSlotSchema,
  freeDaySchema,
  freeDaysAnswerSchema,
  freeSlotSchema,
  nextSlotsAnswerSchema,
  slotDoctorSchema,
  slotsAnswerSchema,
} from './slots-schemas';

export const SLOTS_PATH = '/api/appointments/slots';
export const NEXT_SLOTS_PATH = '/api/appointments/next-slots';
/** `GET ?service=&doctor=&from=`: the next days (FREE_DAYS_COUNT) and how many free times each has, in one answer. */
export const FREE_DAYS_PATH = '/api/appointments/free-days';
export const FREE_DAYS_COUNT = 14;

/** One day of the booking form's strip: how many times are free (0: full or no clinic). */
export type FreeDay = Static<typeof freeDaySchema>;
export type FreeDaysAnswer = Static<typeof freeDaysAnswerSchema>;
export type SlotDoctor = Static<typeof slotDoctorSchema>;
/** A start time (HH:MM, hospital time) that still has room, and which doctors have it. */
export type FreeSlot = Static<typeof freeSlotSchema>;
export type SlotsAnswer = Static<typeof slotsAnswerSchema>;
/** A free time on some date: alternatives after a 409, and a doctor's next free times. */
export type DatedSlot = Static<typeof datedSlotSchema>;

export type NextSlotsAnswer = Static<typeof nextSlotsAnswerSchema>;

export type DayPeriod = 'Morning' | 'Afternoon' | 'Evening';
export const DAY_PERIODS: readonly DayPeriod[] = ['Morning', 'Afternoon', 'Evening'];

/** Morning before noon, afternoon until 5 pm, evening after: how the form groups times. */
export function dayPeriod(time: string): DayPeriod {
  const hour = Number(time.slice(0, 2));
  return hour < 12 ? 'Morning' : hour < 17 ? 'Afternoon' : 'Evening';
}

export const slotsUrl = ({ service, date, doctor }: { service: string; date: string; doctor?: string | undefined }): string => {
  const query = new URLSearchParams({ service, date });
  if (doctor) query.set('doctor', doctor);
  return `${SLOTS_PATH}?${query.toString()}`;
};

export const freeDaysUrl = ({ service, doctor }: { service: string; doctor?: string | undefined }): string => {
  const query = new URLSearchParams({ service });
  if (doctor) query.set('doctor', doctor);
  return `${FREE_DAYS_PATH}?${query.toString()}`;
};
