// The answers of the free-times routes, one TypeBox schema each: the TypeScript types (slots.ts), the routes'
// JSON Schema and OpenAPI entry, and through slots-schemas.json the browser's check of what it reads.
import { Array as List, Integer, Object as Obj, Optional, String as Str } from '@sinclair/typebox';
import { OPEN, clockTime, departmentName, isoDate, nullable, slotDoctorSchema, succeeded } from './schema-parts';

export { slotDoctorSchema } from './schema-parts';

/** A start time that still has room, and which doctors have it. */
export const freeSlotSchema = Obj({ time: clockTime(), doctors: List(slotDoctorSchema) }, OPEN);

/** A free time on some date: alternatives after a 409, and a doctor's next free times. */
export const datedSlotSchema = Obj({ date: isoDate(), time: clockTime(), doctors: List(slotDoctorSchema) }, OPEN);

/** GET /api/appointments/slots: a day's free times, in order. */
export const slotsAnswerSchema = Obj(
  {
    success: succeeded(),
    date: isoDate(),
    service: departmentName(),
    doctor: Optional(Str()),
    slots: List(freeSlotSchema),
    /** When `slots` is empty: the next date (within the horizon) that has a free time, else null. */
    nextDate: nullable(isoDate()),
    bookableFrom: isoDate(),
    bookableUntil: isoDate(),
  },
  OPEN,
);

/** One day of the booking form's strip: how many times are free (0: full or no clinic). */
export const freeDaySchema = Obj({ date: isoDate(), free: Integer() }, OPEN);

/** GET /api/appointments/free-days: how many free times each of the next days has. */
export const freeDaysAnswerSchema = Obj(
  {
    success: succeeded(),
    service: departmentName(),
    doctor: Optional(Str()),
    days: List(freeDaySchema),
    bookableFrom: isoDate(),
    bookableUntil: isoDate(),
  },
  OPEN,
);

/** GET /api/appointments/next-slots: a doctor's next free times, and their fee. */
export const nextSlotsAnswerSchema = Obj(
  {
    success: succeeded(),
    doctor: slotDoctorSchema,
    slots: List(datedSlotSchema),
    /** The doctor's consultation fee in rupees (the doctor's page shows it); null or absent: none set. */
    fee: Optional(nullable(Integer())),
  },
  OPEN,
);

/** What the browser reads, as plain JSON (slots-schemas.json). */
export const SLOTS_SCHEMAS = {
  slotsAnswer: slotsAnswerSchema,
  freeDaysAnswer: freeDaysAnswerSchema,
  nextSlotsAnswer: nextSlotsAnswerSchema,
};
