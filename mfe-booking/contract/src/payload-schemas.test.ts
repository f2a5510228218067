import payloadSchemasJson from './payload-schemas.json';
import { PAYLOAD_SCHEMAS } from './payload-schemas';

/** Every key of a schema and of the schemas inside it. */
function keywordsOf(schema: unknown): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const own = Array.isArray(schema) ? [] : Object.keys(schema);
  const inside = Object.entries(schema).flatMap(([key, value]) =>
    key === 'properties' ? Object.values(value as object).flatMap(keywordsOf) : key === 'enum' ? [] : keywordsOf(value),
  );
  return [...own, ...inside];
}

describe('the browser’s copy of the payload schemas', () => {
  it('is the TypeBox schemas as JSON (if not: npm run schemas -w @hospital/booking-contract)', () => {
    expect(payloadSchemasJson).toEqual(JSON.parse(JSON.stringify(PAYLOAD_SCHEMAS)));
  });

  it('uses only keywords the browser’s check reads as Ajv does (json-check.ts)', () => {
    const read = [
      'type',
      'enum',
      'pattern',
      'minimum',
      'maximum',
      'properties',
      'required',
      'additionalProperties',
      'nullable',
      'description',
    ];
    const types = ['object', 'string', 'integer', 'boolean'];
    expect(
      [...new Set(keywordsOf(PAYLOAD_SCHEMAS.appointmentRequest)), ...new Set(keywordsOf(PAYLOAD_SCHEMAS.bookedAnswer))].filter(
        (key) => !read.includes(key),
      ),
    ).toEqual([]);
    const typesOf = (schema: unknown): unknown[] =>
      typeof schema === 'object' && schema !== null
        ? [(schema as { type?: unknown }).type, ...Object.values((schema as { properties?: object }).properties ?? {}).flatMap(typesOf)]
        : [];
    expect(
      [...typesOf(PAYLOAD_SCHEMAS.appointmentRequest), ...typesOf(PAYLOAD_SCHEMAS.bookedAnswer)].filter(
        (type) => !types.includes(type as string),
      ),
    ).toEqual([]);
  });
});
