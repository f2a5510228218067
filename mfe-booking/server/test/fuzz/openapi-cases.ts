// Requests made from the OpenAPI document: for each operation, its query, path and body filled from their
// schemas (mostly fitting, one part hostile), and requests no schema describes: duplicate parameters, empty
// values, wrong content types, broken or deeply nested JSON, oversized queries.
import fc from 'fast-check';
import { fitting, hostile, nestedValue, oddText, withOneHostile, type JsonSchema } from './schema-arbitraries';

export interface Operation {
  method: string;
  /** OpenAPI's path, e.g. /api/staff/users/{username}/disable. */
  path: string;
  query: Array<{ name: string; required: boolean; schema: JsonSchema }>;
  params: Array<{ name: string; schema: JsonSchema }>;
  body: JsonSchema | null;
  /** What the document says guards it: the desk's session, the machine token, or nothing. */
  guard: 'staff' | 'token' | null;
}

export interface FuzzRequest {
  method: string;
  /** Path and query exactly as sent (percent-encoded here). */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ in: string; name: string; required?: boolean; schema?: JsonSchema }>;
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        security?: Array<Record<string, unknown>>;
      }
    >
  >;
}

/** Every operation of the document (HEAD is GET's twin, and left out). */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const security = operation.security?.flatMap((entry) => Object.keys(entry)) ?? [];
      return {
        method: method.toUpperCase(),
        path,
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: Boolean(p.required), schema: p.schema ?? {} })),
        params: parameters.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
        guard: security.includes('staffSession') ? 'staff' : security.includes('adminToken') ? 'token' : null,
      };
    }),
  );
}

export const operationName = (operation: Pick<Operation, 'method' | 'path'>) => `${operation.method} ${operation.path}`;

/** Percent-encoding that also carries text `encodeURIComponent` refuses (a lone surrogate, as its WTF-8 bytes). */
export function encodeLoosely(text: string): string {
  let out = '';
  for (const unit of text) {
    const code = unit.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff)
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    else out += encodeURIComponent(unit);
  }
  return out;
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

type Part =
  | { kind: 'fitting' }
  | { kind: 'hostile-query'; name: string }
  | { kind: 'hostile-param'; name: string }
  | { kind: 'hostile-body' }
  | { kind: 'shape'; shape: Shape };
type Shape =
  | 'duplicate'
  | 'empty-values'
  | 'bare-names'
  | 'huge-query'
  | 'raw-escapes'
  | 'not-json'
  | 'deep-json'
  | 'wrong-type'
  | 'no-body'
  | 'array-body';
const SHAPES: readonly Shape[] = [
  'duplicate',
  'empty-values',
  'bare-names',
  'huge-query',
  'raw-escapes',
  'not-json',
  'deep-json',
  'wrong-type',
  'no-body',
  'array-body',
];

/** Hostile bytes for a query value: broken or encoded-control escapes, encoded lone surrogates, overlong UTF-8. */
const RAW_ESCAPES = [
  '%',
  '%zz',
  '%00',
  '%ED%A0%80',
  '%C0%AF',
  '%FF%FE',
  '%E2%80%AE',
  '%0d%0aX:%20y',
  '%252e%252e',
  '+%20+',
  '%F0%9F%8F%A5',
];

/**
 * The arbitrary of one operation's requests. `known` holds real values for fields and parameters of that
 * name (an appointment's reference, a manage link's token), mixed with generated ones.
 */
export function requestsOf(operation: Operation, now: Date, known: Record<string, readonly string[]> = {}): fc.Arbitrary<FuzzRequest> {
  const parts: Array<fc.Arbitrary<Part>> = [fc.constant<Part>({ kind: 'fitting' })];
  for (const q of operation.query) parts.push(fc.constant<Part>({ kind: 'hostile-query', name: q.name }));
  for (const p of operation.params) parts.push(fc.constant<Part>({ kind: 'hostile-param', name: p.name }));
  if (operation.body) parts.push(fc.constant<Part>({ kind: 'hostile-body' }), fc.constant<Part>({ kind: 'hostile-body' }));
  const part = fc.oneof(
    { weight: 3, arbitrary: fc.oneof(...parts) },
    { weight: 1, arbitrary: fc.constantFrom(...SHAPES).map((shape): Part => ({ kind: 'shape', shape })) },
  );
  return part.chain((chosen) => {
    const queryValues = operation.query.map((q) =>
      chosen.kind === 'hostile-query' && chosen.name === q.name
        ? hostile(q.schema).map((value) => ({ name: q.name, value: asText(value) }))
        : fc
            .option(fitting(q.schema, now, known, q.name), { freq: q.required ? 100 : 3, nil: undefined })
            .map((value) => (value === undefined ? null : { name: q.name, value: asText(value) })),
    );
    const paramValues = operation.params.map((p) =>
      (chosen.kind === 'hostile-param' && chosen.name === p.name ? hostile(p.schema) : fitting(p.schema, now, known, p.name)).map(
        (value) => ({ name: p.name, value: asText(value) }),
      ),
    );
    const body: fc.Arbitrary<unknown> = operation.body
      ? chosen.kind === 'hostile-body'
        ? withOneHostile(operation.body, now, known)
        : fitting(operation.body, now, known)
      : fc.constant(undefined);
    return fc
      .tuple(
        fc.tuple(...queryValues),
        fc.tuple(...paramValues),
        body,
        fc.constantFrom(...RAW_ESCAPES),
        fc.integer({ min: 2, max: 40 }),
        oddText,
      )
      .map(([query, params, bodyValue, escape, count, text]) => {
        const pairs = query.filter((pair): pair is { name: string; value: string } => pair !== null);
        let path = operation.path;
        for (const { name, value } of params) path = path.replace(`{${name}}`, encodeLoosely(value) || '%20');
        let search = pairs.map(({ name, value }) => `${name}=${encodeLoosely(value)}`);
        let bodyText = bodyValue === undefined ? (operation.method === 'POST' ? '{}' : undefined) : JSON.stringify(bodyValue);
        let contentType = 'application/json';
        const first = operation.query[0]?.name ?? 'q';
        if (chosen.kind === 'shape') {
          switch (chosen.shape) {
            case 'duplicate':
              search = [...search, ...pairs.map(({ name }) => `${name}=${encodeLoosely(text)}`), `${first}=${encodeLoosely(text)}`];
              break;
            case 'empty-values':
              search = operation.query.map((q) => `${q.name}=`);
              break;
            case 'bare-names':
              search = operation.query.map((q) => q.name);
              break;
            case 'huge-query':
              search = [
                ...search,
                ...Array.from({ length: count * 25 }, (_, index) => `${first}${index % 3 === 0 ? '' : index}=${'9'.repeat(count)}`),
              ];
              break;
            case 'raw-escapes':
              search = [...search, `${first}=${escape}`, `${escape}=1`];
              break;
            case 'not-json':
              bodyText = `{"${encodeLoosely(text)}":`;
              break;
            case 'deep-json':
              bodyText = JSON.stringify(nestedValue(count * 100));
              break;
            case 'wrong-type':
              contentType =
                [
                  'text/plain',
                  'application/x-www-form-urlencoded',
                  'multipart/form-data; boundary=x',
                  'application/json; charset=latin1',
                  'application/json;;;',
                  '',
                ][count % 6] ?? '';
              break;
            case 'no-body':
              bodyText = undefined;
              break;
            case 'array-body':
              bodyText = JSON.stringify([bodyValue ?? {}]);
              break;
          }
        }
        const request: FuzzRequest = {
          method: operation.method,
          path: `${path}${search.length > 0 ? `?${search.join('&')}` : ''}`,
          headers: {},
        };
        if (bodyText !== undefined && operation.method !== 'GET') {
          request.body = bodyText;
          if (contentType) request.headers['content-type'] = contentType;
        }
        return request;
      });
  });
}

/** `runs` requests of each operation, the same for the same seed. */
export function sampleRequests(
  operation: Operation,
  runs: number,
  seed: number,
  now: Date,
  known: Record<string, readonly string[]> = {},
): FuzzRequest[] {
  return fc.sample(requestsOf(operation, now, known), { seed, numRuns: runs });
}
