import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors';
import { parseSearch, SEARCH_HELP } from '../../domain/search/query';
import { staffRange } from '../../http/date-bounds';
import type { BookingWindow } from '../../domain/calendar';
import { publicUser, staffOf } from './staff-auth/auth';
import { generatePassword } from './staff-auth/commands';
import type { StaffAccounts } from './staff-auth/accounts';
import { passwordProblem } from './staff-auth/passwords';
import type { StaffRole } from './staff-auth/types';
import { appointmentsCsv } from './csv';
import type { DeskView } from './desk-view';
import { checked, queryOf } from './input';
import { STAFF_API, type StaffRouteSpec } from './routes-table';
import { staffRouteOptions } from './schemas';

export interface StaffRouteOptions {
  accounts: StaffAccounts;
  view: DeskView;
  /** The desk's booking window now: staff dates are bounded around it. */
  window: () => BookingWindow;
  /** Requests per minute per address on each route; 0: no limit. */
  rateLimitMax: number;
}

export function registerStaffRoutes(app: FastifyInstance, { accounts, view, window, rateLimitMax }: StaffRouteOptions) {
  const config = (spec: StaffRouteSpec) => staffRouteOptions(spec, rateLimitMax);
  /** A doctor sees only their own list, whatever the query asks. */
  const doctorScope = (request: FastifyRequest, asked: unknown): string | undefined => {
    const { user } = staffOf(request);
    if (user.role === 'doctor') return user.doctor ?? '-';
    // The schema lets through only our doctors' slugs.
    return typeof asked === 'string' && asked !== '' ? asked : undefined;
  };

  const rangeInput = checked((request) => {
    const query = queryOf(request);
    const { from, to } = staffRange(query.from ?? query.date, query.from === undefined ? 'date' : 'from', query.to, window());
    return { from, to, doctor: doctorScope(request, query.doctor) };
  });

  app.get(STAFF_API.day.path, { ...config(STAFF_API.day), preHandler: rangeInput.preHandler }, async (request) => {
    const range = rangeInput.of(request);
    const list = await view.list(request, range);
    const totals: Record<string, number> = {};
    for (const a of list) totals[a.status] = (totals[a.status] ?? 0) + 1;
    return { success: true, from: range.from, to: range.to, appointments: list, totals };
  });

  app.get(STAFF_API.exportCsv.path, { ...config(STAFF_API.exportCsv), preHandler: rangeInput.preHandler }, async (request, reply) => {
    const range = rangeInput.of(request);
    // The rows as the desk shows them: with their payment.
    const csv = appointmentsCsv(await view.list(request, range));
    const name = range.from === range.to ? `appointments-${range.from}.csv` : `appointments-${range.from}-to-${range.to}.csv`;
    return reply.type('text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${name}"`).send(csv);
  });

  const searchInput = checked((request) => {
    const query = parseSearch((request.query as { q: string }).q);
    if (!query) throw new HttpError(400, SEARCH_HELP, 'q');
    return { query, doctor: doctorScope(request, undefined) };
  });
  app.get(STAFF_API.search.path, { ...config(STAFF_API.search), preHandler: searchInput.preHandler }, async (request) => {
    return { success: true, appointments: await view.search(request, searchInput.of(request)) };
  });

  app.get(STAFF_API.users.path, config(STAFF_API.users), async () => ({
    success: true,
    users: (await accounts.list()).map((user) => ({ ...publicUser(user), disabled: user.disabled })),
  }));

  const userInput = checked(async (request) => {
    const body = request.body as { username: string; role: StaffRole; doctor?: string; password?: string };
    const username = body.username.trim().toLowerCase();
    if (!/^[a-z0-9][a-z0-9._-]{0,63}$/.test(username))
      throw new HttpError(400, 'A username is 1 to 64 lower-case letters, digits, dots, dashes or underscores', 'username');
    const doctor = body.role === 'doctor' ? (body.doctor ?? null) : null;
    if (body.role === 'doctor' && !doctor) throw new HttpError(400, 'A doctor account names one of our doctors', 'doctor');
    // None given: one is made up and shown once, to hand over in person.
    const generated = body.password === undefined || body.password === '';
    const password = generated ? generatePassword() : (body.password ?? '');
    const problem = generated ? null : await passwordProblem(password, username);
    if (problem) throw new HttpError(400, problem, 'password');
    return { username, role: body.role, doctor, password, generated };
  });
  app.post(STAFF_API.addUser.path, { ...config(STAFF_API.addUser), preHandler: userInput.preHandler }, async (request, reply) => {
    const { username, role, doctor, password, generated } = userInput.of(request);
    const outcome = await accounts.add({ username, role, doctor, password });
    if (outcome === 'exists') throw new HttpError(409, `There is already an account called ${username}`, 'username');
    return reply.code(201).send({ success: true, user: { username, role, doctor, disabled: false }, ...(generated ? { password } : {}) });
  });

  const byName = (request: FastifyRequest) => (request.params as { username: string }).username;
  const missing = () => new HttpError(404, 'There is no such account');

  app.post(STAFF_API.disableUser.path, config(STAFF_API.disableUser), async (request) => {
    const username = byName(request);
    if (username === staffOf(request).user.username) throw new HttpError(409, 'You cannot disable your own account');
    if (!(await accounts.setDisabled(username, true))) throw missing();
    return { success: true };
  });
  app.post(STAFF_API.enableUser.path, config(STAFF_API.enableUser), async (request) => {
    if (!(await accounts.setDisabled(byName(request), false))) throw missing();
    return { success: true };
  });
  app.post(STAFF_API.revokeUser.path, config(STAFF_API.revokeUser), async (request) => {
    const revoked = await accounts.revokeSessions(byName(request));
    if (revoked === null) throw missing();
    return { success: true, revoked };
  });
}
