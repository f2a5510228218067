// Who may use the releases page is the booking API's to say: it owns staff sessions. The site server forwards
// the browser's session cookie (and for a change its Origin and CSRF token) to the staff API's authorize route,
// which checks them as it checks the desk's own requests and answers the signed-in member's username and role.
import type { FastifyRequest } from 'fastify';
import type { ApiUpstreams } from '../server/api-upstreams';

/** The staff API's route for other servers of the site (its roles: admin). */
const AUTHORIZE_PATH = '/api/staff/authorize';
const PURPOSE = 'releases';
const ASK_TIME_LIMIT_MS = 5_000;

export type StaffAccess = { allowed: true; username: string } | { allowed: false; status: 401 | 403 | 429 | 503; message: string };

/** Asks whether a request may read (`change` false) or change (true) the releases. */
export type StaffAccessCheck = (request: FastifyRequest, change: boolean) => Promise<StaffAccess>;

const FORWARDED = ['cookie', 'origin', 'referer', 'x-csrf-token'] as const;

const unreachable: StaffAccess = {
  allowed: false,
  status: 503,
  message: 'The staff sign-in service is not reachable, so the releases cannot be shown or changed. Please try again.',
};

function messageOf(body: unknown, fallback: string): string {
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.length <= 300 ? message : fallback;
}

export function bookingStaffAccess(upstreams: Pick<ApiUpstreams, 'order' | 'refused'>): StaffAccessCheck {
  return async (request, change) => {
    const headers: Record<string, string> = {
      'x-forwarded-for': request.ip,
      'x-forwarded-proto': request.protocol,
      'x-forwarded-host': request.host,
    };
    for (const name of FORWARDED) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    // Each instance once at most: a bound from the fleet's size, never from the request.
    for (const upstream of upstreams.order()) {
      let response: Response;
      try {
        response = change
          ? await fetch(`${upstream}${AUTHORIZE_PATH}`, {
              method: 'POST',
              headers: { ...headers, 'content-type': 'application/json' },
              body: JSON.stringify({ purpose: PURPOSE }),
              signal: AbortSignal.timeout(ASK_TIME_LIMIT_MS),
            })
          : await fetch(`${upstream}${AUTHORIZE_PATH}?purpose=${PURPOSE}`, { headers, signal: AbortSignal.timeout(ASK_TIME_LIMIT_MS) });
      } catch {
        upstreams.refused(upstream);
        continue;
      }
      const body: unknown = await response.json().catch(() => null);
      if (response.status === 401)
        return { allowed: false, status: 401, message: messageOf(body, 'Please sign in to the appointments desk.') };
      if (response.status === 403) return { allowed: false, status: 403, message: messageOf(body, 'Your role may not do this.') };
      // The staff API's own limit per visitor (the site forwards who they are): said as it said it.
      if (response.status === 429)
        return { allowed: false, status: 429, message: messageOf(body, 'Too many requests; try again in a minute.') };
      const user = typeof body === 'object' && body !== null ? (body as { user?: { username?: unknown; role?: unknown } }).user : undefined;
      if (response.status !== 200 || typeof user?.username !== 'string') return unreachable;
      // The route admits admins only; checked here too, so a change of its roles cannot open the releases.
      if (user.role !== 'admin') return { allowed: false, status: 403, message: 'Only an administrator may see and change releases.' };
      return { allowed: true, username: user.username };
    }
    return unreachable;
  };
}
