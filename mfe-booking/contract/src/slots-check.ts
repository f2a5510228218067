// The browser's checks of the free-times answers, against the JSON copy of their schemas (TypeBox stays on the
// server). The copy loads with the first free-times request, not with the booking page: only an answer needs it.
import type { TSchema } from '@sinclair/typebox';
import { meetsSchema } from './json-check';
import type { FreeDaysAnswer, SlotsAnswer } from './slots';

type SlotsSchemas = Record<'slotsAnswer' | 'freeDaysAnswer', TSchema>;

export interface SlotsChecks {
  isSlotsAnswer(body: unknown): body is SlotsAnswer;
  isFreeDaysAnswer(body: unknown): body is FreeDaysAnswer;
}

let loaded: Promise<SlotsChecks> | undefined;

/** The checks, once their schemas have loaded (a failed load is tried again on the next call). */
export function loadSlotsChecks(): Promise<SlotsChecks> {
  loaded ??= import('./slots-schemas.json').then(
    ({ default: json }) => {
      const schemas = json as unknown as SlotsSchemas;
      return {
        isSlotsAnswer: (body: unknown): body is SlotsAnswer => meetsSchema(schemas.slotsAnswer, body),
        isFreeDaysAnswer: (body: unknown): body is FreeDaysAnswer => meetsSchema(schemas.freeDaysAnswer, body),
      };
    },
    (error: unknown) => {
      loaded = undefined;
      throw error;
    },
  );
  return loaded;
}
