import type { FastifyContextConfig } from 'fastify';
import { STAFF_API_BASE, type DeskAction } from '@hospital/booking-contract';
import type { StaffRole } from './staff-auth/types';

export const STAFF_PREFIX = STAFF_API_BASE;

const staffRoute = (method: StaffRouteSpec['method'], path: string, roles: readonly StaffRole[] | null): StaffRouteSpec => ({
  method,
  path,
  url: `${STAFF_PREFIX}${path}`,
  roles,
});

const ALL: readonly StaffRole[] = ['desk', 'doctor', 'admin'];
const DESK: readonly StaffRole[] = ['desk', 'admin'];
const ADMIN: readonly StaffRole[] = ['admin'];

export interface StaffRouteSpec {
  method: 'GET' | 'POST';
  /** The full address, for callers. */
  url: string;
  /** The address inside the staff plugin, which is registered under STAFF_PREFIX. */
  path: string;
  /** Who may call it; null: anyone, without a session (sign-in only). */
  roles: readonly StaffRole[] | null;
}

/**
 * Every route of the staff API and who may call it, in one place: the server registers each with its
 * roles, and the tests call each one without a session (401) and with every role it leaves out (403).
 */
export const STAFF_API = {
  signIn: staffRoute('POST', '/sign-in', null),
  signOut: staffRoute('POST', '/sign-out', ALL),
  session: staffRoute('GET', '/session', ALL),
  day: staffRoute('GET', '/appointments', ALL),
  // Every doctor's patients at once: not a doctor's to see.
  dayGrid: staffRoute('GET', '/day-grid', DESK),
  search: staffRoute('GET', '/appointments/search', ALL),
  exportCsv: staffRoute('GET', '/appointments.csv', DESK),
  users: staffRoute('GET', '/users', ADMIN),
  addUser: staffRoute('POST', '/users', ADMIN),
  disableUser: staffRoute('POST', '/users/:username/disable', ADMIN),
  enableUser: staffRoute('POST', '/users/:username/enable', ADMIN),
  revokeUser: staffRoute('POST', '/users/:username/revoke-sessions', ADMIN),
  detail: staffRoute('GET', '/appointments/:reference', ALL),
  history: staffRoute('GET', '/appointments/:reference/history', ALL),
  confirm: staffRoute('POST', '/appointments/:reference/confirm', DESK),
  checkIn: staffRoute('POST', '/appointments/:reference/check-in', DESK),
  complete: staffRoute('POST', '/appointments/:reference/complete', ALL),
  noShow: staffRoute('POST', '/appointments/:reference/no-show', ALL),
  cancel: staffRoute('POST', '/appointments/:reference/cancel', DESK),
  reschedule: staffRoute('POST', '/appointments/:reference/reschedule', DESK),
  paidAtCounter: staffRoute('POST', '/appointments/:reference/paid-at-counter', DESK),
  undo: staffRoute('POST', '/appointments/:reference/undo', ALL),
  slots: staffRoute('GET', '/slots', DESK),
  walkIn: staffRoute('POST', '/walk-ins', DESK),
  // A doctor: their own queue only (the route refuses another's with 403).
  queue: staffRoute('GET', '/queue', ALL),
  callNext: staffRoute('POST', '/queue/:doctor/call-next', ALL),
  schedule: staffRoute('GET', '/schedule', DESK),
  changeSchedule: staffRoute('POST', '/schedule', ADMIN),
  leavePreview: staffRoute('POST', '/leave/preview', ADMIN),
  leave: staffRoute('POST', '/leave', ADMIN),
  failedWork: staffRoute('GET', '/failed-work', ADMIN),
  retryFailedWork: staffRoute('POST', '/failed-work/:seq/retry', ADMIN),
  settleFailedWork: staffRoute('POST', '/failed-work/:seq/settle', ADMIN),
  // For another server of the site (the site server's releases page): who the forwarded session is, if it may.
  authorize: staffRoute('GET', '/authorize', ADMIN),
  authorizeChange: staffRoute('POST', '/authorize', ADMIN),
} as const satisfies Record<string, StaffRouteSpec>;

/** The route of each action on an appointment: who may take it is that route's roles. */
export const ACTION_ROUTES: Readonly<Record<DeskAction, StaffRouteSpec>> = {
  confirm: STAFF_API.confirm,
  'check-in': STAFF_API.checkIn,
  complete: STAFF_API.complete,
  'no-show': STAFF_API.noShow,
  cancel: STAFF_API.cancel,
  reschedule: STAFF_API.reschedule,
  'paid-at-counter': STAFF_API.paidAtCounter,
};

/** Every staff route, for the plugin that registers them and the tests that walk them. */
export const STAFF_ROUTES: readonly StaffRouteSpec[] = Object.values(STAFF_API);

/** A staff route's Fastify config: its roles, and its share of the per-address request limit. */
export const staffRouteConfig = (spec: StaffRouteSpec, rateLimitMax: number): FastifyContextConfig => ({
  staffRoles: spec.roles,
  ...(rateLimitMax > 0 ? { rateLimit: { max: rateLimitMax, timeWindow: 60_000 } } : {}),
});
