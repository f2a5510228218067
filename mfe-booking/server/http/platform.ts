// What every route of the API shares, on the root instance: the event loop's watch (loop-watch.ts), refusals as { success: false, message },
// security headers, Vary: Accept-Language on the patient's routes, strict JSON bodies, CORS, rate limits
// (each route sets its own) and a one-line request log without personal data.
import cors from '@fastify/cors';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import fastifyPlugin from 'fastify-plugin';
import { IDEMPOTENCY_HEADER, bookingMessage } from '@hospital/booking-contract';
import type { BookingConfig } from '../config';
import { HttpError, installErrorHandling } from './errors';
import type { ApiMetrics } from './metrics';
import { installStrictJsonBody } from './json-body';
import { addLanguageVary, requestLanguage } from './language';
import { addSecurityHeaders } from './security';
import { LOOP_LIMITS, watchLoop, type LoopLimits } from './loop-watch';

export interface HttpPlatformOptions {
  config: Pick<BookingConfig, 'allowedOrigins'>;
  /** Each answer is counted and timed by route pattern and status. */
  metrics?: ApiMetrics;
  /** Counts shared by every instance; without it this process counts alone. */
  rateLimitStore?: FastifyRateLimitStoreCtor;
  /** When requests are refused because the event loop is late (LOOP_LIMITS by default). */
  loop?: LoopLimits;
}

export const httpPlatform = fastifyPlugin<HttpPlatformOptions>(
  async (app, { config, rateLimitStore, metrics, loop = LOOP_LIMITS }) => {
    installErrorHandling(app);
    await watchLoop(app, loop);
    addSecurityHeaders(app);
    addLanguageVary(app);
    // Only JSON is a body we read; text/plain would otherwise arrive as a string.
    app.removeContentTypeParser('text/plain');
    installStrictJsonBody(app);
    await app.register(cors, {
      origin: config.allowedOrigins.length > 0 ? config.allowedOrigins : false,
      methods: ['GET', 'POST'],
      allowedHeaders: ['Content-Type', IDEMPOTENCY_HEADER, 'Authorization'],
      maxAge: 600,
    });
    await app.register(rateLimit, {
      global: false,
      ...(rateLimitStore ? { store: rateLimitStore } : {}),
      errorResponseBuilder: (request) => new HttpError(429, bookingMessage(requestLanguage(request), 'tooMany')),
    });

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      request.log.info({ method: request.method, route, status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
      metrics?.requests.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    });
  },
  { name: 'http-platform', fastify: '5.x' },
);
