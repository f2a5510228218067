// The desk's requests are checked by their routes' schemas before any route code runs: every route
// declares the parts it reads, no undeclared field gets through, and every refusal is a 4xx
// { success: false, message } that names the field, whatever is sent.
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { startServer, validPayload, type RunningServer } from '../../test/harness';
import { addAccounts, signedIn, type StaffClient } from '../../test/staff';
import { STAFF_API, STAFF_PREFIX } from './routes-table';

jest.setTimeout(120_000);

let server: RunningServer;
let admin: StaffClient;
let reference: string;
const routes: RouteOptions[] = [];
beforeAll(async () => {
  server = await startServer({ env: { STAFF_RATE_LIMIT_MAX: '0', STAFF_SLOW_AFTER: '0' }, onRoute: (route) => void routes.push(route) });
  await addAccounts(server.data.repos.staff);
  admin = await signedIn(server.url, 'admin');
  reference = String((await server.post(validPayload())).body.appointmentId);
});
afterAll(() => server.stop());

type Schema = { type?: string; properties?: Record<string, Schema>; items?: Schema; additionalProperties?: unknown };
/** Every object a request schema describes, nested ones too, with where it is. */
const objectsOf = (schema: Schema, at: string): Array<[string, Schema]> => [
  ...(schema.properties ? [[at, schema] as [string, Schema]] : []),
  ...Object.entries(schema.properties ?? {}).flatMap(([name, sub]) => objectsOf(sub, `${at}.${name}`)),
  ...(schema.items ? objectsOf(schema.items, `${at}[]`) : []),
];

const GET_QUERIES = new Set([STAFF_API.day.url, STAFF_API.exportCsv.url, STAFF_API.search.url, STAFF_API.slots.url]);

it('every desk route declares each part of the request it reads, and lists every field it takes', () => {
  const desk = routes.filter((route) => route.url.startsWith(`${STAFF_PREFIX}/`) && route.method !== 'HEAD');
  expect(desk.length).toBe(Object.keys(STAFF_API).length);
  const missing: string[] = [];
  for (const route of desk) {
    const schema = (route.schema ?? {}) as Record<string, Schema | undefined>;
    const parts = [
      ...(route.method === 'POST' ? ['body'] : []),
      ...(route.url.includes(':') ? ['params'] : []),
      ...(GET_QUERIES.has(route.url) ? ['querystring'] : []),
    ];
    for (const part of parts) {
      const declared = schema[part];
      if (!declared) missing.push(`${String(route.method)} ${route.url}: no ${part} schema`);
      for (const [at, object] of declared ? objectsOf(declared, part) : []) {
        if (object.additionalProperties !== false)
          missing.push(`${String(route.method)} ${route.url}: ${at} takes fields it does not list`);
      }
    }
  }
  expect(missing).toEqual([]);
});

describe('refusals worded from the schema, naming the field', () => {
  const walkIn = {
    fullName: 'Lakshmi Devi',
    age: 67,
    gender: 'Female',
    phone: '9000000001',
    service: 'Orthopaedics & Trauma Care',
    doctor: 'dr-karthik-varma',
    time: '23:45',
  };
  it.each([
    [
      'an unknown field',
      STAFF_API.walkIn.url,
      { ...walkIn, discount: 100 },
      'Unknown field "discount": remove it and try again',
      'discount',
    ],
    ['a required field left out', STAFF_API.walkIn.url, { ...walkIn, fullName: undefined }, 'Full name is required', 'fullName'],
    [
      'a web address as a name',
      STAFF_API.walkIn.url,
      { ...walkIn, fullName: 'Pay at www.evil.example' },
      'Please enter only the name, without a web or e-mail address',
      'fullName',
    ],
    [
      'a bidirectional override in a name',
      STAFF_API.walkIn.url,
      { ...walkIn, fullName: 'Lakshmi\u202eDevi' },
      'A name can have only letters, spaces, dots, hyphens and apostrophes',
      'fullName',
    ],
    ['a number as text', STAFF_API.walkIn.url, { ...walkIn, age: '67' }, 'Age must be a whole number from 0 to 120', 'age'],
    ['a value not on the list', STAFF_API.walkIn.url, { ...walkIn, gender: 'F' }, 'Gender must be one of: Male, Female, Other', 'gender'],
    [
      'text too long',
      `${STAFF_PREFIX}/appointments/REF/cancel`,
      { reason: 'x'.repeat(501) },
      'reason must be at most 500 characters',
      'reason',
    ],
    [
      'a nested time',
      STAFF_API.changeSchedule.url,
      { change: 'week', doctor: 'dr-karthik-varma', slotMinutes: 15, capacity: 1, weekly: { mon: [{ start: '9', end: '13:00' }] } },
      'start must be a time such as 09:30',
      'weekly',
    ],
    [
      'a nested unknown field',
      STAFF_API.leave.url,
      {
        doctor: 'dr-karthik-varma',
        date: '2027-01-26',
        reason: 'Conference',
        decisions: [{ reference: 'ASH-0000-0000', action: 'cancel', refund: true }],
      },
      'Unknown field "decisions.0.refund": remove it and try again',
      'decisions',
    ],
    [
      'an unknown doctor',
      STAFF_API.leavePreview.url,
      { doctor: 'dr-nobody', date: '2027-01-26', reason: 'Conference' },
      'doctor must be one of our doctors',
      'doctor',
    ],
  ])('%s', async (_what, url, body, message, field) => {
    const reply = await admin.post(url.replace('REF', reference), JSON.parse(JSON.stringify(body)));
    expect([reply.status, reply.body]).toEqual([400, { success: false, message, field }]);
  });

  it('a query parameter the route does not take, and one in the wrong form', async () => {
    expect((await admin.get(`${STAFF_API.day.url}?date=2027-01-26&limit=5000`)).body).toEqual({
      success: false,
      message: 'Unknown field "limit": remove it and try again',
      field: 'limit',
    });
    expect((await admin.get(`${STAFF_API.day.url}?date=26-01-2027`)).body).toEqual({
      success: false,
      message: 'date must be a date such as 2027-01-26',
      field: 'date',
    });
  });
});

const FIELDS = [
  'change',
  'doctor',
  'date',
  'weekly',
  'decisions',
  'reason',
  'time',
  'q',
  'from',
  'to',
  'username',
  'role',
  'password',
  'fullName',
  'age',
  'gender',
  'phone',
  'service',
  'extra',
  'slotMinutes',
  'capacity',
  'start',
  'end',
  'revision',
  'message',
  'mon',
];
const hostile = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.integer(),
  fc.constant(null),
  fc.constant('__proto__'),
  fc.constant([{ start: '09:00' }]),
);

it('answers generated bodies and queries on every desk route with { success: false, message } when it refuses, never a 5xx', async () => {
  const wrong: string[] = [];
  for (const spec of Object.values(STAFF_API).filter((s) => s !== STAFF_API.signOut)) {
    const path = spec.url.replace(':reference', reference).replace(':username', 'desk.priya');
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...FIELDS), hostile, { maxKeys: 4 }), async (fields) => {
        const reply =
          spec.method === 'GET'
            ? await admin.get(
                `${path}?${new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString()}`,
              )
            : await admin.post(path, fields);
        if (reply.status >= 500 || (reply.status >= 400 && (reply.body.success !== false || typeof reply.body.message !== 'string'))) {
          wrong.push(`${spec.method} ${spec.url} ${JSON.stringify(fields)} -> ${reply.status} ${reply.text.slice(0, 200)}`);
        }
      }),
      { numRuns: 15, seed: 34 },
    );
  }
  expect(wrong).toEqual([]);
});
