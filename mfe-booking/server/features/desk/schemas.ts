// The desk's routes as the OpenAPI document shows them, and as Fastify checks them. Each route's own
// check (its preValidation, features/desk/input.ts) runs first and words the refusal the console shows;
// these schemas agree with those checks and check again. The answers are serialised with them.
import { APPOINTMENT_STATUSES, DESK_ACTIONS, DOCTORS, GENDERS, PAYMENT_METHODS } from '@hospital/shared-types';
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
import { WEEKDAY_KEYS } from '../schedules/types';
import { STAFF_API, staffRouteConfig, type StaffRouteSpec } from './routes-table';

const ok = (properties: Record<string, JsonSchema> = {}, required: readonly string[] = []) =>
  object({ success: { type: 'boolean', enum: [true] }, ...properties }, ['success', ...required]);

const role = oneOfText(['desk', 'doctor', 'admin']);
const doctorSlug = oneOfText(DOCTORS.map((d) => d.slug));
/** A doctor's slug as text: the route's own check names the problem. */
function doctorSlugText() {
  return text(`A doctor’s slug: ${DOCTORS.map((d) => d.slug).join(', ')}`);
}
const user = object({ username: text(), role, doctor: nullable(text()), disabled: flag() }, ['username', 'role']);
const signedIn = ok({ user, csrfToken: text('Send it as X-CSRF-Token with every change'), idleMinutes: integer() }, ['user', 'csrfToken', 'idleMinutes']);
const row = object(
  {
    reference: text(),
    fullName: text(),
    age: integer(),
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
    actions: list(oneOfText(DESK_ACTIONS), 'What the signed-in staff member may do now'),
  },
  ['reference', 'status', 'date', 'time', 'doctor'],
);
const undo = nullable(object({ until: text('Until when (ISO 8601)'), what: text() }, ['until', 'what']));
const historyEntry = object({
  at: text(),
  actor: object({ kind: oneOfText(['patient', 'staff', 'system']), id: text() }, ['kind']),
  action: oneOfText(['book', 'status', 'reschedule']),
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
  doctors: list(object({ doctor: text(), doctorName: text(), slotMinutes: integer(), capacity: integer(), fee: nullable(integer('The consultation fee in rupees; null: none set')), weekly: object(Object.fromEntries(WEEKDAY_KEYS.map((k) => [k, list(session)]))) })),
  datesOff: list(object({ doctor: nullable(text()), doctorName: nullable(text()), date: isoDate(), reason: text() })),
  extraSessions: list(object({ doctor: text(), doctorName: text(), date: isoDate(), start: text(), end: text() })),
});
const leave = { doctor: doctorSlugText(), date: isoDate(), from: text('HH:MM, for part of the day'), to: text('HH:MM'), reason: text() };
const stranded = list(object({ reference: text(), date: isoDate(), time: clockTime(), doctor: text(), doctorName: text() }));
const range = object({ date: text('One day (YYYY-MM-DD)'), from: text('Or a range: its first day'), to: text('…and its last (at most 92 days)'), doctor: doctorSlugText() });
const reference = object({ reference: text('e.g. ASH-7K3Q-9XPD') }, ['reference']);
const username = object({ username: text() }, ['username']);
const changed = ok({ appointment: nullable(row), undo }, ['appointment', 'undo']);
const scheduleAnswer = ok({ revision: integer(), schedule: scheduleForms, lines: list(text()), summary: text() }, ['revision', 'schedule', 'lines']);

/** Refusals of a route behind the sign-in: no session, not this role or no CSRF token, bad input, too many. */
const guarded = [400, 401, 403, 404, 429] as const;
const tags = ['desk'];
const security = [{ staffSession: [] }];
const route = (summary: string, parts: Omit<RouteSchema, 'summary'>): RouteSchema => ({ summary, tags, security, ...parts });
/** A body that may be left out: described without a type (the app's Ajv runs with strictTypes off). */
const optionalBody = (properties: Record<string, JsonSchema>): JsonSchema => ({ properties, additionalProperties: true });
const statusChange = (summary: string) => route(summary, { params: reference, body: optionalBody({ reason: text('Why (at most 500 characters)') }), response: answers({ 200: changed }, [...guarded, 409]) });

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
    body: object({ username: text(), role, doctor: doctorSlugText(), password: text('12 characters or more') }, ['username', 'role']),
    response: answers({ 201: ok({ user, password: text('The made-up password, shown once') }, ['user']) }, [...guarded, 409]),
  }),
  disableUser: route('Disable an account and end its sessions', { params: username, response: answers({ 200: ok() }, [...guarded, 409]) }),
  enableUser: route('Enable an account', { params: username, response: answers({ 200: ok() }, guarded) }),
  revokeUser: route('End every session of an account', { params: username, response: answers({ 200: ok({ revoked: integer() }) }, guarded) }),
  search: route('Appointments of any date by reference, phone (any spelling) or the start of the patient’s name; upcoming first, then past', {
    querystring: object({ q: text('A reference, a phone number or the start of a name (Telugu and Devanagari too)') }, ['q']),
    response: answers({ 200: ok({ appointments: list(row) }, ['appointments']) }, guarded),
  }),
  detail: route('An appointment: every field, its history, the messages sent to the patient, and what may be done now', {
    params: reference,
    response: answers({ 200: ok({ appointment: row, history: list(historyEntry), messages: list(message), undo }, ['appointment', 'history', 'messages', 'undo']) }, guarded),
  }),
  history: route('An appointment’s audit rows', {
    params: reference,
    response: answers({ 200: ok({ reference: text(), history: list(historyEntry) }) }, guarded),
  }),
  undo: route('Undo the appointment’s latest change, made by this staff member within the undo time', { params: reference, response: answers({ 200: changed }, [...guarded, 409]) }),
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
  slots: route('Free times without the public notice', { querystring: object({ service: department, doctor: doctorSlugText(), date: text('YYYY-MM-DD; today when absent') }, ['service']), response: answers({ 200: ok() }, guarded) }),
  walkIn: route('A walk-in today, checked in at once (extra: beyond capacity)', {
    body: object(
      { fullName: text(), age: integer(), gender: oneOfText(GENDERS), phone: text(), service: department, doctor: doctorSlug, time: clockTime(), extra: flag(), email: text(), address: text(), message: text() },
      ['fullName', 'age', 'gender', 'phone', 'service', 'doctor', 'time'],
    ),
    response: answers({ 201: ok({ reference: text(), extra: flag() }, ['reference', 'extra']) }, [...guarded, 409]),
  }),
  schedule: route('The schedule: each doctor’s week, dates off and extra sessions (and as lines to read)', { response: answers({ 200: scheduleAnswer }, guarded) }),
  changeSchedule: route('Change the schedule: a doctor’s week, a date off or back on, an extra session (409 with stranded when booked appointments would no longer fit)', {
    body: object(
      {
        change: oneOfText(['week', 'off', 'on', 'extra', 'remove-extra']),
        revision: integer('The revision the change was made on'),
        doctor: nullable(doctorSlugText()),
        slotMinutes: integer(),
        capacity: integer(),
        fee: nullable(integer('The consultation fee in rupees (null: none); absent: unchanged')),
        weekly: object(Object.fromEntries(WEEKDAY_KEYS.map((k) => [k, list(session)]))),
        date: isoDate(),
        reason: text(),
        start: text(),
        end: text(),
      },
      ['change'],
    ),
    response: { ...answers({ 200: scheduleAnswer }, [...guarded, 409]), 409: object({ success: flag(), message: text(), stranded }, ['success', 'message']) },
  }),
  leavePreview: route('A doctor’s leave (a day or part of it): the patients it would strand, each with the department’s doctors free at the same time', {
    body: object(leave, ['doctor', 'date', 'reason']),
    response: answers({ 200: ok({ revision: integer(), summary: text(), patients: list(object({ appointment: row, alternatives: list(object({ slug: text(), name: text() })) })) }, ['patients']) }, guarded),
  }),
  leave: route('Mark the leave, moving or cancelling its patients first (one transaction and one message each)', {
    body: object(
      { ...leave, message: text('Told to the cancelled patients'), revision: integer(), decisions: list(object({ reference: text(), action: oneOfText(['move', 'cancel']), doctor: doctorSlugText() }, ['reference', 'action'])) },
      ['doctor', 'date', 'reason'],
    ),
    response: {
      ...answers({ 200: { ...scheduleAnswer, properties: { ...(scheduleAnswer.properties as object), results: list(object({ reference: text(), outcome: text(), message: text() })) } } }, [...guarded, 409]),
      409: object({ success: flag(), message: text(), results: list(object({ reference: text(), outcome: text(), message: text() })) }, ['success', 'message']),
    },
  }),
};

const BY_SPEC = new Map<StaffRouteSpec, RouteSchema>(Object.entries(DESK_SCHEMAS).map(([key, schema]) => [STAFF_API[key as keyof typeof STAFF_API], schema]));

/** A staff route's options: its roles and request limit (config), and its schema. */
export const staffRouteOptions = (spec: StaffRouteSpec, rateLimitMax: number): { config: FastifyContextConfig; schema: RouteSchema } => ({
  config: staffRouteConfig(spec, rateLimitMax),
  schema: BY_SPEC.get(spec) ?? {},
});
