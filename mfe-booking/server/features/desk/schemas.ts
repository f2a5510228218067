// The desk's routes as the OpenAPI document shows them. The desk's handlers check their own input and word
// the refusals the console shows (English), so these request schemas describe and are not enforced
// (deskPlugin's validator); the answers are serialised with them.
import { APPOINTMENT_STATUSES, DOCTORS, GENDERS } from '@hospital/shared-types';
import type { FastifyContextConfig } from 'fastify';
import {
  answers,
  clockTime,
  department,
  flag,
  integer,
  isoDate,
  list,
  nullable,
  object,
  oneOfText,
  text,
  type JsonSchema,
  type RouteSchema,
} from '../../http/schemas';
import { STAFF_API, staffRouteConfig, type StaffRouteSpec } from './routes-table';

const ok = (properties: Record<string, JsonSchema> = {}, required: readonly string[] = []) =>
  object({ success: { type: 'boolean', enum: [true] }, ...properties }, ['success', ...required]);

const role = oneOfText(['desk', 'doctor', 'admin']);
const doctorSlug = oneOfText(DOCTORS.map((d) => d.slug));
const user = object({ username: text(), role, doctor: nullable(text()), disabled: flag() }, ['username', 'role']);
const signedIn = ok({ user, csrfToken: text('Send it as X-CSRF-Token with every change'), idleMinutes: integer() }, ['user', 'csrfToken', 'idleMinutes']);
const row = object(
  {
    reference: text(),
    fullName: text(),
    age: integer(),
    gender: oneOfText(GENDERS),
    phone: text(),
    email: text(),
    service: department,
    doctor: text(),
    date: isoDate(),
    time: clockTime(),
    status: oneOfText(APPOINTMENT_STATUSES),
    message: text(),
    createdAt: text(),
    extra: flag('A walk-in beyond the slot’s capacity'),
  },
  ['reference', 'status', 'date', 'time', 'doctor'],
);
const range = object({ date: isoDate('One day'), from: isoDate('Or a range: its first day'), to: isoDate('…and its last (at most 92 days)'), doctor: doctorSlug });
const reference = object({ reference: text('e.g. ASH-7K3Q-9XPD') }, ['reference']);
const username = object({ username: text() }, ['username']);
const changed = ok({ appointment: nullable(row) });
const scheduleLines = ok({ revision: integer(), lines: list(text()), summary: text() }, ['revision', 'lines']);

/** Refusals of a route behind the sign-in: no session, not this role or no CSRF token, bad input, too many. */
const guarded = [400, 401, 403, 404, 429] as const;
const tags = ['desk'];
const security = [{ staffSession: [] }];
const route = (summary: string, parts: Omit<RouteSchema, 'summary'>): RouteSchema => ({ summary, tags, security, ...parts });
const statusChange = (summary: string) => route(summary, { params: reference, body: object({ reason: text() }), response: answers({ 200: changed }, [...guarded, 409]) });

const DESK_SCHEMAS: Record<keyof typeof STAFF_API, RouteSchema> = {
  signIn: {
    summary: 'Sign in',
    tags,
    body: object({ username: text(), password: text() }, ['username', 'password']),
    response: answers({ 200: signedIn }, [400, 401, 403, 429]),
  },
  signOut: route('Sign out', { response: answers({ 200: ok() }, guarded) }),
  session: route('Who is signed in', { response: answers({ 200: signedIn }, guarded) }),
  day: route('Appointments of a day or range, with totals per status (a doctor: their own)', {
    querystring: range,
    response: answers({ 200: ok({ from: isoDate(), to: isoDate(), appointments: list(row), totals: { type: 'object', additionalProperties: { type: 'integer' } } }, ['appointments']) }, guarded),
  }),
  exportCsv: route('The same as CSV (UTF-8 with BOM)', {
    querystring: range,
    response: { 200: { description: 'The CSV file', content: { 'text/csv': { schema: { type: 'string' } } } }, ...answers({}, guarded) },
  }),
  users: route('Every account', { response: answers({ 200: ok({ users: list(user) }, ['users']) }, guarded) }),
  addUser: route('A new account (a password is made up and shown once when none is given)', {
    body: object({ username: text(), role, doctor: doctorSlug, password: text('12 characters or more') }, ['username', 'role']),
    response: answers({ 201: ok({ user, password: text('The made-up password, shown once') }, ['user']) }, [...guarded, 409]),
  }),
  disableUser: route('Disable an account and end its sessions', { params: username, response: answers({ 200: ok() }, [...guarded, 409]) }),
  enableUser: route('Enable an account', { params: username, response: answers({ 200: ok() }, guarded) }),
  revokeUser: route('End every session of an account', { params: username, response: answers({ 200: ok({ revoked: integer() }) }, guarded) }),
  history: route('An appointment’s audit rows', {
    params: reference,
    response: answers(
      {
        200: ok({
          reference: text(),
          history: list(
            object({
              at: text(),
              actor: object({ kind: oneOfText(['patient', 'staff', 'system']), id: text() }, ['kind']),
              action: oneOfText(['book', 'status', 'reschedule']),
              fromStatus: nullable(text()),
              toStatus: text(),
              fromSlot: nullable(text()),
              toSlot: nullable(text()),
              reason: text(),
            }),
          ),
        }),
      },
      guarded,
    ),
  }),
  confirm: statusChange('Confirm (after the call-back)'),
  checkIn: statusChange('Check in'),
  complete: statusChange('Mark completed'),
  noShow: statusChange('Mark as a no-show'),
  cancel: route('Cancel (the reason is told to the patient)', { params: reference, body: object({ reason: text() }, ['reason']), response: answers({ 200: changed }, [...guarded, 409]) }),
  reschedule: route('Move to a free time of the same doctor', {
    params: reference,
    body: object({ date: isoDate(), time: clockTime(), reason: text() }, ['date', 'time']),
    response: answers({ 200: changed }, [...guarded, 409]),
  }),
  slots: route('Free times without the public notice', { querystring: object({ service: department, doctor: doctorSlug, date: isoDate() }, ['service']), response: answers({ 200: ok() }, guarded) }),
  walkIn: route('A walk-in today, checked in at once (extra: beyond capacity)', {
    body: object(
      { fullName: text(), age: integer(), gender: oneOfText(GENDERS), phone: text(), service: department, doctor: doctorSlug, time: clockTime(), extra: flag(), email: text(), address: text(), message: text() },
      ['fullName', 'age', 'gender', 'phone', 'service', 'doctor', 'time'],
    ),
    response: answers({ 201: ok({ reference: text(), extra: flag() }, ['reference', 'extra']) }, [...guarded, 409]),
  }),
  schedule: route('The schedule, as lines to read', { response: answers({ 200: scheduleLines }, guarded) }),
  changeSchedule: route('Change the schedule (the changes of npm run schedule)', {
    body: object({ change: text(), args: list(text()), revision: integer('The revision the change was made on') }, ['change', 'args']),
    response: answers({ 200: scheduleLines }, [...guarded, 409]),
  }),
};

const BY_SPEC = new Map<StaffRouteSpec, RouteSchema>(Object.entries(DESK_SCHEMAS).map(([key, schema]) => [STAFF_API[key as keyof typeof STAFF_API], schema]));

/** A staff route's options: its roles and request limit (config), and its schema. */
export const staffRouteOptions = (spec: StaffRouteSpec, rateLimitMax: number): { config: FastifyContextConfig; schema: RouteSchema } => ({
  config: staffRouteConfig(spec, rateLimitMax),
  schema: BY_SPEC.get(spec) ?? {},
});
