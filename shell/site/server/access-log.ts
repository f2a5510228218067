// One log line per answer (pino, through Fastify's logger) and the request metrics, named by route pattern:
// never the address as sent, whose path may carry a manage link's token and whose query anything at all.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LiveRoutes } from '../render/live-routes';
import type { SiteMetrics } from './metrics';
import { isPageAddress } from './page-address';
import { isApiPath, sitePathOf } from './site-path';

/** What a request was for, as a pattern: a page's route (`/appoinment/manage/:token`), or the server's own route. */
export function routeLabel(request: FastifyRequest, routes: Pick<LiveRoutes, 'routeOf'>): string {
  const route = request.routeOptions.url;
  // Pages and the shell's files share the shell's wildcard and the not-found handler.
  if (route !== undefined && route !== '/*') return route;
  const path = sitePathOf(request.url);
  if (isApiPath(path)) return '/api/*';
  if (!isPageAddress(path)) return route ?? 'unmatched';
  return routes.routeOf(path)?.path ?? '/offline';
}

export function installAccessLog(app: FastifyInstance, routes: Pick<LiveRoutes, 'routeOf'>, metrics?: SiteMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = routeLabel(request, routes);
    const status = reply.statusCode;
    request.log.info({ method: request.method, route, status, ms: Math.round(reply.elapsedTime) }, 'request');
    metrics?.requests.observe({ method: request.method, route, status: String(status) }, reply.elapsedTime / 1000);
  });
}
