// A route's schema refusing a request, said as a sentence that names the field: Ajv's own words
// ('must be integer', '/age') are for programmers. The schema's `x-label` (how a person names the field)
// and `x-expects` (what it must be) word it; without them, the property's name and the failed keyword.
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { HttpError } from './errors';
import type { JsonSchema } from './schemas';

/** The keywords the schemas add for people; Ajv is told of them (app.ts) and OpenAPI allows `x-` ones. */
export const REFUSAL_KEYWORDS = ['x-label', 'x-expects'] as const;

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'empty',
};

const asSchema = (value: unknown): JsonSchema | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonSchema) : undefined;

/** The subschema holding the failed keyword: `#/properties/weekly/properties/mon/items/properties/start/pattern` without its last step. */
function subschemaAt(root: JsonSchema | undefined, schemaPath: string): JsonSchema | undefined {
  let at: unknown = root;
  for (const step of schemaPath.replace(/^#\/?/, '').split('/').slice(0, -1)) {
    if (!step) continue;
    at = asSchema(at)?.[decodeURIComponent(step.replace(/~1/g, '/').replace(/~0/g, '~'))];
  }
  return asSchema(at);
}

const stepsOf = (instancePath: string) => instancePath.split('/').filter(Boolean);

/** What the failed keyword wanted, when the schema does not say it in words. */
function expected(error: FastifySchemaValidationError, schema: JsonSchema | undefined): string {
  const limit = (error.params as { limit?: number }).limit;
  switch (error.keyword) {
    case 'type': {
      const type = (error.params as { type?: string }).type ?? '';
      return type
        .split(',')
        .map((t) => TYPE_WORDS[t] ?? t)
        .join(' or ');
    }
    case 'enum': {
      const values = (schema?.enum as unknown[] | undefined) ?? [];
      return values.length <= 8 ? `one of: ${values.join(', ')}` : 'one of the listed values';
    }
    case 'maxLength':
      return `at most ${limit} characters`;
    case 'minLength':
      return limit === 1 ? 'filled in' : `at least ${limit} characters`;
    case 'maxItems':
      return `a list of at most ${limit}`;
    case 'minimum':
    case 'maximum':
      return schema?.minimum !== undefined && schema.maximum !== undefined
        ? `from ${String(schema.minimum)} to ${String(schema.maximum)}`
        : `${error.keyword === 'minimum' ? 'at least' : 'at most'} ${limit}`;
    default:
      return 'in the expected form';
  }
}

/**
 * The first refusal of a request part (`body`, `querystring`, `params`) by `root`, its schema: 400 with a
 * message a person can read and the top-level field it is about.
 */
export function schemaRefusal(errors: readonly FastifySchemaValidationError[], root: JsonSchema | undefined): HttpError {
  const error = errors[0];
  if (!error) return new HttpError(400, 'The request is not valid');
  const steps = stepsOf(error.instancePath);
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  const at = subschemaAt(root, error.schemaPath);
  const field = (name: string | undefined) => (name ?? '').slice(0, 40);
  if (error.keyword === 'required' && params.missingProperty) {
    const missing = params.missingProperty;
    const label = asSchema(asSchema(at?.properties)?.[missing])?.['x-label'] ?? [...steps, missing].join('.');
    return new HttpError(400, `${String(label)} is required`, field(steps[0] ?? missing));
  }
  if (error.keyword === 'additionalProperties' && params.additionalProperty !== undefined) {
    const name = field(params.additionalProperty);
    return new HttpError(400, `Unknown field "${[...steps, name].join('.')}": remove it and try again`, field(steps[0] ?? name));
  }
  const label = at?.['x-label'] ?? (steps.join('.') || 'The request');
  const expects = at?.['x-expects'] ?? expected(error, at);
  return new HttpError(400, `${String(label)} must be ${String(expects)}`, steps[0] ? field(steps[0]) : undefined);
}
