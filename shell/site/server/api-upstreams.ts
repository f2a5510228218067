// The booking API instances behind /api: taken in turn, and one that refused a connection (stopped, or
// restarting) or did not answer in time is tried last for a while, and one its supervisor found hung
// (booking-api.ts) is tried last until it answers again, so a request goes to an instance that answers. A
// request is sent on to the next instance when the last one refused the connection (it never reached it), or
// when the connection closed (an instance killed while the site still held a socket to it) or the time limit
// passed before any answer and the request may be sent twice: a read, or a change carrying an Idempotency-Key,
// which the API answers once.

/** How long an instance that refused a connection is tried only after the others. */
const DOWN_FOR_MS = 5_000;

/**
 * How long the site waits for an instance's answer (its headers, then each part of its body): every API route
 * answers in well under a second, and a patient's page gives up sooner than a proxy that waits for ever.
 */
export const API_TIME_LIMIT_MS = 20_000;

export class ApiUpstreams {
  private next = 0;
  private readonly downUntil = new Map<string, number>();
  private readonly unhealthy = new Set<string>();

  constructor(readonly urls: readonly string[]) {}

  get size(): number {
    return this.urls.length;
  }

  /** Every instance, in the order one request should try them: the next in turn first, those lately down after, hung ones last. */
  order(now = Date.now()): string[] {
    const start = this.next++ % Math.max(1, this.urls.length);
    const turn = [...this.urls.slice(start), ...this.urls.slice(0, start)];
    const hung = (url: string) => this.unhealthy.has(url);
    const down = (url: string) => !hung(url) && (this.downUntil.get(url) ?? 0) > now;
    return [...turn.filter((url) => !down(url) && !hung(url)), ...turn.filter(down), ...turn.filter(hung)];
  }

  refused(url: string, now = Date.now()): void {
    this.downUntil.set(url, now + DOWN_FOR_MS);
  }

  /** What the instance's supervisor found: hung (or stopped) ones are tried last until they answer again. */
  health(url: string, healthy: boolean): void {
    if (healthy) this.unhealthy.delete(url);
    else this.unhealthy.add(url);
  }
}

/** The codes of a proxy error and its causes. */
function errorCodes(error: unknown): unknown[] {
  const codes: unknown[] = [];
  // Read by shape: the socket's error may come from another realm than this code's Error (a test's sandbox).
  for (
    let cause = error, depth = 0;
    typeof cause === 'object' && cause !== null && depth < 5;
    cause = (cause as { cause?: unknown }).cause, depth++
  ) {
    codes.push((cause as { code?: unknown }).code);
  }
  return codes;
}

/** Whether a proxy error says the connection was refused (nothing was sent). */
function connectionRefused(error: unknown): boolean {
  return errorCodes(error).includes('ECONNREFUSED');
}

const CLOSED_BEFORE_ANSWER = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);
const NOT_IN_TIME = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'FST_REPLY_FROM_GATEWAY_TIMEOUT']);

/** Whether a proxy error says the instance did not answer within the time limit. */
export function timedOut(error: unknown): boolean {
  return errorCodes(error).some((code) => typeof code === 'string' && NOT_IN_TIME.has(code));
}
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a request that failed with this error may be sent to the next instance. */
export function mayTryNext(error: unknown, request: { method: string; headers: Record<string, unknown> }): boolean {
  if (connectionRefused(error)) return true;
  if (!timedOut(error) && !errorCodes(error).some((code) => typeof code === 'string' && CLOSED_BEFORE_ANSWER.has(code))) return false;
  return SAFE_METHODS.has(request.method) || typeof request.headers['idempotency-key'] === 'string';
}
