// JSON Schemas shared by the routes: Fastify serialises each answer with its route's schema, and
// @fastify/swagger publishes the same schemas as the OpenAPI document (http/openapi.ts). Written in the
// subset OpenAPI 3.0 and Ajv both read (nullable, no const). Objects allow more properties than they list,
// so an answer never loses a field to its schema.
import type { FastifySchema } from 'fastify';
import type { TObject, TSchema } from '@sinclair/typebox';
import { APPOINTMENT_STATUSES, datedSlotSchema, errorAnswerSchema, freeSlotSchema, slotDoctorSchema } from '@hospital/booking-contract';
import { DEPARTMENT_NAMES } from '@hospital/hospital-data';

export type JsonSchema = Record<string, unknown>;

export const text = (description?: string, extra: JsonSchema = {}): JsonSchema => ({
  type: 'string',
  ...(description ? { description } : {}),
  ...extra,
});
export const isoDate = (description = 'A date, YYYY-MM-DD (India time)'): JsonSchema =>
  text(description, { pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
export const clockTime = (description = 'A time, HH:MM (India time)'): JsonSchema =>
  text(description, { pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' });
export const integer = (description?: string, extra: JsonSchema = {}): JsonSchema => ({
  type: 'integer',
  ...(description ? { description } : {}),
  ...extra,
});
export const flag = (description?: string): JsonSchema => ({ type: 'boolean', ...(description ? { description } : {}) });
export const oneOfText = (values: readonly string[], description?: string): JsonSchema => text(description, { enum: [...values] });

/** An object whose listed properties have these shapes; others may be present too. */
export const object = (properties: Record<string, JsonSchema>, required: readonly string[] = [], description?: string): JsonSchema => ({
  type: 'object',
  ...(description ? { description } : {}),
  properties,
  ...(required.length > 0 ? { required: [...required] } : {}),
  additionalProperties: true,
});
export const list = (items: JsonSchema, description?: string): JsonSchema => ({
  type: 'array',
  items,
  ...(description ? { description } : {}),
});

/**
 * What a request may send: these properties and no others, each checked by Fastify before the route runs
 * (a refusal names the field: http/schema-refusal.ts).
 */
export const input = (properties: Record<string, JsonSchema>, required: readonly string[] = [], description?: string): JsonSchema => ({
  ...object(properties, required, description),
  additionalProperties: false,
});
/** How a refusal names the field ('Full name') and, optionally, what it must be ('a whole number from 0 to 120'). */
export const labelled = (schema: JsonSchema, label: string, expects?: string): JsonSchema => ({
  ...schema,
  'x-label': label,
  ...(expects ? { 'x-expects': expects } : {}),
});
/**
 * A contract's schema with the words the OpenAPI document shows (the browser's copy goes without them):
 * its description and one for each property, or a property's own documented schema.
 */
export function documented<T extends TObject>(schema: T, description: string, notes: Record<keyof T['properties'], string | TSchema>): T {
  const properties = Object.fromEntries(
    Object.entries(schema.properties).map(([key, property]) => {
      const note = notes[key as keyof T['properties']];
      return [key, typeof note === 'string' ? { ...property, description: note } : note];
    }),
  );
  return { ...schema, description, properties };
}
export const nullable = (schema: JsonSchema): JsonSchema => ({ ...schema, nullable: true });

export const department = oneOfText(DEPARTMENT_NAMES, 'A department of the hospital');
export const appointmentStatus = oneOfText(APPOINTMENT_STATUSES, 'The appointment’s status');
export const slotDoctor = documented(slotDoctorSchema, 'A doctor', {
  slug: 'The doctor’s slug, e.g. dr-karthik-varma',
  name: 'The doctor’s name, as the site shows it',
});
const doctorsFree = { ...freeSlotSchema.properties.doctors, items: slotDoctor, description: 'The doctors free at that time' };
export const freeSlot = documented(freeSlotSchema, 'A start time that still has room', {
  time: 'A time, HH:MM (India time)',
  doctors: doctorsFree,
});
export const datedSlot = documented(datedSlotSchema, 'A free time on some date', {
  date: 'A date, YYYY-MM-DD (India time)',
  time: 'A time, HH:MM (India time)',
  doctors: doctorsFree,
});

/** Every refusal and fault: `{ success: false, message }`, the message in the patient's language on their routes. */
export const errorAnswer = documented(errorAnswerSchema, 'A refusal or a fault', {
  success: 'Always false',
  message: 'What went wrong, for a person to read',
  field: 'The field the message is about, when there is one',
  alternatives: {
    ...errorAnswerSchema.properties.alternatives,
    items: datedSlot,
    description: 'The nearest free times, when the time asked for was taken',
  },
});

/** The answers of a route: its successes, and a refusal for every other status it may give. */
export function answers(ok: Record<number, JsonSchema>, refusals: readonly number[]): Record<number, JsonSchema> {
  return { ...ok, ...Object.fromEntries([...refusals, 500].map((code) => [code, errorAnswer])) };
}

/** The refusals every JSON route may give: bad input, too large, not JSON, too many requests. */
export const BAD_INPUT = [400, 413, 415, 429] as const;

/** A route's schema with what the OpenAPI document reads besides (summary, tags, security). */
export type RouteSchema = FastifySchema & {
  summary?: string;
  description?: string;
  tags?: readonly string[];
  security?: ReadonlyArray<Record<string, readonly string[]>>;
  hide?: boolean;
};
