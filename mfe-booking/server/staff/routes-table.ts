import type { FastifyContextConfig } from 'fastify';
import type { StaffRole } from './types';

const ALL: readonly StaffRole[] = ['desk', 'doctor', 'admin'];
const DESK: readonly StaffRole[] = ['desk', 'admin'];
const ADMIN: readonly StaffRole[] = ['admin'];

export interface StaffRouteSpec {
  method: 'GET' | 'POST';
  url: string;
  /** Who may call it; null: anyone, without a session (sign-in only). */
  roles: readonly StaffRole[] | null;
}

/**
 * Every route of the staff API and who may call it, in one place: the server registers each with its
 * roles, and the tests call each one without a session (401) and with every role it leaves out (403).
 */
export const STAFF_API = {
  signIn: { method: 'POST', url: '/api/staff/sign-in', roles: null },
  signOut: { method: 'POST', url: '/api/staff/sign-out', roles: ALL },
  session: { method: 'GET', url: '/api/staff/session', roles: ALL },
  day: { method: 'GET', url: '/api/staff/appointments', roles: ALL },
  exportCsv: { method: 'GET', url: '/api/staff/appointments.csv', roles: DESK },
  users: { method: 'GET', url: '/api/staff/users', roles: ADMIN },
  addUser: { method: 'POST', url: '/api/staff/users', roles: ADMIN },
  disableUser: { method: 'POST', url: '/api/staff/users/:username/disable', roles: ADMIN },
  enableUser: { method: 'POST', url: '/api/staff/users/:username/enable', roles: ADMIN },
  revokeUser: { method: 'POST', url: '/api/staff/users/:username/revoke-sessions', roles: ADMIN },
  history: { method: 'GET', url: '/api/staff/appointments/:reference/history', roles: ALL },
  confirm: { method: 'POST', url: '/api/staff/appointments/:reference/confirm', roles: DESK },
  checkIn: { method: 'POST', url: '/api/staff/appointments/:reference/check-in', roles: DESK },
  complete: { method: 'POST', url: '/api/staff/appointments/:reference/complete', roles: ALL },
  noShow: { method: 'POST', url: '/api/staff/appointments/:reference/no-show', roles: ALL },
  cancel: { method: 'POST', url: '/api/staff/appointments/:reference/cancel', roles: DESK },
  reschedule: { method: 'POST', url: '/api/staff/appointments/:reference/reschedule', roles: DESK },
  slots: { method: 'GET', url: '/api/staff/slots', roles: DESK },
  walkIn: { method: 'POST', url: '/api/staff/walk-ins', roles: DESK },
  schedule: { method: 'GET', url: '/api/staff/schedule', roles: DESK },
  changeSchedule: { method: 'POST', url: '/api/staff/schedule', roles: ADMIN },
} as const satisfies Record<string, StaffRouteSpec>;

export const STAFF_PREFIX = '/api/staff';

/** A staff route's Fastify config: its roles, and its share of the per-address request limit. */
export const staffRouteConfig = (spec: StaffRouteSpec, rateLimitMax: number): FastifyContextConfig => ({
  staffRoles: spec.roles,
  ...(rateLimitMax > 0 ? { rateLimit: { max: rateLimitMax, timeWindow: 60_000 } } : {}),
});
