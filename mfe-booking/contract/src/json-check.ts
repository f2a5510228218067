// The browser's check of a JSON Schema: the keywords the booking schemas use, read as Ajv reads them (the
// API validates the same schemas with Ajv). TypeBox's checker would cost the booking page several KB. Its
// tests hold the schemas to these keywords and the two checks to the same verdicts.
import type { TSchema } from '@sinclair/typebox';

/** Where a value breaks its schema: the path and the keyword (`integer`: a finite number that is not whole). */
export interface SchemaProblem {
  path: string[];
  keyword: string;
  /** `additionalProperties`: the keys nobody asked for. */
  keys?: string[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first keyword a scalar breaks, in the order a person fixes them (type first). */
function scalarProblem(schema: TSchema, value: unknown): string | undefined {
  const { type } = schema;
  if (type === 'string') {
    if (typeof value !== 'string') return 'type';
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) return 'pattern';
  } else if (type === 'integer') {
    if (typeof value !== 'number' || !Number.isFinite(value)) return 'type';
    if (!Number.isInteger(value)) return 'integer';
    if (schema.minimum !== undefined && value < schema.minimum) return 'minimum';
    if (schema.maximum !== undefined && value > schema.maximum) return 'maximum';
  } else if (type === 'boolean') {
    if (typeof value !== 'boolean') return 'type';
  }
  if (schema.enum !== undefined && !(schema.enum as unknown[]).includes(value)) return 'enum';
  return undefined;
}

/**
 * Every problem of `value` against `schema`, at most one per property or item (its first). A property whose value is
 * `undefined` counts as absent, as it is once sent as JSON.
 */
export function schemaProblems(schema: TSchema, value: unknown, path: string[] = []): SchemaProblem[] {
  if (value === null && schema.nullable === true) return [];
  if (schema.type === 'object') {
    if (!isObject(value)) return [{ path, keyword: 'type' }];
    const properties: Record<string, TSchema> = schema.properties ?? {};
    const required: string[] = schema.required ?? [];
    const problems: SchemaProblem[] = [];
    for (const [key, property] of Object.entries(properties)) {
      const item = Object.hasOwn(value, key) ? value[key] : undefined;
      if (item === undefined) {
        if (required.includes(key)) problems.push({ path: [...path, key], keyword: 'required' });
      } else problems.push(...schemaProblems(property, item, [...path, key]));
    }
    const others = schema.additionalProperties as TSchema | boolean | undefined;
    const keys = Object.keys(value).filter((key) => !Object.hasOwn(properties, key) && value[key] !== undefined);
    if (others === false && keys.length > 0) problems.push({ path, keyword: 'additionalProperties', keys });
    else if (isObject(others)) for (const key of keys) problems.push(...schemaProblems(others, value[key], [...path, key]));
    return problems;
  }
  if (schema.type === 'array') {
    if (!Array.isArray(value)) return [{ path, keyword: 'type' }];
    return value.flatMap((item, index) => schemaProblems(schema.items as TSchema, item, [...path, String(index)]));
  }
  const keyword = scalarProblem(schema, value);
  return keyword ? [{ path, keyword }] : [];
}

/** The top-level fields of `value` that break `schema` ('' for the value itself). */
export const brokenFields = (schema: TSchema, value: unknown): Set<string> =>
  new Set(schemaProblems(schema, value).map((problem) => problem.path[0] ?? ''));

/** True when `value` meets `schema`. */
export const meetsSchema = (schema: TSchema, value: unknown): boolean => schemaProblems(schema, value).length === 0;
