import fc from 'fast-check';
import { BOOK, validPayload } from './harness';
import type { RawAnswer, RawRequest } from './raw-http';

/** Strings that have broken other systems: SQL, script, template, path, header and encoding tricks. */
export const INJECTIONS = [
  "' OR '1'='1",
  "Robert'); DROP TABLE appointments;--",
  '1; DELETE FROM idempotency_keys; --',
  "x' UNION SELECT full_name, phone, email FROM appointments --",
  "'; SELECT pg_sleep(5); --",
  '" OR ""="',
  '$1',
  '%s%s%s%n',
  '<script>alert(document.cookie)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}<%= 7*7 %>',
  '../../../../etc/passwd',
  'a\r\nSet-Cookie: session=stolen',
  '\u202Egnp.exe',
  '𝕽𝖆𝖛𝖎 🏥 राव రవి',
  '{"$gt": ""}',
  '__proto__',
];

const FIELDS = Object.keys(validPayload()) as Array<keyof ReturnType<typeof validPayload>>;
const STRING_FIELDS = FIELDS.filter((field) => field !== 'age');
/** Fields where any of the strings above is invalid, so a payload carrying one must be refused. */
const STRICT_FIELDS = ['age', 'gender', 'phone', 'whatsapp', 'service', 'preferredDate', 'preferredTime', 'paymentMethod'] as const;

export interface HostileCase {
  kind: string;
  request: RawRequest;
}

const json = (body: unknown, headers: Record<string, string> = {}): RawRequest => ({
  path: BOOK,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

const notAString = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);
const notAnAge = fc.oneof(
  fc.string({ maxLength: 5 }),
  fc.boolean(),
  fc.constant(null),
  fc.integer({ max: 0 }),
  fc.integer({ min: 121 }),
  fc.double({ min: 1.01, max: 119.99, noNaN: true }).filter((n) => !Number.isInteger(n)),
  fc.array(fc.integer(), { maxLength: 2 }),
);
const injection = fc.constantFrom(...INJECTIONS);
const nested = (depth: number, open: string, close: string) => open.repeat(depth) + close.repeat(depth);

const arbitraries: Record<string, fc.Arbitrary<RawRequest>> = {
  'wrong type': fc
    .tuple(fc.constantFrom(...FIELDS), notAString, notAnAge)
    .map(([field, value, age]) => json({ ...validPayload(), [field]: field === 'age' ? age : value })),
  'missing field': fc
    .subarray(['fullName', 'age', 'gender', 'email', 'phone', 'address', 'service', 'preferredDate', 'preferredTime', 'paymentMethod'], {
      minLength: 1,
    })
    .map((missing) => json(Object.fromEntries(Object.entries(validPayload()).filter(([key]) => !missing.includes(key))))),
  'extra field': fc
    .tuple(
      fc.string({ minLength: 1, maxLength: 30 }).filter((key) => !FIELDS.includes(key as never) && key !== '__proto__'),
      fc.jsonValue({ maxDepth: 3 }),
    )
    .map(([key, value]) => json({ ...validPayload(), [key]: value })),
  'injection in every field': injection.map((text) => json(Object.fromEntries(FIELDS.map((field) => [field, text])))),
  'injection in a strict field': fc
    .tuple(fc.constantFrom(...STRICT_FIELDS), injection)
    .map(([field, text]) => json({ ...validPayload(), [field]: text })),
  'injection in a field name': injection.map((text) => json({ ...validPayload(), [text]: 'x' })),
  'deeply nested JSON': fc
    .tuple(fc.integer({ min: 100, max: 7000 }), fc.constantFrom(['[', ']'], ['{"a":', '}']), fc.constantFrom(...STRING_FIELDS))
    .map(([depth, [open, close], field]) => ({
      path: BOOK,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...validPayload(), [field]: 0 }).replace(
        `"${field}":0`,
        `"${field}":${nested(open === '[' ? depth : Math.min(depth, 3000), open ?? '[', close ?? ']')}`,
      ),
    })),
  'huge JSON': fc.integer({ min: 17, max: 2048 }).map((kb) => json({ ...validPayload(), message: 'x'.repeat(kb * 1024) })),
  'invalid UTF-8': fc
    .tuple(
      fc.constantFrom(...STRING_FIELDS),
      fc.constantFrom([0xff], [0xc3, 0x28], [0xe2, 0x82], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80], [0xc0, 0xaf]),
    )
    .map(([field, bytes]) => {
      const text = JSON.stringify({ ...validPayload(), [field]: 'MARK' });
      const [before, after] = text.split('MARK') as [string, string];
      return {
        path: BOOK,
        headers: { 'content-type': 'application/json' },
        body: Buffer.concat([Buffer.from(`${before}Ravi`), Buffer.from(bytes), Buffer.from(after)]),
      };
    }),
  'not text in a string': fc
    .tuple(
      fc.constantFrom('fullName', 'address', 'message', 'doctor'),
      fc.constantFrom('\\u0000', '\\ud800', '\\udfff', 'a\\u0000b', '\\ud83d'),
    )
    .map(([field, escape]) => ({
      path: BOOK,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...validPayload(), [field]: 'MARK' }).replace('MARK', `Ravi${escape}`),
    })),
  'malformed JSON': fc
    .oneof(
      fc.string({ maxLength: 200 }),
      fc.constantFrom(
        '{',
        '{"fullName":',
        "{'fullName':'Ravi'}",
        '{"a":1,}',
        'NaN',
        'undefined',
        '[1,2',
        '\u0000',
        '{"__proto__":{"admin":true}}',
        '{"constructor":{"prototype":{"admin":true}}}',
        '[]',
        'null',
        'true',
        '"x"',
        '1e309',
      ),
    )
    .filter((text) => {
      try {
        const value: unknown = JSON.parse(text);
        return (
          typeof value !== 'object' || value === null || Array.isArray(value) || text.includes('__proto__') || text.includes('constructor')
        );
      } catch {
        return true;
      }
    })
    .map((text) => ({ path: BOOK, headers: { 'content-type': 'application/json' }, body: text })),
  'random bytes': fc
    .uint8Array({ minLength: 1, maxLength: 512 })
    .map((bytes) => ({ path: BOOK, headers: { 'content-type': 'application/json' }, body: Buffer.from(bytes) })),
  'wrong content type': fc
    .constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'text/html',
      'application/octet-stream',
      'image/png',
      'application/jsonp',
      'json',
      'text/json',
      '*/*',
    )
    .map((type) => ({ path: BOOK, headers: { 'content-type': type }, body: JSON.stringify(validPayload()) })),
  'very long header': fc
    .tuple(fc.constantFrom('x-filler', 'user-agent', 'cookie', 'referer', 'idempotency-key'), fc.integer({ min: 17, max: 64 }))
    .map(([name, kb]) => json(validPayload(), { [name]: 'a'.repeat(kb * 1024) })),
  'bad Idempotency-Key': fc
    .oneof(
      fc.string({ minLength: 201, maxLength: 400 }),
      fc.constantFrom('two words', 'ключ', 'key\tkey', '🔑', ' ', "k'; DROP TABLE idempotency_keys;--"),
    )
    .filter((key) => !/^[\x21-\x7e]{1,200}$/.test(key) && !/[\r\n\0]/.test(key))
    .map((key) =>
      json(
        { ...validPayload(), age: 0 },
        { 'idempotency-key': encodeURIComponent(key).length > 300 ? key.replace(/[^\x20-\x7e]/g, 'k') : key.replace(/[^\x20-\x7e]/g, ' ') },
      ),
    ),
  'lying length': fc.integer({ min: 1, max: 100 }).map((short) => {
    const body = JSON.stringify(validPayload());
    return {
      path: BOOK,
      headers: { 'content-type': 'application/json', 'content-length': String(Math.max(1, body.length - short)) },
      body,
    };
  }),
  'slow body': fc.tuple(fc.integer({ min: 3, max: 8 }), fc.constantFrom(...STRICT_FIELDS)).map(([parts, field]) => {
    const text = JSON.stringify({ ...validPayload(), [field]: "'; DROP TABLE appointments;--" });
    const size = Math.ceil(text.length / parts);
    return {
      path: BOOK,
      headers: { 'content-type': 'application/json' },
      body: { pieces: Array.from({ length: parts }, (_x, i) => text.slice(i * size, (i + 1) * size)), pauseMs: 40 },
    };
  }),
};

/** `perKind` generated requests of every kind, the same ones for the same seed. */
export function hostileCases(perKind: number, seed = 20_261_122): HostileCase[] {
  return Object.entries(arbitraries).flatMap(([kind, arbitrary], index) =>
    fc.sample(arbitrary, { numRuns: perKind, seed: seed + index }).map((request) => ({ kind, request })),
  );
}

/** Bodies that are sent in part and then abandoned: the server must shrug them off. */
export function abandonedCases(count: number): HostileCase[] {
  const text = JSON.stringify(validPayload());
  return Array.from({ length: count }, (_x, i) => ({
    kind: 'abandoned body',
    request: {
      path: BOOK,
      headers: { 'content-type': 'application/json', 'content-length': String(text.length) },
      body: { pieces: [text.slice(0, 10 + i * 7), text.slice(10 + i * 7)], pauseMs: 20 },
      abandon: true,
    },
  }));
}

/** Why an answer is not a proper refusal, or null when it is one (4xx and `{ success: false, message }`). */
export function refusalProblem(answer: RawAnswer | null): string | null {
  if (!answer) return 'no answer';
  if (answer.status < 400 || answer.status >= 500) return `status ${answer.status}`;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return `status ${answer.status} with a body that is not JSON: ${answer.text.slice(0, 80)}`;
  }
  const { success, message, ...rest } = (body ?? {}) as Record<string, unknown>;
  if (success !== false || typeof message !== 'string' || message === '')
    return `status ${answer.status} without { success: false, message }`;
  if (Object.keys(rest).some((key) => key !== 'field')) return `unexpected keys ${Object.keys(rest).join(', ')}`;
  return null;
}
