// The desk's own input checks, run as each route's preHandler hook: after the route's schema has checked
// the request's shape, they decide what only the desk knows (a doctor of that department, a phone
// number's digits) and word those refusals.
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors';

export const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const REFERENCE = /^ASH-[0-9A-Z]{4}-[0-9A-Z]{4}$/;

/** A route's checked input: `preHandler` reads and checks it, the handler takes it with `of`. */
export function checked<T>(parse: (request: FastifyRequest) => T | Promise<T>) {
  const values = new WeakMap<FastifyRequest, T>();
  return {
    preHandler: async (request: FastifyRequest) => {
      values.set(request, await parse(request));
    },
    of: (request: FastifyRequest): T => {
      if (!values.has(request)) throw new HttpError(400, 'The request is not valid');
      return values.get(request) as T;
    },
  };
}

/** The body as an object (none: empty). */
export function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const value: unknown = request.body ?? {};
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new HttpError(400, 'The request body must be a JSON object');
  return value as Record<string, unknown>;
}

export const queryOf = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;

/** Optional text, trimmed, at most `max` characters; `required` refuses it empty with `message`. */
export function textField(body: Record<string, unknown>, name: string, { max, required }: { max: number; required?: string }): string {
  const raw = body[name];
  if (raw !== undefined && raw !== null && typeof raw !== 'string') throw new HttpError(400, `${name} must be text`, name);
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (required && !value) throw new HttpError(400, required, name);
  if (value.length > max) throw new HttpError(400, `${name} must be at most ${max} characters`, name);
  return value;
}
