// Another server of the site (the site server, which owns the releases page) forwards a browser's session
// cookie, and for a change its Origin and CSRF token, here: the staff hook checks them exactly as for the
// desk's own routes, and the route's roles decide who may. The answer names who, for the change's history.
import type { FastifyInstance } from 'fastify';
import { STAFF_API } from '../routes-table';
import { staffRouteOptions } from '../schemas';
import { staffOf } from './auth';

export function registerAuthorizeRoutes(app: FastifyInstance, rateLimitMax: number): void {
  const answer = (request: Parameters<typeof staffOf>[0]) => {
    const { user } = staffOf(request);
    return { success: true, user: { username: user.username, role: user.role } };
  };
  app.get(STAFF_API.authorize.path, staffRouteOptions(STAFF_API.authorize, rateLimitMax), async (request) => answer(request));
  app.post(STAFF_API.authorizeChange.path, staffRouteOptions(STAFF_API.authorizeChange, rateLimitMax), async (request) => answer(request));
}
