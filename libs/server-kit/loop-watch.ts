// Both servers watch their event loop (@fastify/under-pressure): while its mean delay over the last sample is
// past the limit, requests are refused at once with 503 and Retry-After instead of joining a queue whose answers
// come seconds late, and /readyz says not ready so a balancer sends elsewhere. /healthz and /readyz are still
// answered: a loop that turns at all answers them, a hung one cannot. How a refusal reads is each server's own.
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface LoopLimits {
  /** Mean event-loop delay (ms) over one sample past which requests are refused. */
  maxEventLoopDelayMs: number;
  /** How often the delay is measured (ms). */
  sampleIntervalMs: number;
  /** What Retry-After tells a refused client (s). */
  retryAfterSeconds: number;
}

/**
 * At rest and under load the mean delay stays within a few ms; the mean over a 1 s sample passes 1 s only when
 * the loop is held for seconds or every turn takes a second, i.e. answers are already later than the 1 s a
 * request is meant to take.
 */
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

/** Route config for what must be answered while the loop turns at all: health, readiness, metrics. */
export const answerUnderPressure = { pressureHandler: () => undefined } as const;

/** Answers a request refused while the loop is late (Retry-After is already set). */
export type LoopRefusal = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export async function watchEventLoop(app: FastifyInstance, limits: LoopLimits, refuse: LoopRefusal): Promise<void> {
  const late = armedWatch(app, limits);
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    sampleInterval: limits.sampleIntervalMs,
    pressureHandler: (request, reply) => {
      if (!late.armed) return;
      reply.header('Retry-After', String(limits.retryAfterSeconds)).header('Cache-Control', 'no-store');
      return refuse(request, reply);
    },
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
