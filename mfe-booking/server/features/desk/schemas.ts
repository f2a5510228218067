// The desk's routes as Fastify checks them and the OpenAPI document shows them. A request's shape (which
// fields, their types, lengths and forms; no others) is the schema's to check, before the route runs,
// and a refusal names the field in words (http/schema-refusal.ts); the route's own check (its preHandler,
// features/desk/input.ts) then decides what only it can (a doctor of that department, a phone number's
// digits). The answers are serialised with these schemas.
import {
  APPOINTMENT_STATUSES,
  DESK_ACTIONS,
  GENDERS,
  PAYMENT_METHODS,
  PAYMENT_STATES,
  callNextAnswerSchema,
  dayGridAnswerSchema,
  queueAnswerSchema,
  queueTokenSchema,
} from '@hospital/booking-contract';
import { DOCTORS, LANGUAGES } from '@hospital/hospital-data';
import type { FastifyContextConfig, FastifySchemaValidationError } from 'fastify';
import { schemaRefusal } from '../../http/schema-refusal';
import {
  answers,
  clockTime,
  department,
  flag,
  input,
  integer,
  isoDate,
  labelled,
  list,
  nullable,
  object,
  oneOfText,
  text,
  type JsonSchema,
  type RouteSchema,
} from '../../http/schemas';
import { WEEKDAY_KEYS } from '../../domain/schedule';
import { STAFF_API, staffRouteConfig, type StaffRouteSpec } from './routes-table';

// What requests send.
const date = (label = 'date') => labelled(isoDate(), label, 'a date such as 2027-01-26');
const time = (label = 'time') => labelled(clockTime(), label, 'a time such as 09:30');
/** A session's bounds: 24:00 ends a day. */
const sessionTime = (label: string) =>
  labelled(text('HH:MM; 24:00 for the end of the day', { pattern: '^(([01]\\d|2[0-3]):[0-5]\\d|24:00)$' }), label, 'a time such as 09:30');
const words = (label: string, maxLength: number, description?: string) => labelled(text(description, { maxLength }), label);
const anyDoctor = labelled(doctorSlugText(), 'doctor', 'one of our doctors');
const anyDepartment = labelled(department, 'Department', 'one of our departments');
/** A body that may be left out (the request sends none): described without a type (the app's Ajv runs with strictTypes off). */
const optionalBody = (properties: Record<string, JsonSchema>): JsonSchema => ({ properties, additionalProperties: false });
const noBody = optionalBody({});
const reasonBody = optionalBody({ reason: words('reason', 500, 'Why (at most 500 characters)') });
const sessionInput = input({ start: sessionTime('start'), end: sessionTime('end') }, ['start', 'end']);
const weekInput = input(Object.fromEntries(WEEKDAY_KEYS.map((k) => [k, { ...list(sessionInput), maxItems: 6 }])));
const leaveInput = {
  doctor: anyDoctor,
  date: date(),
  from: sessionTime('from'),
  to: sessionTime('to'),
  reason: words('reason', 200),
};

const ok = (properties: Record<string, JsonSchema> = {}, required: readonly string[] = []) =>
  object({ success: { type: 'boolean', enum: [true] }, ...properties }, ['success', ...required]);

const role = oneOfText(['desk', 'doctor', 'admin']);
const doctorSlug = oneOfText(DOCTORS.map((d) => d.slug));
/** A doctor's slug. */
function doctorSlugText() {
  return oneOfText(
    DOCTORS.map((d) => d.slug),
    'A doctor’s slug',
  );
}
const user = object({ username: text(), role, doctor: nullable(text()), disabled: flag() }, ['username', 'role']);
const signedIn = ok({ user, csrfToken: text('Send it as X-CSRF-Token with every change'), idleMinutes: integer() }, [
  'user',
  'csrfToken',
  'idleMinutes',
]);
/** What another server of the site may ask the desk's sessions about. */
export const AUTHORIZE_PURPOSES = ['releases'] as const;
const authorized = ok({ user: object({ username: text(), role }, ['username', 'role']) }, ['user']);
const row = object(
  {
    reference: text(),
    fullName: text(),
    age: integer(),
    ageMonths: nullable(integer('A baby under one year’s age in months (its age is 0); null: an age in years')),
    guardianName: nullable(text('A patient under 18: their parent’s or guardian’s name; null: an adult')),
    gender: oneOfText(GENDERS),
    phone: text(),
    whatsapp: text(),
    email: text(),
    address: text(),
    service: department,
    doctor: text(),
    doctorName: text(),
    date: isoDate(),
    time: clockTime(),
    status: oneOfText(APPOINTMENT_STATUSES),
    message: text(),
    createdAt: text('When it was booked (ISO 8601, UTC)'),
    extra: flag('A walk-in beyond the slot’s capacity'),
    channel: oneOfText(['online', 'walk_in']),
    language: text('The language the patient booked in: en, te or hi'),
    paymentMethod: oneOfText(PAYMENT_METHODS),
    fee: nullable(integer('The fee quoted when booked, in rupees; null: none set')),
    payment: object(
      {
        state: oneOfText(PAYMENT_STATES),
        fee: nullable(integer()),
        paid: nullable(
          object(
            {
              amount: { type: 'number' },
              via: oneOfText(['online', 'counter']),
              paymentId: nullable(text()),
              method: nullable(text()),
              at: text(),
            },
            ['amount', 'via', 'at'],
          ),
        ),
        refund: nullable(object({ amount: { type: 'number' }, refundId: nullable(text()), at: nullable(text()) }, ['amount'])),
      },
      ['state', 'fee', 'paid', 'refund'],
      'Where the money stands: unpaid (due at the hospital), pending (online), paid (rupees, online or at the counter), refund_pending, refunded',
    ),
    actions: list(oneOfText(DESK_ACTIONS), 'What the signed-in staff member may do now'),
    notYet: list(
      object({ action: oneOfText(DESK_ACTIONS), reason: text() }, ['action', 'reason']),
      'Actions the status allows but not yet (the day, the hour, check-in first), each with why, in the desk’s words',
    ),
  },
  ['reference', 'status', 'date', 'time', 'doctor'],
);
const undo = nullable(object({ until: text('Until when (ISO 8601)'), what: text() }, ['until', 'what']));
const paymentEntry = object(
  {
    at: text(),
    actor: object({ kind: oneOfText(['patient', 'staff', 'system', 'gateway']), id: text() }, ['kind']),
    action: text(),
    amount: nullable({ type: 'number', description: 'Rupees' }),
    detail: text(),
  },
  ['at', 'actor', 'action', 'amount', 'detail'],
);
const historyEntry = object({
  at: text(),
  actor: object({ kind: oneOfText(['patient', 'staff', 'system']), id: text() }, ['kind']),
  action: oneOfText(['book', 'status', 'reschedule', 'erase']),
  fromStatus: nullable(text()),
  toStatus: text(),
  fromSlot: nullable(text()),
  toSlot: nullable(text()),
  reason: text(),
  undone: flag('A later change undid this one'),
});
const message = object({
  kind: text(),
  channel: oneOfText(['email', 'whatsapp', 'payment']),
  state: oneOfText(['waiting', 'sent', 'retrying', 'failed', 'dropped']),
  createdAt: text(),
  dueAt: text(),
  sentAt: nullable(text()),
  attempts: integer(),
  lastError: nullable(text()),
});
const session = object({ start: text(), end: text() }, ['start', 'end']);
const scheduleForms = object({
  doctors: list(
    object({
      doctor: text(),
      doctorName: text(),
      slotMinutes: integer(),
      capacity: integer(),
      fee: nullable(integer('The consultation fee in rupees; null: none set')),
      weekly: object(Object.fromEntries(WEEKDAY_KEYS.map((k) => [k, list(session)]))),
    }),
  ),
  datesOff: list(object({ doctor: nullable(text()), doctorName: nullable(text()), date: isoDate(), reason: text() })),
  extraSessions: list(object({ doctor: text(), doctorName: text(), date: isoDate(), start: text(), end: text() })),
});
/** Each with the patient's name and phone, for the staff member who calls them. */
const stranded = list(
  object({ reference: text(), date: isoDate(), time: clockTime(), doctor: text(), doctorName: text(), name: text(), phone: text() }),
);
const range = input(
  { date: date('date'), from: date('from'), to: date('to'), doctor: anyDoctor },
  [],
  'One day (date), or a range (from, to: at most 92 days)',
);
const reference = input({ reference: labelled(text('e.g. ASH-7K3Q-9XPD', { maxLength: 40 }), 'reference') }, ['reference']);
const username = input({ username: labelled(text(undefined, { maxLength: 64 }), 'username') }, ['username']);
const changed = ok({ appointment: nullable(row), undo }, ['appointment', 'undo']);
/** The contract's token, as the routes' JSON Schema. */
const token = queueTokenSchema as unknown as JsonSchema;
const checkedIn = ok({ appointment: nullable(row), undo, token }, ['appointment', 'undo', 'token']);
const scheduleAnswer = ok({ revision: integer(), schedule: scheduleForms, lines: list(text()), summary: text() }, [
  'revision',
  'schedule',
  'lines',
]);

/** Refusals of a route behind the sign-in: no session, not this role or no CSRF token, bad input, too many. */
const guarded = [400, 401, 403, 404, 429] as const;
const tags = ['desk'];
const security = [{ staffSession: [] }];
const route = (summary: string, parts: Omit<RouteSchema, 'summary'>): RouteSchema => ({ summary, tags, security, ...parts });
const statusChange = (summary: string) =>
  route(summary, { params: reference, body: reasonBody, response: answers({ 200: changed }, [...guarded, 409]) });

const failedWorkItem = object(
  {
    seq: integer(),
    kind: text(),
    channel: oneOfText(['email', 'whatsapp', 'payment']),
    reference: text(),
    patient: object({ fullName: text(), phone: text(), email: text(), language: text() }, ['fullName', 'phone', 'email', 'language']),
    amount: nullable({ type: 'number', description: 'Rupees owed (refunds only)' }),
    reason: text(),
    failedAt: text(),
    attempts: integer(),
    log: list(
      object(
        {
          at: text(),
          actor: object({ kind: oneOfText(['staff', 'system']), id: text() }, ['kind']),
          action: oneOfText(['given_up', 'retried', 'refunded_by_hand', 'settled']),
          detail: text(),
        },
        ['at', 'actor', 'action', 'detail'],
      ),
    ),
  },
  ['seq', 'kind', 'channel', 'reference', 'patient', 'amount', 'reason', 'failedAt', 'attempts', 'log'],
);
const workSeq = input(
  { seq: labelled(text('The work’s number', { pattern: '^[1-9][0-9]{0,14}$' }), 'seq', 'a number from the failed work list') },
  ['seq'],
);
const FAILED_WORK_SCHEMAS = {
  failedWork: route('Refunds and messages that failed for good, newest first (at most 100): what, for whom, why, when, and what was done', {
    response: answers({ 200: ok({ work: list(failedWorkItem) }, ['work']) }, guarded),
  }),
  retryFailedWork: route('Try failed work again now, from its first try (a refund is then on its way again)', {
    params: workSeq,
    body: noBody,
    response: answers({ 200: ok({ work: list(failedWorkItem) }, ['work']) }, [...guarded, 409]),
  }),
  settleFailedWork: route(
    'Settle failed work by hand, with a note: a refund made outside the site (recorded refunded), or a patient told in person',
    {
      params: workSeq,
      body: input({ note: words('note', 500, 'What was done (e.g. refunded in cash at the counter, receipt 1182)') }, ['note']),
      response: answers({ 200: ok({ work: list(failedWorkItem) }, ['work']) }, [...guarded, 409]),
    },
  ),
} satisfies Partial<Record<keyof typeof STAFF_API, RouteSchema>>;

const DESK_SCHEMAS: Record<keyof typeof STAFF_API, RouteSchema> = {
  ...FAILED_WORK_SCHEMAS,
  signIn: {
    summary: 'Sign in',
    tags,
    // Neither required here: the route asks for both in one sentence.
    body: input({ username: words('username', 200), password: words('password', 1024) }),
    response: answers({ 200: signedIn }, [400, 401, 403, 429]),
  },
  signOut: route('Sign out', { body: noBody, response: answers({ 200: ok() }, guarded) }),
  session: route('Who is signed in', { response: answers({ 200: signedIn }, guarded) }),
  authorize: route('Whether the signed-in member may read what the purpose guards (the site server asks)', {
    querystring: input({ purpose: labelled(oneOfText(AUTHORIZE_PURPOSES), 'purpose', 'releases') }, ['purpose']),
    response: answers({ 200: authorized }, guarded),
  }),
  authorizeChange: route('Whether the signed-in member may change what the purpose guards, CSRF token checked', {
    body: input({ purpose: labelled(oneOfText(AUTHORIZE_PURPOSES), 'purpose', 'releases') }, ['purpose']),
    response: answers({ 200: authorized }, guarded),
  }),
  day: route('Appointments of a day or range, with totals per status (a doctor: their own)', {
    querystring: range,
    response: answers(
      {
        200: ok(
          {
            from: isoDate(),
            to: isoDate(),
            appointments: list(row),
            totals: { type: 'object', additionalProperties: { type: 'integer' } },
          },
          ['appointments'],
        ),
      },
      guarded,
    ),
  }),
  dayGrid: route('A day as a grid of time × doctor (a department’s doctors, or all): booked, free, on leave or no clinic', {
    querystring: input({ date: date(), department: anyDepartment }, ['date']),
    response: answers({ 200: dayGridAnswerSchema as unknown as JsonSchema }, guarded),
  }),
  exportCsv: route('The same as CSV (UTF-8 with BOM)', {
    querystring: range,
    response: { 200: { description: 'The CSV file', content: { 'text/csv': { schema: { type: 'string' } } } }, ...answers({}, guarded) },
  }),
  users: route('Every account', { response: answers({ 200: ok({ users: list(user) }, ['users']) }, guarded) }),
  addUser: route('A new account (a password is made up and shown once when none is given)', {
    body: input(
      {
        username: words('username', 64),
        role: labelled(role, 'role'),
        doctor: anyDoctor,
        password: words('password', 256, '12 characters or more, not easy to guess (zxcvbn score 3 or more); none: one is made up'),
      },
      ['username', 'role'],
    ),
    response: answers({ 201: ok({ user, password: text('The made-up password, shown once') }, ['user']) }, [...guarded, 409]),
  }),
  disableUser: route('Disable an account and end its sessions', {
    params: username,
    body: noBody,
    response: answers({ 200: ok() }, [...guarded, 409]),
  }),
  enableUser: route('Enable an account', { params: username, body: noBody, response: answers({ 200: ok() }, guarded) }),
  revokeUser: route('End every session of an account', {
    params: username,
    body: noBody,
    response: answers({ 200: ok({ revoked: integer() }) }, guarded),
  }),
  search: route(
    'Appointments of any date by reference, phone (any spelling) or the start of the patient’s name; upcoming first, then past',
    {
      querystring: input({ q: words('q', 100, 'A reference, a phone number or the start of a name (Telugu and Devanagari too)') }, ['q']),
      response: answers({ 200: ok({ appointments: list(row) }, ['appointments']) }, guarded),
    },
  ),
  detail: route('An appointment: every field, its history, the messages sent to the patient, and what may be done now', {
    params: reference,
    response: answers(
      {
        200: ok({ appointment: row, history: list(historyEntry), messages: list(message), undo, payments: list(paymentEntry) }, [
          'appointment',
          'history',
          'messages',
          'undo',
          'payments',
        ]),
      },
      guarded,
    ),
  }),
  history: route('An appointment’s audit rows', {
    params: reference,
    response: answers({ 200: ok({ reference: text(), history: list(historyEntry) }) }, guarded),
  }),
  undo: route('Undo the appointment’s latest change, made by this staff member within the undo time', {
    params: reference,
    body: noBody,
    response: answers({ 200: changed }, [...guarded, 409]),
  }),
  confirm: statusChange('Confirm (after the call-back)'),
  checkIn: route('Check in: the answer carries the token (per doctor per day, in order of arrival)', {
    params: reference,
    body: reasonBody,
    response: answers({ 200: checkedIn }, [...guarded, 409]),
  }),
  complete: statusChange('Mark completed'),
  noShow: statusChange('Mark as a no-show'),
  // The reason is required by the route, which asks for it in a sentence (blank counts as none).
  cancel: route('Cancel (the reason is told to the patient)', {
    params: reference,
    body: input({ reason: words('reason', 500) }),
    response: answers({ 200: changed }, [...guarded, 409]),
  }),
  reschedule: route('Move to a free time of the same doctor, or of another doctor of the department (doctor)', {
    params: reference,
    body: input({ date: date(), time: time(), doctor: anyDoctor, reason: words('reason', 500) }, ['date', 'time']),
    response: answers({ 200: changed }, [...guarded, 409]),
  }),
  paidAtCounter: route(
    'Money taken at the counter for an appointment not paid online (amount in rupees: the fee unless given; method cash, card or upi)',
    {
      params: reference,
      body: input(
        {
          amount: labelled(integer('Rupees', { minimum: 1, maximum: 100_000 }), 'amount', 'a whole number of rupees from 1 to 100000'),
          method: labelled(oneOfText(['cash', 'card', 'upi']), 'method', 'cash, card or upi'),
        },
        ['method'],
      ),
      response: answers({ 200: changed }, [...guarded, 409]),
    },
  ),
  slots: route('Free times without the public notice', {
    querystring: input({ service: labelled(department, 'service', 'one of our departments'), doctor: anyDoctor, date: date() }, [
      'service',
    ]),
    response: answers({ 200: ok() }, guarded),
  }),
  walkIn: route('A walk-in today, checked in at once (extra: beyond capacity)', {
    body: input(
      {
        fullName: words(
          'Full name',
          100,
          'Letters of any script, combining marks, spaces, dots, hyphens and apostrophes; no web or e-mail addresses',
        ),
        age: labelled(integer(undefined, { minimum: 0, maximum: 120 }), 'Age', 'a whole number from 0 to 120'),
        ageMonths: labelled(
          integer('A baby under one year (age 0): its months', { minimum: 0, maximum: 11 }),
          'Age in months',
          'a whole number from 0 to 11',
        ),
        guardianName: words(
          'Parent’s or guardian’s name',
          100,
          'A patient under 18: the parent or guardian the messages address (required then; dropped for an adult)',
        ),
        gender: labelled(oneOfText(GENDERS), 'Gender'),
        phone: labelled(text('A 10-digit mobile number, any spelling', { maxLength: 20 }), 'Phone', 'a 10-digit mobile number'),
        service: anyDepartment,
        doctor: labelled(doctorSlug, 'Doctor', 'one of our doctors'),
        time: time('Time'),
        extra: labelled(flag('Beyond the slot’s capacity'), 'extra'),
        email: words('E-mail', 254),
        whatsapp: labelled(text('A 10-digit WhatsApp number, any spelling', { maxLength: 20 }), 'WhatsApp', 'a 10-digit mobile number'),
        language: labelled(oneOfText(LANGUAGES), 'Language', 'en, te or hi'),
        address: words('Address', 300),
        message: words('Note', 1000),
      },
      ['fullName', 'age', 'gender', 'phone', 'service', 'doctor', 'time'],
    ),
    response: answers({ 201: ok({ reference: text(), extra: flag(), token }, ['reference', 'extra', 'token']) }, [...guarded, 409]),
  }),
  queue: route('A doctor’s queue today: waiting in token order, with the doctor, done (a doctor: their own)', {
    querystring: input({ doctor: anyDoctor }, ['doctor']),
    response: answers({ 200: queueAnswerSchema as unknown as JsonSchema }, guarded),
  }),
  callNext: route('Call the next waiting patient in to the doctor (a doctor: their own queue)', {
    params: input({ doctor: anyDoctor }, ['doctor']),
    body: noBody,
    response: answers({ 200: callNextAnswerSchema as unknown as JsonSchema }, guarded),
  }),
  schedule: route('The schedule: each doctor’s week, dates off and extra sessions (and as lines to read)', {
    response: answers({ 200: scheduleAnswer }, guarded),
  }),
  changeSchedule: route(
    'Change the schedule: a doctor’s week, a date off or back on, an extra session (409 with stranded when booked appointments would no longer fit)',
    {
      body: input(
        {
          change: labelled(oneOfText(['week', 'off', 'on', 'extra', 'remove-extra']), 'change'),
          revision: labelled(integer('The revision the change was made on'), 'revision'),
          // null: the whole hospital (a date off for everyone). OpenAPI 3.0 and Ajv want null in the enum too.
          doctor: { ...anyDoctor, nullable: true, enum: [...(anyDoctor.enum as string[]), null] },
          slotMinutes: labelled(integer(), 'slotMinutes'),
          capacity: labelled(integer(), 'capacity'),
          // The consultation fee in rupees; null clears it, absent leaves it as it is.
          fee: {
            ...labelled(
              integer('The consultation fee in rupees (null: none); absent: unchanged', { minimum: 1, maximum: 100_000 }),
              'fee',
              'a whole number of rupees from 1 to 100000',
            ),
            nullable: true,
          },
          weekly: weekInput,
          date: date(),
          reason: words('reason', 200),
          start: sessionTime('start'),
          end: sessionTime('end'),
        },
        ['change'],
      ),
      response: {
        ...answers({ 200: scheduleAnswer }, [...guarded, 409]),
        409: object({ success: flag(), message: text(), stranded }, ['success', 'message']),
      },
    },
  ),
  leavePreview: route(
    'A doctor’s leave (a day or part of it): the patients it would strand, each with the department’s doctors free at the same time',
    {
      body: input(leaveInput, ['doctor', 'date', 'reason']),
      response: answers(
        {
          200: ok(
            {
              revision: integer(),
              summary: text(),
              patients: list(
                object({
                  appointment: row,
                  alternatives: list(object({ slug: text(), name: text() })),
                  /** The department's nearest other free times, nearest first. */
                  later: list(object({ date: isoDate(), time: clockTime(), doctors: list(object({ slug: text(), name: text() })) })),
                }),
              ),
            },
            ['patients'],
          ),
        },
        guarded,
      ),
    },
  ),
  leave: route('Mark the leave, moving or cancelling its patients first (one transaction and one message each)', {
    body: input(
      {
        ...leaveInput,
        message: words('message', 500, 'Told to the cancelled patients'),
        revision: labelled(integer(), 'revision'),
        decisions: {
          ...list(
            input(
              {
                reference: words('reference', 40),
                action: labelled(oneOfText(['move', 'cancel']), 'action'),
                doctor: anyDoctor,
                date: date(),
                time: time(),
              },
              ['reference', 'action'],
            ),
          ),
          maxItems: 200,
        },
      },
      ['doctor', 'date', 'reason'],
    ),
    response: {
      ...answers(
        {
          200: {
            ...scheduleAnswer,
            properties: {
              ...(scheduleAnswer.properties as object),
              results: list(object({ reference: text(), outcome: text(), message: text() })),
            },
          },
        },
        [...guarded, 409],
      ),
      409: object({ success: flag(), message: text(), results: list(object({ reference: text(), outcome: text(), message: text() })) }, [
        'success',
        'message',
      ]),
    },
  }),
};

const BY_SPEC = new Map<StaffRouteSpec, RouteSchema>(
  Object.entries(DESK_SCHEMAS).map(([key, schema]) => [STAFF_API[key as keyof typeof STAFF_API], schema]),
);

/** The request parts a schema checks, as Fastify names them to its error formatter. */
type RequestPart = 'body' | 'querystring' | 'params' | 'headers';

/** A staff route's options: its roles and request limit (config), its schema, and its refusals worded from the schema. */
export const staffRouteOptions = (spec: StaffRouteSpec, rateLimitMax: number) => {
  const schema = BY_SPEC.get(spec) ?? {};
  return {
    config: staffRouteConfig(spec, rateLimitMax) as FastifyContextConfig,
    schema,
    schemaErrorFormatter: (errors: FastifySchemaValidationError[], part: string) =>
      schemaRefusal(errors, schema[part as RequestPart] as JsonSchema | undefined),
  };
};
