// Sign-in, sessions and the checks every request of the staff plugin passes before its route runs:
// a session (401 without one, unknown paths too), then for changes the page's origin and the
// session's CSRF token, then the route's roles (403). The hook belongs to the plugin, so it guards
// exactly the plugin's routes, whatever spelling of the address the router matched.
import { createHash, timingSafeEqual } from 'node:crypto';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { StaffConfig } from '../../../config';
import { HttpError } from '../../../http/errors';
import { STAFF_API, STAFF_PREFIX } from '../routes-table';
import { staffRouteOptions } from '../schemas';
import { deviceCookies } from './device-cookie';
import { createStaffSessions } from './sessions';
import type { StaffRole, StaffSession, StaffStore, StaffUser } from './types';

export const SESSION_COOKIE = 'hospital_staff';
export const CSRF_HEADER = 'x-csrf-token';
export const SESSION_COOKIE_PATH = '/api';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Roles allowed on a staff route; null: open without a session (sign-in); absent: nobody without a session. */
    staffRoles?: readonly StaffRole[] | null;
  }
  interface FastifyRequest {
    staff?: { user: StaffUser; session: StaffSession };
  }
}

const sha256 = (value: string) => createHash('sha256').update(value).digest();
/** Constant time: the token cannot be guessed one character at a time. */
const sameSecret = (given: string | undefined, expected: string) => given !== undefined && timingSafeEqual(sha256(given), sha256(expected));

/** The signed-in staff member of a request that passed the hook (a 401 if it somehow did not). */
export const staffOf = (request: FastifyRequest): NonNullable<FastifyRequest['staff']> => {
  if (!request.staff) throw new HttpError(401, 'Please sign in to the appointments desk.');
  return request.staff;
};

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origin the browser was on: Origin, or failing that the Referer's origin. */
function requestOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (origin && origin !== 'null') return origin;
  const referer = request.headers.referer;
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

export interface StaffAuthOptions {
  store: StaffStore;
  config: StaffConfig;
  now: () => Date;
}

export interface PublicStaffUser {
  username: string;
  role: StaffRole;
  doctor: string | null;
}

export const publicUser = (user: StaffUser): PublicStaffUser => ({ username: user.username, role: user.role, doctor: user.doctor });

const USERNAME = /^[a-z0-9][a-z0-9._-]{0,63}$/;

/**
 * The checks and the sign-in routes, added to the instance that registers this plugin (the desk's own,
 * encapsulated one under /api/staff): its hook runs for that instance's routes and nothing else.
 */
export const staffAuthPlugin = fastifyPlugin<StaffAuthOptions>(async (app, options) => installStaffAuth(app, options), {
  name: 'staff-auth',
  fastify: '5.x',
});

function installStaffAuth(app: FastifyInstance, { store, config, now }: StaffAuthOptions) {
  // Sign-in attempts per address a minute, beside the lock-out: a tenth of the other routes' share.
  const signInLimit = config.rateLimitMax > 0 ? Math.max(10, Math.ceil(config.rateLimitMax / 10)) : 0;

  const devices = deviceCookies(config.deviceSecret, STAFF_API.signIn.url);
  const sessions = createStaffSessions({ store, config, devices, now });
  const ownOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
  const originAllowed = (request: FastifyRequest) => {
    const origin = requestOrigin(request);
    return origin !== null && (origin === ownOrigin(request) || config.origins.includes(origin));
  };

  const cookie = (request: FastifyRequest, value: string, clear = false, path = SESSION_COOKIE_PATH) =>
    serializeCookie(SESSION_COOKIE, value, {
      httpOnly: true,
      sameSite: 'strict',
      // Over HTTPS (also when a trusted proxy says so) the cookie never travels in the clear.
      secure: request.protocol === 'https',
      // Every /api address: the site server's own staff routes (the releases page) get it too.
      path,
      ...(clear ? { maxAge: 0 } : {}),
    });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const changing = STATE_CHANGING.has(request.method);
    // Decided by the route the router matched (its config), never by the address's text.
    const roles = request.routeOptions.config.staffRoles;
    if (roles === null) {
      if (!originAllowed(request)) throw new HttpError(403, 'Sign in from the appointments desk page of this site.');
      return;
    }
    const id = parseCookies(request.headers.cookie ?? '')[SESSION_COOKIE];
    const found = id ? await sessions.current(id) : null;
    if (!found) {
      if (id) reply.header('Set-Cookie', [cookie(request, '', true), cookie(request, '', true, STAFF_PREFIX)]);
      throw new HttpError(401, 'Please sign in to the appointments desk.');
    }
    request.staff = found;
    if (changing) {
      if (!originAllowed(request)) throw new HttpError(403, 'This change did not come from the appointments desk page, so it was refused.');
      const token = request.headers[CSRF_HEADER];
      if (!sameSecret(typeof token === 'string' ? token : undefined, found.session.csrfToken)) {
        throw new HttpError(403, 'The page’s security token is missing or out of date. Reload the page and try again.');
      }
    }
    if (roles && !roles.includes(found.user.role)) throw new HttpError(403, 'Your role may not do this.');
  });

  const refusal = 'The username or password is not right.';
  const lockedMessage = (until: number) => {
    const minutes = Math.max(1, Math.ceil((until - now().getTime()) / 60_000));
    return `Too many failed sign-ins. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or ask an administrator.`;
  };

  app.post(STAFF_API.signIn.path, staffRouteOptions(STAFF_API.signIn, signInLimit), async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const username = typeof body.username === 'string' ? body.username.trim().toLowerCase() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    if (!username || !password) throw new HttpError(400, 'Enter your username and password.');
    if (!USERNAME.test(username) || password.length > 256) throw new HttpError(401, refusal);

    const outcome = await sessions.signIn({ username, password, address: request.ip, cookieHeader: request.headers.cookie });
    const locked = (until: number) => {
      reply.header('Retry-After', String(Math.ceil((until - outcome.at) / 1000)));
      return new HttpError(429, lockedMessage(until));
    };
    if (outcome.kind === 'locked') throw locked(outcome.until);
    if (outcome.kind === 'refused') {
      request.log.info({ event: 'staff-sign-in-refused' }, 'staff sign-in refused');
      throw outcome.lockedUntil === null ? new HttpError(401, refusal) : locked(outcome.lockedUntil);
    }
    const { user: usable, sessionId: id, csrfToken, at } = outcome;
    request.log.info({ event: 'staff-signed-in', role: usable.role }, 'staff signed in');
    // A cookie of the desk's own path from before (sent first, it would shadow the new one) is cleared.
    reply.header('Set-Cookie', [
      cookie(request, id),
      cookie(request, '', true, STAFF_PREFIX),
      devices.issue(usable, at, request.protocol === 'https'),
    ]);
    return { success: true, user: publicUser(usable), csrfToken, idleMinutes: config.idleMinutes };
  });

  app.post(STAFF_API.signOut.path, staffRouteOptions(STAFF_API.signOut, config.rateLimitMax), async (request, reply) => {
    if (request.staff) await sessions.signOut(request.staff.session);
    reply.header('Set-Cookie', [cookie(request, '', true), cookie(request, '', true, STAFF_PREFIX)]);
    return { success: true };
  });

  app.get(STAFF_API.session.path, staffRouteOptions(STAFF_API.session, config.rateLimitMax), async (request) => {
    const staff = staffOf(request);
    return { success: true, user: publicUser(staff.user), csrfToken: staff.session.csrfToken, idleMinutes: config.idleMinutes };
  });
}
