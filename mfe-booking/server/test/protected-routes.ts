// Every protected route of the API, read from the Fastify instance itself, and a walk that sends each one,
// without a session or token, in every spelling of its address (test/address-spellings.ts).
import type { RouteOptions } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { addressSpellings } from './address-spellings';
import { rawRequest } from './raw-http';
import { tempDataDir } from './harness';
import { openTestData } from './storage';

export interface ProtectedRoute {
  method: string;
  /** The route's pattern, e.g. /api/staff/users/:username/disable. */
  url: string;
  /** The pattern with its parameters filled in. */
  path: string;
  /** What guards it: the staff plugin's session and roles, or the machine token. */
  guard: 'staff' | 'token';
}

/** The machine listing is guarded by ADMIN_TOKEN inside its handler. */
const TOKEN_ROUTES = new Set(['/api/appointments']);

const fill = (url: string) =>
  url
    .replace(':username', 'admin.asha')
    .replace(':reference', 'ASH-0000-0000')
    .replace(/:[a-z]+/gi, 'x');

/** Routes guarded by roles (config.staffRoles, a list) or by the machine token, each method on its own. */
export function protectedRoutes(routes: RouteOptions[]): ProtectedRoute[] {
  return routes.flatMap((route) => {
    const roles = route.config?.staffRoles;
    const guard = Array.isArray(roles) ? 'staff' : TOKEN_ROUTES.has(route.url) ? 'token' : null;
    if (!guard) return [];
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    return methods.map((method) => ({ method, url: route.url, path: fill(route.url), guard }));
  });
}

/** Every route the API registers, read from an instance built on an empty folder (not listening). */
export async function registeredRoutes(): Promise<RouteOptions[]> {
  const dataDir = tempDataDir();
  const data = await openTestData(dataDir);
  const routes: RouteOptions[] = [];
  const app = await buildApp({
    data,
    config: loadConfig({ ADMIN_TOKEN: 'walk-token' }, dataDir, undefined),
    onRoute: (route) => void routes.push(route),
  });
  await app.ready();
  await app.close();
  await data.close();
  return routes;
}

export interface WalkAnswer {
  method: string;
  path: string;
  status: number | null;
  body: string;
}

/**
 * Sends every route in every spelling, without a cookie or token, as an attacker would: a JSON body that
 * would add an admin, and this site's own Origin so only the sign-in check stands in the way.
 */
export async function walkWithoutSession(baseUrl: string, routes: ProtectedRoute[]): Promise<WalkAnswer[]> {
  const answers: WalkAnswer[] = [];
  for (const route of routes) {
    for (const path of addressSpellings(route.path)) {
      const body = route.method === 'POST' ? JSON.stringify({ username: 'intruder', role: 'admin' }) : undefined;
      const answer = await rawRequest(baseUrl, {
        method: route.method,
        path,
        headers: { origin: baseUrl, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body } : {}),
      });
      answers.push({ method: route.method, path, status: answer?.status ?? null, body: answer?.text ?? '' });
    }
  }
  return answers;
}
