// The booking API instances behind /api: taken in turn, and one that refused a connection (stopped, or
// restarting) is tried last for a while, so a request goes to an instance that answers. A request is sent on
// to the next instance when the last one refused the connection (it never reached it), or when the connection
// closed before any answer (an instance killed while the site still held a kept-alive socket to it) and the
// request may be sent twice: a read, or a change carrying an Idempotency-Key, which the API answers once.

/** How long an instance that refused a connection is tried only after the others. */
const DOWN_FOR_MS = 5_000;

export class ApiUpstreams {
  private next = 0;
  private readonly downUntil = new Map<string, number>();

  constructor(readonly urls: readonly string[]) {}

  get size(): number {
    return this.urls.length;
  }

  /** Every instance, in the order one request should try them: the next in turn first, those lately down last. */
  order(now = Date.now()): string[] {
    const start = this.next++ % Math.max(1, this.urls.length);
    const turn = [...this.urls.slice(start), ...this.urls.slice(0, start)];
    const down = (url: string) => (this.downUntil.get(url) ?? 0) > now;
    return [...turn.filter((url) => !down(url)), ...turn.filter(down)];
  }

  refused(url: string, now = Date.now()): void {
    this.downUntil.set(url, now + DOWN_FOR_MS);
  }
}

/** The codes of a proxy error and its causes. */
function errorCodes(error: unknown): unknown[] {
  const codes: unknown[] = [];
  // Read by shape: the socket's error may come from another realm than this code's Error (a test's sandbox).
  for (let cause = error, depth = 0; typeof cause === 'object' && cause !== null && depth < 5; cause = (cause as { cause?: unknown }).cause, depth++) {
    codes.push((cause as { code?: unknown }).code);
  }
  return codes;
}

/** Whether a proxy error says the connection was refused (nothing was sent). */
function connectionRefused(error: unknown): boolean {
  return errorCodes(error).includes('ECONNREFUSED');
}

const CLOSED_BEFORE_ANSWER = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a request that failed with this error may be sent to the next instance. */
export function mayTryNext(error: unknown, request: { method: string; headers: Record<string, unknown> }): boolean {
  if (connectionRefused(error)) return true;
  if (!errorCodes(error).some((code) => typeof code === 'string' && CLOSED_BEFORE_ANSWER.has(code))) return false;
  return SAFE_METHODS.has(request.method) || typeof request.headers['idempotency-key'] === 'string';
}
