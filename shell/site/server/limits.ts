// How long the site server waits for a client, and how much it reads from one: without these a client that
// sends headers and a few bytes of its body holds a socket for ever (TOOLCHAIN trap 24).
import type { ServerOptions } from 'node:http';
import { loadSiteSettings } from '../settings';

export interface ServerLimits {
  /** The whole request, headers and body, must arrive within this (REQUEST_TIMEOUT_MS, 30 s). */
  requestTimeoutMs: number;
  /** The headers must arrive within this (at most the request's time, 10 s). */
  headersTimeoutMs: number;
  /** A socket with no traffic either way is closed after this (twice the request's time: the request
   * time-out, which answers 408, comes first). */
  idleTimeoutMs: number;
  /** A kept-alive socket between two requests (KEEP_ALIVE_TIMEOUT_MS, 5 s; behind a load balancer,
   * longer than the balancer's own idle time-out). */
  keepAliveTimeoutMs: number;
  /** Request line and headers together (Node's default, stated): more is a 431. */
  maxHeaderBytes: number;
  /** Bodies passed to the booking API; above the API's own 16 KB limit, so its message is the one callers see. */
  apiBodyBytes: number;
}

export function serverLimits(env: Record<string, string | undefined> = process.env): ServerLimits {
  const { REQUEST_TIMEOUT_MS: requestTimeoutMs, KEEP_ALIVE_TIMEOUT_MS: keepAliveTimeoutMs } = loadSiteSettings(env);
  return {
    requestTimeoutMs,
    headersTimeoutMs: Math.min(10_000, requestTimeoutMs),
    idleTimeoutMs: 2 * requestTimeoutMs,
    keepAliveTimeoutMs,
    maxHeaderBytes: 16 * 1024,
    apiBodyBytes: 64 * 1024,
  };
}

/** The Fastify (and Node http) options that enforce the limits. */
export interface LimitOptions {
  requestTimeout: number;
  connectionTimeout: number;
  keepAliveTimeout: number;
  bodyLimit: number;
  http: ServerOptions;
}

export function limitOptions(limits: ServerLimits): LimitOptions {
  return {
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    bodyLimit: limits.apiBodyBytes,
    http: {
      maxHeaderSize: limits.maxHeaderBytes,
      headersTimeout: limits.headersTimeoutMs,
      // Node checks the two time-outs above only this often (30 s by default, which would double them).
      connectionsCheckingInterval: Math.min(1_000, limits.headersTimeoutMs),
    },
  };
}
