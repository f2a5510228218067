// A check-in's token as the desk's answers carry it (check-in and walk-in): what the desk reads out and
// prints on the patient's slip.
import type { Static } from '@sinclair/typebox';
import { Integer, Object as Obj, String as Str } from '@sinclair/typebox';
import { isoDate } from './schema-parts';

export const queueTokenSchema = Obj(
  {
    /** 1, 2, 3… per doctor per day, in order of arrival. */
    number: Integer({ minimum: 1 }),
    /** The doctor's slug. */
    doctor: Str(),
    day: isoDate(),
    /** When the patient checked in (ISO instant). */
    arrivedAt: Str({ format: 'date-time' }),
  },
  { additionalProperties: false },
);

export type QueueTokenAnswer = Static<typeof queueTokenSchema>;
