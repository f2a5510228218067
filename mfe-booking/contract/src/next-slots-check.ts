// The doctor's page's check of a doctor's next free times, against the JSON copy of its schema. The checker
// loads with the schema, alongside the request: the page shares no code with the booking form to load it.
import type { TSchema } from '@sinclair/typebox';
import type { NextSlotsAnswer } from './slots';

export type NextSlotsCheck = (body: unknown) => body is NextSlotsAnswer;

let loaded: Promise<NextSlotsCheck> | undefined;

/** The check, once it has loaded (a failed load is tried again on the next call). */
export function loadNextSlotsCheck(): Promise<NextSlotsCheck> {
  loaded ??= Promise.all([import('./slots-schemas.json'), import('./json-check')]).then(
    ([{ default: json }, { meetsSchema }]) =>
      (body: unknown): body is NextSlotsAnswer =>
        meetsSchema(json.nextSlotsAnswer as unknown as TSchema, body),
    (error: unknown) => {
      loaded = undefined;
      throw error;
    },
  );
  return loaded;
}
