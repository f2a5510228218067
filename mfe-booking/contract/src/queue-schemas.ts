// A check-in's token as the desk's answers carry it (check-in and walk-in): what the desk reads out and
// prints on the patient's slip.
import type { Static } from '@sinclair/typebox';
import { Array, Integer, Object as Obj, String as Str } from '@sinclair/typebox';
import { isoDate, nullable, succeeded } from './schema-parts';

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

/** A patient on a doctor's queue of the day. */
export const queuedPatientSchema = Obj(
  {
    reference: Str(),
    fullName: Str(),
    token: Integer({ minimum: 1 }),
    arrivedAt: Str({ format: 'date-time' }),
    calledAt: nullable(Str({ format: 'date-time' })),
    /** Minutes from arrival to now (waiting) or to the call (with the doctor). */
    waitedMinutes: Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);

/** `GET /api/staff/queue?doctor=…`: waiting in token order, with the doctor, and how many are done. */
export const queueAnswerSchema = Obj(
  {
    success: succeeded(),
    doctor: Str(),
    day: isoDate(),
    waiting: Array(queuedPatientSchema),
    withDoctor: Array(queuedPatientSchema),
    done: Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);

/** `POST /api/staff/queue/<doctor>/call-next`: the patient called in, or null when nobody waits. */
export const callNextAnswerSchema = Obj({ success: succeeded(), called: nullable(queuedPatientSchema) }, { additionalProperties: false });

export type QueuedPatient = Static<typeof queuedPatientSchema>;
export type QueueAnswer = Static<typeof queueAnswerSchema>;
export type CallNextAnswer = Static<typeof callNextAnswerSchema>;
