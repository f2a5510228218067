/**
 * Free times: the shapes of GET /api/appointments/slots and /next-slots, the 409 answer of a
 * booking whose time was just taken, and the links that open the form with choices already made.
 */
export const SLOTS_PATH = '/api/appointments/slots';
export const NEXT_SLOTS_PATH = '/api/appointments/next-slots';
/** `GET ?service=&doctor=&from=`: the next days (FREE_DAYS_COUNT) and how many free times each has, in one answer. */
export const FREE_DAYS_PATH = '/api/appointments/free-days';
export const FREE_DAYS_COUNT = 14;

/** One day of the booking form's strip: how many times are free (0: full or no clinic). */
export interface FreeDay {
  date: string;
  free: number;
}

export interface FreeDaysAnswer {
  success: true;
  service: string;
  doctor?: string;
  /** From `from` (or today) on, at most FREE_DAYS_COUNT days and never past the last bookable day. */
  days: FreeDay[];
  bookableFrom: string;
  bookableUntil: string;
}

export interface SlotDoctor {
  slug: string;
  name: string;
}

/** A start time that still has room, and which doctors have it. */
export interface FreeSlot {
  /** HH:MM, hospital time (Asia/Kolkata). */
  time: string;
  doctors: SlotDoctor[];
}

export interface SlotsAnswer {
  success: true;
  date: string;
  service: string;
  /** The doctor asked about, when one was. */
  doctor?: string;
  /** Only times that still have room, in order. */
  slots: FreeSlot[];
  /** When `slots` is empty: the next date (within the horizon) that has a free time, else null. */
  nextDate: string | null;
  /** The first and last dates that can be booked now (today in India, and today + the horizon). */
  bookableFrom: string;
  bookableUntil: string;
}

/** A free time on some date: alternatives after a 409, and a doctor's next free times. */
export interface DatedSlot extends FreeSlot {
  date: string;
}

export interface NextSlotsAnswer {
  success: true;
  doctor: SlotDoctor;
  slots: DatedSlot[];
  /** The doctor's consultation fee in rupees (the doctor's page shows it); null or absent: none set. */
  fee?: number | null;
}

/** The 409 of a booking whose time has no room left: up to three nearest free times instead. */
export interface SlotTakenAnswer {
  success: false;
  message: string;
  alternatives: DatedSlot[];
}

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
