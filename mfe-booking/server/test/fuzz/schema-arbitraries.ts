// fast-check arbitraries read from the JSON Schemas of the OpenAPI document: `fitting` gives what the schema
// allows (the handler's own checks come next), `hostile` what it must refuse or survive. Dates are generated
// over every day their text can spell, so the generator reaches the far ends of the calendar by itself.
import fc from 'fast-check';

export type JsonSchema = Record<string, unknown>;

const DAY_MS = 86_400_000;
/** The first and last day a `YYYY-MM-DD` text can spell (years 0000 to 9999). */
const SPELLABLE = { min: new Date('0000-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59.999Z') };
/** The whole range of a JavaScript date, years -271821 to 275760. */
const REPRESENTABLE = { min: new Date(-8.64e15), max: new Date(8.64e15) };

/** A day as the schema's text: YYYY-MM-DD, the year as wide as it needs to be (5 or 6 digits past 9999, signed before 0). */
export function dayText(date: Date): string {
  const iso = date.toISOString();
  const day = iso.slice(0, iso.indexOf('T'));
  return /^\+/.test(day) ? day.slice(1) : day;
}

const isDatePattern = (pattern: unknown) => typeof pattern === 'string' && pattern.includes('\\d{4}-\\d{2}-\\d{2}');
const isDateSchema = (schema: JsonSchema) => schema.format === 'date' || isDatePattern(schema.pattern);

/** The first and last days the text can spell and their neighbours, a step past them included (boundary values). */
const edgeDay: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(SPELLABLE.min, SPELLABLE.max), fc.integer({ min: -3, max: 3 }))
  .map(([edge, days]) => dayText(new Date(edge.getTime() + days * DAY_MS)));

/** Days the schema's text can spell: near today (where answers have content), anywhere in 0000-9999, and its edges. */
const spellableDay = (now: Date): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: -400, max: 800 }).map((days) => dayText(new Date(now.getTime() + days * DAY_MS))) },
    { weight: 3, arbitrary: fc.date({ ...SPELLABLE, noInvalidDate: true }).map(dayText) },
    { weight: 3, arbitrary: edgeDay },
  );

/** Days outside what the text can spell, or not days at all though shaped like one. */
const hostileDay: fc.Arbitrary<string> = fc.oneof(
  fc.date({ ...REPRESENTABLE, noInvalidDate: true }).map(dayText),
  fc.date({ ...REPRESENTABLE, noInvalidDate: true }).map((date) => date.toISOString().slice(0, date.toISOString().indexOf('T'))),
  fc
    .tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }))
    .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
  fc.date({ ...SPELLABLE, noInvalidDate: true }).map((date) => date.toISOString()),
);

/** Text people and attackers send: combining marks, direction overrides, NUL, lone surrogates, emoji, very long. */
export const oddText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDFFFy',
    '\u202Egnp.exe',
    '\u200B\u200C\u200D\uFEFF',
    'e\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301',
    'Z\u0351\u0352\u0357\u0358\u035b\u0346\u0310\u0311'.repeat(50),
    '👨‍👩‍👧‍👦🏥🇮🇳',
    'رَوِي\u202Bتيجا',
    'రవి తేజ',
    'राव',
    '%00%2e%2e%2f',
    '../../etc/passwd',
    '__proto__',
    'constructor',
    "' OR '1'='1",
    '<script>alert(1)</script>',
    'a\r\nSet-Cookie: x=1',
  ),
  fc
    .tuple(fc.constantFrom('a', 'é', '𝕽', '\u0301', 'ʼ', '\u202E'), fc.integer({ min: 200, max: 6_000 }))
    .map(([unit, times]) => unit.repeat(times)),
);

/** Numbers no schema here allows as given: huge, negative, fractional, not finite once parsed. */
export const oddNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, -0, 0.5, 1e21, -1e21, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, -(2 ** 31) - 1, 1e308, 5e-324),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: -1_000_000_000, max: -1 }),
);

/** Values of the wrong JSON type, and nested ones. */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  oddNumber,
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.integer({ min: 2, max: 400 }).map((depth) => nestedValue(depth)),
);

/** An array inside an object inside an array…, `depth` levels deep. */
export function nestedValue(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value };
  return value;
}

const properties = (schema: JsonSchema) => (schema.properties ?? {}) as Record<string, JsonSchema>;
const required = (schema: JsonSchema) => (schema.required ?? []) as string[];

/** What the schema allows. `known` adds real values for named fields (an appointment's reference) so handlers find something. */
export function fitting(schema: JsonSchema, now: Date, known: Record<string, readonly string[]> = {}, name = ''): fc.Arbitrary<unknown> {
  const own = known[name];
  const fromSchema = fittingOwn(schema, now, known);
  const value = own && own.length > 0 ? fc.oneof(fromSchema, fc.constantFrom(...own)) : fromSchema;
  return schema.nullable ? fc.oneof({ weight: 5, arbitrary: value }, { weight: 1, arbitrary: fc.constant(null) }) : value;
}

function fittingOwn(schema: JsonSchema, now: Date, known: Record<string, readonly string[]>): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  switch (schema.type) {
    case 'string': {
      if (isDateSchema(schema)) return spellableDay(now);
      if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern));
      const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : 300;
      return fc.oneof(
        fc.string({ maxLength: Math.min(maxLength, 60) }),
        fc.string({ unit: 'grapheme', maxLength: Math.min(maxLength, 60) }),
        fc.string({ minLength: maxLength, maxLength }),
      );
    }
    case 'integer':
      return fc.integer({
        min: typeof schema.minimum === 'number' ? schema.minimum : -(2 ** 31),
        max: typeof schema.maximum === 'number' ? schema.maximum : 2 ** 31 - 1,
      });
    case 'number':
      return fc.double({
        noNaN: true,
        noDefaultInfinity: true,
        ...(typeof schema.minimum === 'number' ? { min: schema.minimum } : {}),
        ...(typeof schema.maximum === 'number' ? { max: schema.maximum } : {}),
      });
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const items = (schema.items ?? {}) as JsonSchema;
      return fc.array(fitting(items, now, known), { maxLength: Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : 6, 6) });
    }
    default: {
      const props = properties(schema);
      if (Object.keys(props).length === 0 && schema.type !== 'object') return fc.constant({});
      const model = Object.fromEntries(Object.entries(props).map(([key, inner]) => [key, fitting(inner, now, known, key)]));
      return fc.record(model, { requiredKeys: required(schema).filter((key) => key in props) });
    }
  }
}

/** Something the schema refuses or that tests the handler's limits: typed for the schema, or of another type. */
export function hostile(schema: JsonSchema): fc.Arbitrary<unknown> {
  const forType: fc.Arbitrary<unknown>[] = [];
  if (schema.type === 'string' || Array.isArray(schema.enum)) {
    forType.push(oddText);
    if (isDateSchema(schema)) forType.push(hostileDay, hostileDay);
    if (Array.isArray(schema.enum))
      forType.push(
        fc.constantFrom(...(schema.enum as unknown[]).filter((v): v is string => typeof v === 'string')).map((v) => `${v.toUpperCase()} `),
      );
    if (typeof schema.maxLength === 'number') forType.push(fc.constant('x'.repeat(schema.maxLength + 1)));
    if (typeof schema.pattern === 'string' && /\\d\+/.test(schema.pattern))
      forType.push(fc.constantFrom('99999999999999999999', '1e9', '-1', '0', '1.5', '4294967296'));
  }
  if (schema.type === 'integer' || schema.type === 'number') {
    forType.push(oddNumber);
    if (typeof schema.maximum === 'number') forType.push(fc.constant(schema.maximum + 1));
    if (typeof schema.minimum === 'number') forType.push(fc.constant(schema.minimum - 1));
  }
  if (schema.type === 'array') forType.push(fc.integer({ min: 50, max: 2_000 }).map((n) => Array.from({ length: n }, () => ({}))));
  return fc.oneof(...forType, wrongType);
}

/** The same object with one of its fields (or one field of an object inside it) hostile, or an unknown field added. */
export function withOneHostile(schema: JsonSchema, now: Date, known: Record<string, readonly string[]> = {}): fc.Arbitrary<unknown> {
  const props = properties(schema);
  const keys = Object.keys(props);
  const base = fitting(schema, now, known);
  const options: fc.Arbitrary<unknown>[] = [
    fc
      .tuple(base, fc.constantFrom('__proto__', 'constructor', 'isAdmin', '\u0000', 'x'.repeat(300)), wrongType)
      .map(([value, key, extra]) => ({ ...(value as object), [key]: extra })),
    hostile({ type: 'object' }),
  ];
  if (keys.length > 0) {
    options.push(
      fc
        .constantFrom(...keys)
        .chain((key) =>
          fc.tuple(
            base,
            fc.constant(key),
            props[key]?.type === 'object' || props[key]?.type === 'array'
              ? fc.oneof(hostile(props[key] ?? {}), withOneHostile((props[key]?.items ?? props[key] ?? {}) as JsonSchema, now, known))
              : hostile(props[key] ?? {}),
          ),
        )
        .map(([value, key, bad]) => ({ ...(value as object), [key]: bad })),
    );
  }
  return fc.oneof(...options);
}
