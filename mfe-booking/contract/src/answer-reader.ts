// Reads the answer of a booking or a change against the JSON copies of its schemas; loaded with the request
// (answer-check.ts), so the page does not carry them.
import type { TSchema } from '@sinclair/typebox';
import answerSchemas from './answer-schemas.json';
import type { AnswerReader } from './answer-check';
import type { ErrorAnswer } from './error-schemas';
import { brokenFields } from './json-check';
import type { BookedAnswer } from './payload-schemas';

const schemas = answerSchemas as unknown as Record<'bookedAnswer' | 'errorAnswer', TSchema>;
const BOOKED_FIELDS = Object.keys(schemas.bookedAnswer.properties as object);

export const answerReader: AnswerReader = {
  booked(body) {
    const broken = brokenFields(schemas.bookedAnswer, body);
    if (broken.has('') || broken.has('success') || broken.has('appointmentId')) return undefined;
    const kept = Object.entries(body as object).filter(
      ([key, value]) => value !== undefined && !broken.has(key) && BOOKED_FIELDS.includes(key),
    );
    return Object.fromEntries(kept) as Partial<BookedAnswer> & Pick<BookedAnswer, 'appointmentId'>;
  },
  refusal(body) {
    const broken = brokenFields(schemas.errorAnswer, body);
    if (broken.has('')) return {};
    const { message, alternatives } = body as ErrorAnswer;
    return {
      ...(!broken.has('message') && message.trim() ? { message } : {}),
      ...(!broken.has('alternatives') && alternatives ? { alternatives } : {}),
    };
  },
};
