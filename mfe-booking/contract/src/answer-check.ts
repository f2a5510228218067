// The browser's reading of the answer of a booking or a change, against the JSON copies of their schemas
// (TypeBox stays on the server). The reading and the copies load with the request, not with the page.
import type { ErrorAnswer } from './error-schemas';
import type { BookedAnswer } from './payload-schemas';

/** What a refusal said that meets its schema: a field that breaks it is left out, and so is a blank message. */
export type Refusal = Partial<Pick<ErrorAnswer, 'message' | 'alternatives'>>;

export interface AnswerReader {
  /** A booking's answer: the fields that meet the schema; undefined without its success or its reference. */
  booked(body: unknown): (Partial<BookedAnswer> & Pick<BookedAnswer, 'appointmentId'>) | undefined;
  refusal(body: unknown): Refusal;
}

let loaded: Promise<AnswerReader> | undefined;

const load = (): Promise<AnswerReader> =>
  (loaded ??= import('./answer-reader').then(
    ({ answerReader }) => answerReader,
    (error: unknown) => {
      loaded = undefined;
      throw error;
    },
  ));

/**
 * Starts loading the reading (call it as the request leaves); the promise gives it once the answer has come. A
 * failed load is tried once more then, and failing again reads nothing.
 */
export function loadAnswerReader(): () => Promise<AnswerReader> {
  const early = load().catch(() => undefined);
  return async () => (await early) ?? load().catch((): AnswerReader => ({ booked: () => undefined, refusal: () => ({}) }));
}
