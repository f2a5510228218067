// The booking form's check of what the booking service says it does, against the JSON copy of its schema.
import type { TSchema } from '@sinclair/typebox';
import payloadSchemas from './payload-schemas.json';
import { schemaProblems } from './json-check';
import type { BookingServiceConfig } from './manage';

const schema = (payloadSchemas as unknown as { bookingConfig: TSchema }).bookingConfig;

/**
 * What the answer said that meets its schema: a field that breaks it stays `cautious` (all of them, for no
 * object), and a fee that breaks it is left out, not the others.
 */
export function bookingConfigFrom(body: unknown, cautious: BookingServiceConfig): BookingServiceConfig {
  const broken = new Set<string>();
  const brokenFees = new Set<string>();
  for (const { path } of schemaProblems(schema, body)) {
    if (path[0] === 'fees' && path[1] !== undefined) brokenFees.add(path[1]);
    else broken.add(path[0] ?? '');
  }
  if (broken.has('')) return cautious;
  const said = body as Record<string, unknown>;
  const valueOf = (key: string, value: unknown) =>
    broken.has(key)
      ? value
      : key === 'fees'
        ? Object.fromEntries(Object.entries(said.fees as object).filter(([slug]) => !brokenFees.has(slug)))
        : said[key];
  return Object.fromEntries(Object.entries(cautious).map(([key, value]) => [key, valueOf(key, value)])) as unknown as BookingServiceConfig;
}
