// The refusal every route answers with when it does not do what was asked (4xx, 5xx), one TypeBox schema: its
// TypeScript type, the routes' JSON Schema and OpenAPI entry, and through answer-schemas.json the browser's check.
import { Array as List, Object as Obj, Optional, String as Str, type Static } from '@sinclair/typebox';
import { OPEN, refused } from './schema-parts';
import { datedSlotSchema } from './slots-schemas';

/** `{ success: false, message }`, the message for a person to read (in the patient's language on their routes). */
export const errorAnswerSchema = Obj(
  {
    success: refused(),
    message: Str(),
    /** The field the message is about, when there is one. */
    field: Optional(Str()),
    /** The nearest free times, when the time asked for was just taken (409). */
    alternatives: Optional(List(datedSlotSchema)),
  },
  OPEN,
);
export type ErrorAnswer = Static<typeof errorAnswerSchema>;

/** The 409 of a booking or a move whose time has no room left: up to three nearest free times instead. */
export type SlotTakenAnswer = ErrorAnswer & Required<Pick<ErrorAnswer, 'alternatives'>>;
