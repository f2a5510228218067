import answerSchemasJson from './answer-schemas.json';
import manageSchemasJson from './manage-schemas.json';
import payloadSchemasJson from './payload-schemas.json';
import slotsSchemasJson from './slots-schemas.json';
import { BROWSER_SCHEMA_COPIES } from './browser-schema-copies';

/** Every key of a schema and of the schemas inside it. */
function keywordsOf(schema: unknown): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const own = Array.isArray(schema) ? [] : Object.keys(schema);
  const inside = Object.entries(schema).flatMap(([key, value]) =>
    key === 'properties' ? Object.values(value as object).flatMap(keywordsOf) : key === 'enum' ? [] : keywordsOf(value),
  );
  return [...own, ...inside];
}

const copies = Object.values(BROWSER_SCHEMA_COPIES).flatMap((schemas) => Object.values(schemas));

describe('the browser’s copies of the payload schemas', () => {
  it('are the TypeBox schemas as JSON (if not: npm run schemas -w @hospital/booking-contract)', () => {
    expect({ payloadSchemasJson, slotsSchemasJson, manageSchemasJson, answerSchemasJson }).toEqual(
      JSON.parse(
        JSON.stringify({
          payloadSchemasJson: BROWSER_SCHEMA_COPIES['payload-schemas.json'],
          slotsSchemasJson: BROWSER_SCHEMA_COPIES['slots-schemas.json'],
          manageSchemasJson: BROWSER_SCHEMA_COPIES['manage-schemas.json'],
          answerSchemasJson: BROWSER_SCHEMA_COPIES['answer-schemas.json'],
        }),
      ),
    );
  });

  it('uses only keywords the browser’s check reads as Ajv does (json-check.ts)', () => {
    const read = [
      'type',
      'enum',
      'pattern',
      'minimum',
      'maximum',
      'properties',
      'items',
      'required',
      'additionalProperties',
      'nullable',
      'description',
    ];
    const types = ['object', 'array', 'string', 'integer', 'boolean'];
    expect([...new Set(copies.flatMap(keywordsOf))].filter((key) => !read.includes(key))).toEqual([]);
    const typesOf = (schema: unknown): unknown[] =>
      typeof schema === 'object' && schema !== null
        ? [
            (schema as { type?: unknown }).type,
            ...Object.values((schema as { properties?: object }).properties ?? {}).flatMap(typesOf),
            ...typesOf((schema as { items?: unknown }).items),
            ...typesOf((schema as { additionalProperties?: unknown }).additionalProperties),
          ]
        : [];
    expect(copies.flatMap(typesOf).filter((type) => !types.includes(type as string))).toEqual([]);
  });
});
