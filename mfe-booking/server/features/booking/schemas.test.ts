// The booking payload and its answer each have one schema, in the booking contract. The API validates them
// with Ajv; the form and the browser's reading of the answer with the contract's small checker. Both must
// accept and refuse the same values, and the route must publish the contract's schema, not a copy.
import Ajv from 'ajv';
import fc from 'fast-check';
import type { TSchema } from '@sinclair/typebox';
import {
  appointmentRequestSchema,
  bookedAnswerSchema,
  createAppointmentSchema,
  meetsSchema,
  schemaProblems,
} from '@hospital/booking-contract';
import { validPayload } from '../../test/harness';
import { bookSchema } from './schemas';

// As the API configures Ajv (app.ts): nothing coerced, added or removed.
const ajv = new Ajv({ coerceTypes: false, useDefaults: false, removeAdditional: false, strictTypes: false });
const body = bookSchema.body as TSchema;
const booked = (bookSchema.response as Record<number, TSchema>)[201] as TSchema;
const apiAcceptsBody = ajv.compile(body);
const apiAcceptsAnswer = ajv.compile(booked);
// The same schemas, every problem listed: the two checks must find the same fields wrong.
const everyError = new Ajv({ coerceTypes: false, useDefaults: false, removeAdditional: false, strictTypes: false, allErrors: true });
const bodyProblems = everyError.compile(body);
const answerProblems = everyError.compile(booked);
const contract = createAppointmentSchema();

/** What a caller might send in a field whatever its schema: another type, empty, padded, out of range. */
const anyValue = fc.oneof(
  fc.constantFrom(null, '', ' ', 'N/A', '  Ravi  ', '+91 98480 12345', '2030-02-30', '24:00', ' 10:15', true, 0, -1, 1.5, 1e21),
  fc.string({ maxLength: 12 }),
  fc.integer({ min: -5, max: 200 }),
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -5, max: 200 }),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 3 }), fc.integer(), { maxKeys: 2 }),
);

/** A value its schema allows. */
function fitting(schema: TSchema): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  switch (schema.type) {
    case 'string':
      return typeof schema.pattern === 'string' ? fc.stringMatching(new RegExp(schema.pattern)) : fc.string({ maxLength: 12 });
    case 'integer':
      return fc.integer({
        min: typeof schema.minimum === 'number' ? schema.minimum : -1000,
        max: typeof schema.maximum === 'number' ? schema.maximum : 1000,
      });
    case 'boolean':
      return fc.boolean();
    case 'object':
      return fc.record(
        Object.fromEntries(Object.entries(schema.properties as Record<string, TSchema>).map(([key, property]) => [key, fitting(property)])),
        {
          requiredKeys: (schema.required as string[] | undefined) ?? [],
        },
      );
    default:
      throw new Error(`no generator for ${String(schema.type)}`);
  }
}

/** A value just past its schema: a bound, a near miss of the pattern or the list, null, one nested field wrong. */
function nearMiss(schema: TSchema): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom('', 'other', false, null);
  switch (schema.type) {
    case 'string':
      return fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(null, 7));
    case 'integer': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : -1000;
      const max = typeof schema.maximum === 'number' ? schema.maximum : 1000;
      return fc.constantFrom(min - 1, max + 1, min + 0.5, '1', null);
    }
    case 'object':
      return objectOf(schema);
    default:
      return anyValue;
  }
}

/** An object of the schema with at most two properties changed: wrong, just past, left out, or one nobody asked for. */
function objectOf(schema: TSchema): fc.Arbitrary<Record<string, unknown>> {
  const keys = [...Object.keys(schema.properties as Record<string, TSchema>), 'isAdmin'];
  const change = (key: string) =>
    fc.oneof(nearMiss((schema.properties as Record<string, TSchema>)[key] ?? ({} as TSchema)), anyValue, fc.constant(undefined));
  return fc
    .tuple(
      fitting(schema),
      fc
        .uniqueArray(fc.constantFrom(...keys), { maxLength: 2 })
        .chain((changed) => fc.tuple(...changed.map((key) => change(key).map((value) => [key, value] as const)))),
    )
    .map(
      ([base, changes]) => JSON.parse(JSON.stringify({ ...(base as object), ...Object.fromEntries(changes) })) as Record<string, unknown>,
    );
}

/** The top-level fields Ajv finds wrong ('' for the object itself: a field nobody asked for, or not an object). */
const brokenByAjv = (validate: ReturnType<Ajv['compile']>, sent: unknown): string[] => {
  validate(sent);
  const fields = (validate.errors ?? []).map((error) =>
    error.keyword === 'required' && error.instancePath === ''
      ? String(error.params.missingProperty)
      : (error.instancePath.split('/')[1] ?? ''),
  );
  return [...new Set(fields)].sort();
};
const brokenByBrowser = (schema: TSchema, sent: unknown): string[] =>
  [...new Set(schemaProblems(schema, sent).map((problem) => problem.path[0] ?? ''))].sort();

const withoutDescriptions = (schema: unknown): unknown =>
  JSON.parse(JSON.stringify(schema), (key, value: unknown) => (key === 'description' ? undefined : value));

describe('one schema for the booking request and its answer', () => {
  it('is the contract’s schema that the route validates and publishes (only the words added)', () => {
    expect(withoutDescriptions(body)).toEqual(withoutDescriptions(appointmentRequestSchema));
    expect(withoutDescriptions(booked)).toEqual(withoutDescriptions(bookedAnswerSchema));
  });

  it('the browser’s check and the API’s validation accept and refuse the same requests', () => {
    fc.assert(
      fc.property(objectOf(appointmentRequestSchema), (sent) => {
        expect({ sent, accepts: meetsSchema(appointmentRequestSchema, sent) }).toEqual({ sent, accepts: apiAcceptsBody(sent) });
        expect({ sent, broken: brokenByBrowser(appointmentRequestSchema, sent) }).toEqual({
          sent,
          broken: brokenByAjv(bodyProblems, sent),
        });
      }),
      { numRuns: 3000, seed: 43 },
    );
  });

  it('the browser’s check and the API’s schema accept and refuse the same answers', () => {
    fc.assert(
      fc.property(objectOf(bookedAnswerSchema), (sent) => {
        expect({ sent, accepts: meetsSchema(bookedAnswerSchema, sent) }).toEqual({ sent, accepts: apiAcceptsAnswer(sent) });
        expect({ sent, broken: brokenByBrowser(bookedAnswerSchema, sent) }).toEqual({ sent, broken: brokenByAjv(answerProblems, sent) });
      }),
      { numRuns: 3000, seed: 44 },
    );
  });

  it('accepts a valid booking, also with its optional fields left out', () => {
    const payload = validPayload();
    expect(apiAcceptsBody(payload)).toBe(true);
    const { whatsapp: _w, doctor: _d, message: _m, ...required } = payload;
    expect(contract.safeParse(required).success).toBe(true);
    expect(apiAcceptsBody(required)).toBe(true);
  });

  it('the API accepts every body the contract’s parse accepts (so it never words a refusal of its own)', () => {
    const fields = Object.keys(validPayload());
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...fields, 'isAdmin'), anyValue, { maxKeys: 3 }), (changes) => {
        const sent: Record<string, unknown> = { ...validPayload(), ...changes };
        if (contract.safeParse(sent).success)
          expect({ sent, valid: apiAcceptsBody(sent), errors: apiAcceptsBody.errors }).toMatchObject({ valid: true });
      }),
      { numRuns: 2000, seed: 31 },
    );
  });
});
