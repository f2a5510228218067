import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DOCTORS, isIsoDate } from '@hospital/shared-types';
import type { AppointmentsRepository } from '../appointments/repository';
import { HttpError } from '../../http/errors';
import { addDaysTo } from '../slots/calendar';
import { publicUser, staffOf } from '../staff-auth/auth';
import { generatePassword } from '../staff-auth/commands';
import { hashPassword, passwordProblem } from '../staff-auth/passwords';
import { isStaffRole, type StaffStore } from '../staff-auth/types';
import { appointmentsCsv } from './csv';
import { STAFF_API, type StaffRouteSpec } from './routes-table';
import { staffRouteOptions } from './schemas';

const MAX_RANGE_DAYS = 92;

const dateParam = (value: unknown, name: string): string => {
  if (typeof value !== 'string' || !isIsoDate(value)) throw new HttpError(400, `${name} must be a date such as 2027-01-26`, name);
  return value;
};

export interface StaffRouteOptions {
  store: StaffStore;
  appointments: AppointmentsRepository;
  /** Requests per minute per address on each route; 0: no limit. */
  rateLimitMax: number;
}

export function registerStaffRoutes(app: FastifyInstance, { store, appointments: appointmentRows, rateLimitMax }: StaffRouteOptions) {
  const config = (spec: StaffRouteSpec) => (staffRouteOptions(spec, rateLimitMax));
  /** A doctor sees only their own list, whatever the query asks. */
  const doctorScope = (request: FastifyRequest, asked: unknown): string | undefined => {
    const { user } = staffOf(request);
    if (user.role === 'doctor') return user.doctor ?? '-';
    if (asked === undefined || asked === '') return undefined;
    if (typeof asked !== 'string' || !DOCTORS.some((d) => d.slug === asked)) throw new HttpError(400, 'doctor must be one of our doctors', 'doctor');
    return asked;
  };

  const range = (query: Record<string, unknown>) => {
    const from = dateParam(query.from ?? query.date, query.from === undefined ? 'date' : 'from');
    const to = query.to === undefined ? from : dateParam(query.to, 'to');
    if (to < from) throw new HttpError(400, 'to must be on or after from', 'to');
    if (addDaysTo(from, MAX_RANGE_DAYS) < to) throw new HttpError(400, `A range may span at most ${MAX_RANGE_DAYS} days`, 'to');
    return { from, to };
  };

  app.get(STAFF_API.day.path, config(STAFF_API.day), async (request) => {
    const query = request.query as Record<string, unknown>;
    const { from, to } = range(query);
    const doctor = doctorScope(request, query.doctor);
    const appointments = await appointmentRows.forDesk({ from, to, ...(doctor ? { doctor } : {}) });
    const totals: Record<string, number> = {};
    for (const a of appointments) totals[a.status] = (totals[a.status] ?? 0) + 1;
    return { success: true, from, to, appointments, totals };
  });

  app.get(STAFF_API.exportCsv.path, config(STAFF_API.exportCsv), async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const { from, to } = range(query);
    const doctor = doctorScope(request, query.doctor);
    const csv = appointmentsCsv(await appointmentRows.forDesk({ from, to, ...(doctor ? { doctor } : {}) }));
    const name = from === to ? `appointments-${from}.csv` : `appointments-${from}-to-${to}.csv`;
    return reply.type('text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${name}"`).send(csv);
  });

  app.get(STAFF_API.users.path, config(STAFF_API.users), async () => ({
    success: true,
    users: (await store.listUsers()).map((user) => ({ ...publicUser(user), disabled: user.disabled })),
  }));

  app.post(STAFF_API.addUser.path, config(STAFF_API.addUser), async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const username = typeof body.username === 'string' ? body.username.trim().toLowerCase() : '';
    if (!/^[a-z0-9][a-z0-9._-]{0,63}$/.test(username)) throw new HttpError(400, 'A username is 1 to 64 lower-case letters, digits, dots, dashes or underscores', 'username');
    if (!isStaffRole(body.role)) throw new HttpError(400, 'role must be desk, doctor or admin', 'role');
    const doctor = body.role === 'doctor' ? body.doctor : null;
    if (body.role === 'doctor' && (typeof doctor !== 'string' || !DOCTORS.some((d) => d.slug === doctor))) throw new HttpError(400, 'A doctor account names one of our doctors', 'doctor');
    // None given: one is made up and shown once, to hand over in person.
    const generated = body.password === undefined || body.password === '';
    const password = generated ? generatePassword() : typeof body.password === 'string' ? body.password : '';
    const problem = passwordProblem(password);
    if (problem) throw new HttpError(400, problem, 'password');
    const at = Date.now();
    const outcome = await store.createUser({ username, role: body.role, doctor: (doctor as string | null) ?? null, passwordHash: await hashPassword(password), createdAt: at, passwordChangedAt: at });
    if (outcome === 'exists') throw new HttpError(409, `There is already an account called ${username}`, 'username');
    return reply.code(201).send({ success: true, user: { username, role: body.role, doctor: doctor ?? null, disabled: false }, ...(generated ? { password } : {}) });
  });

  const byName = (request: FastifyRequest) => (request.params as { username: string }).username;
  const missing = () => new HttpError(404, 'There is no such account');

  app.post(STAFF_API.disableUser.path, config(STAFF_API.disableUser), async (request) => {
    const username = byName(request);
    if (username === staffOf(request).user.username) throw new HttpError(409, 'You cannot disable your own account');
    if (!(await store.setDisabled(username, true))) throw missing();
    return { success: true };
  });
  app.post(STAFF_API.enableUser.path, config(STAFF_API.enableUser), async (request) => {
    if (!(await store.setDisabled(byName(request), false))) throw missing();
    return { success: true };
  });
  app.post(STAFF_API.revokeUser.path, config(STAFF_API.revokeUser), async (request) => {
    const username = byName(request);
    if (!(await store.findUser(username))) throw missing();
    return { success: true, revoked: await store.revokeSessions(username) };
  });
}
