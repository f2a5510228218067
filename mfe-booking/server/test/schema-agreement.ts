// One schema, two checks: the API validates a contract schema with Ajv, the browser with the contract's small
// checker (json-check.ts). These generate values around a schema and compare the two verdicts.
import Ajv from 'ajv';
import fc from 'fast-check';
import type { TSchema } from '@sinclair/typebox';
import { meetsSchema, schemaProblems } from '@hospital/booking-contract';

// As the API configures Ajv (app.ts): nothing coerced, added or removed.
const OPTIONS = { coerceTypes: false, useDefaults: false, removeAdditional: false, strictTypes: false } as const;
const ajv = new Ajv(OPTIONS);
// Every problem listed: the two checks must find the same fields wrong.
const everyError = new Ajv({ ...OPTIONS, allErrors: true });

/** What a caller might send in a field whatever its schema: another type, empty, padded, out of range. */
export const anyValue = fc.oneof(
  fc.constantFrom(null, '', ' ', 'N/A', '  Ravi  ', '+91 98480 12345', '2030-02-30', '24:00', ' 10:15', true, 0, -1, 1.5, 1e21),
  fc.string({ maxLength: 12 }),
  fc.integer({ min: -5, max: 200 }),
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -5, max: 200 }),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 3 }), fc.integer(), { maxKeys: 2 }),
);

const propertiesOf = (schema: TSchema) => (schema.properties ?? {}) as Record<string, TSchema>;
/** The schema of the keys an object does not list, when it gives one. */
const othersOf = (schema: TSchema): TSchema | undefined =>
  typeof schema.additionalProperties === 'object' ? (schema.additionalProperties as TSchema) : undefined;

/** A value its schema allows. */
export function fitting(schema: TSchema): fc.Arbitrary<unknown> {
  const value = fittingValue(schema);
  return schema.nullable === true ? fc.oneof(value, fc.constant(null)) : value;
}

function fittingValue(schema: TSchema): fc.Arbitrary<unknown> {
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
    case 'array':
      return fc.array(fitting(schema.items as TSchema), { maxLength: 3 });
    case 'object': {
      const listed = fc.record(
        Object.fromEntries(Object.entries(propertiesOf(schema)).map(([key, property]) => [key, fitting(property)])),
        {
          requiredKeys: (schema.required as string[] | undefined) ?? [],
        },
      );
      const others = othersOf(schema);
      return others
        ? fc
            .tuple(fc.dictionary(fc.string({ maxLength: 6 }), fitting(others), { maxKeys: 3 }), listed)
            .map(([more, base]) => ({ ...more, ...base }))
        : listed;
    }
    default:
      throw new Error(`no generator for ${String(schema.type)}`);
  }
}

/** A value just past its schema: a bound, a near miss of the pattern or the list, null, one nested item or field wrong. */
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
    case 'array': {
      const items = schema.items as TSchema;
      return fc.oneof(
        fc.constantFrom(null, 'x', {}),
        fc.tuple(fc.array(fitting(items), { maxLength: 2 }), nearMiss(items)).map(([fine, odd]) => [...fine, odd]),
      );
    }
    case 'object':
      return objectOf(schema);
    default:
      return anyValue;
  }
}

/** An object of the schema with at most two properties changed: wrong, just past, left out, or one nobody asked for. */
export function objectOf(schema: TSchema): fc.Arbitrary<Record<string, unknown>> {
  const keys = [...Object.keys(propertiesOf(schema)), 'isAdmin'];
  const change = (key: string) =>
    fc.oneof(nearMiss(propertiesOf(schema)[key] ?? othersOf(schema) ?? ({} as TSchema)), anyValue, fc.constant(undefined));
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

/** The route's schema is the contract's: equal once the words the OpenAPI document adds are taken away. */
export const withoutDescriptions = (schema: unknown): unknown =>
  JSON.parse(JSON.stringify(schema), (key, value: unknown) => (key === 'description' ? undefined : value));

/**
 * For `fc.assert`: on every value generated around `contract`, the browser's check and Ajv's validation of
 * the route's `route` schema accept the same values and find the same top-level fields wrong.
 */
export function checksAgree(contract: TSchema, route: TSchema) {
  const accepts = ajv.compile(route);
  const problems = everyError.compile(route);
  const brokenByAjv = (sent: unknown): string[] => {
    problems(sent);
    const fields = (problems.errors ?? []).map((error) =>
      error.keyword === 'required' && error.instancePath === ''
        ? String(error.params.missingProperty)
        : (error.instancePath.split('/')[1] ?? ''),
    );
    return [...new Set(fields)].sort();
  };
  const brokenByBrowser = (sent: unknown): string[] =>
    [...new Set(schemaProblems(contract, sent).map((problem) => problem.path[0] ?? ''))].sort();
  return fc.property(objectOf(contract), (sent) => {
    expect({ sent, accepts: meetsSchema(contract, sent) }).toEqual({ sent, accepts: accepts(sent) });
    expect({ sent, broken: brokenByBrowser(sent) }).toEqual({ sent, broken: brokenByAjv(sent) });
  });
}
