// The site server's event loop is watched (@fastify/under-pressure): while its mean delay over the last sample
// is past the limit, requests are refused at once with 503 and Retry-After (a page in the address's language,
// `{ success: false, message }` under /api in the visitor's), and /readyz says not ready. /healthz and /readyz
// are still answered: a loop that turns at all answers them, a hung one cannot.
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languageOfRequest } from '@hospital/hospital-data';
import { BASE_HEADERS } from './security-headers';
import { sendError } from './error-answers';
import { ERROR_TEXTS } from './error-texts';
import { isApiAddress } from './site-path';

export interface LoopLimits {
  /** Mean event-loop delay (ms) over one sample past which requests are refused. */
  maxEventLoopDelayMs: number;
  /** How often the delay is measured (ms). */
  sampleIntervalMs: number;
  /** What Retry-After tells a refused client (s). */
  retryAfterSeconds: number;
}

/** The booking API's limits and for the same reason (its loop-watch.ts): past them every answer is late. */
export const LOOP_LIMITS: LoopLimits = { maxEventLoopDelayMs: 1_000, sampleIntervalMs: 1_000, retryAfterSeconds: 5 };

declare module 'fastify' {
  interface FastifyInstance {
    /** /readyz's check of the loop: not ready while requests are refused. */
    loopCheck(): { ok: true } | { ok: false; detail: string };
  }
  interface FastifyContextConfig {
    /** A route's own answer under pressure (under-pressure reads it); `answerUnderPressure` keeps it answered. */
    pressureHandler?: () => void;
  }
}

/** Route config for what must be answered while the loop turns at all: health and readiness. */
export const answerUnderPressure = { pressureHandler: () => undefined } as const;

async function refuse(request: FastifyRequest, reply: FastifyReply, { retryAfterSeconds }: LoopLimits): Promise<void> {
  reply.header('Retry-After', String(retryAfterSeconds));
  if (isApiAddress(request.raw.url ?? '')) {
    const message = ERROR_TEXTS[languageOfRequest(request.headers['accept-language'])].messages[503];
    reply
      .code(503)
      .headers(BASE_HEADERS)
      .header('Cache-Control', 'no-store')
      .type('application/json; charset=utf-8')
      .send({ success: false, message });
  } else {
    sendError(request, reply, 503);
  }
  // Once the answer is out, under-pressure's `next` finds it sent and goes no further.
  await reply;
}

export async function watchLoop(app: FastifyInstance, limits: LoopLimits): Promise<void> {
  const late = armedWatch(app, limits);
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    sampleInterval: limits.sampleIntervalMs,
    pressureHandler: (request, reply) => (late.armed ? refuse(request, reply, limits) : undefined),
  });
  app.decorate('loopCheck', () => loopCheck(app, limits, late.armed));
}

/**
 * The watch counts from two samples after the server is ready: the synchronous work of starting (compiling
 * every route's schemas, on a busy machine for seconds) would otherwise read as a late loop to the first requests.
 */
function armedWatch(app: FastifyInstance, limits: LoopLimits): { armed: boolean } {
  const state = { armed: false };
  app.addHook('onReady', async () => {
    setTimeout(() => (state.armed = true), 2 * limits.sampleIntervalMs).unref();
  });
  return state;
}

function loopCheck(app: FastifyInstance, limits: LoopLimits, armed: boolean): { ok: true } | { ok: false; detail: string } {
  if (!armed || !app.isUnderPressure()) return { ok: true };
  // No sample at all in the last interval: the loop was held throughout.
  const late = app.memoryUsage().eventLoopDelay;
  const how = Number.isFinite(late) ? `${Math.round(late)} ms late on average` : 'held through the last sample';
  return { ok: false, detail: `the event loop is ${how} (limit ${limits.maxEventLoopDelayMs} ms): requests are refused` };
}
