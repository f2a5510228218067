// The browser's checks of the free-times answers, against the JSON copy of their schemas (TypeBox stays on the server).
import type { TSchema } from '@sinclair/typebox';
import slotsSchemas from './slots-schemas.json';
import { meetsSchema } from './json-check';
import type { FreeDaysAnswer, SlotsAnswer } from './slots';

const schemas = slotsSchemas as unknown as Record<'slotsAnswer' | 'freeDaysAnswer', TSchema>;

export const isSlotsAnswer = (body: unknown): body is SlotsAnswer => meetsSchema(schemas.slotsAnswer, body);
export const isFreeDaysAnswer = (body: unknown): body is FreeDaysAnswer => meetsSchema(schemas.freeDaysAnswer, body);
