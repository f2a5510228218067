// Every request of the booking pages goes through here: each has a time limit, and every way it can fail
// becomes one of a few named problems the pages explain (ApiProblemNotice).

/** A read (free days and times, a lookup): past this a patient is told, and may try again. */
export const READ_LIMIT_MS = 10_000;
/**
 * A change (a booking, a payment, a cancellation): longer, since the server does more. Trying again after it
 * is safe: a booking carries its Idempotency-Key, so a repeat returns the first booking instead of a second.
 */
export const SEND_LIMIT_MS = 20_000;

/**
 * Why no usable answer came: the time limit passed, the network failed, the browser is offline, or the server
 * failed (5xx) or answered with nothing readable.
 */
export type ApiProblem = 'timeout' | 'network' | 'offline' | 'unavailable';

export type ApiReply =
  /** A JSON object came back with a status below 500 (a 4xx is the API's own answer, with its message). */
  | { ok: true; status: number; body: Record<string, unknown> }
  /** `body`: what a failing server said, when it said it in JSON. */
  | { ok: false; problem: ApiProblem; status: number; body?: Record<string, unknown> };

export interface ApiRequestOptions {
  /** The caller's own abort (a newer request replaces this one): the promise then rejects, as fetch does. */
  signal?: AbortSignal | undefined;
  limitMs?: number;
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

class TimeLimitReached extends Error {
  override name = 'TimeoutError';
}

/** Aborts when the caller aborts or the limit passes, whichever is first; `done` stops the clock. */
function limitedSignal(limitMs: number, caller: AbortSignal | undefined) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new TimeLimitReached()), limitMs);
  const onCallerAbort = () => controller.abort(caller?.reason);
  if (caller?.aborted) onCallerAbort();
  else caller?.addEventListener('abort', onCallerAbort, { once: true });
  const done = () => {
    clearTimeout(timer);
    caller?.removeEventListener('abort', onCallerAbort);
  };
  return { signal: controller.signal, done };
}

/** Settles with `work`, or rejects when `signal` aborts even if `work` never settles (a fetch that ignores it). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'));
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One JSON request of the booking API with a time limit (READ_LIMIT_MS unless told), the answer's body read
 * within the same limit. Never rejects, except when the caller's own signal aborts.
 */
export async function requestApi(
  url: string,
  init: RequestInit = {},
  { signal: caller, limitMs = READ_LIMIT_MS }: ApiRequestOptions = {},
): Promise<ApiReply> {
  if (isOffline()) return { ok: false, problem: 'offline', status: 0 };
  const { signal, done } = limitedSignal(limitMs, caller);
  let status = 0;
  try {
    const response = await untilAborted(fetch(url, { ...init, signal }), signal);
    status = response.status;
    let body: unknown;
    try {
      body = await untilAborted(response.json() as Promise<unknown>, signal);
    } catch (error) {
      if (signal.aborted) throw error;
      return { ok: false, problem: 'unavailable', status };
    }
    if (!isObject(body)) return { ok: false, problem: 'unavailable', status };
    if (status >= 500) return { ok: false, problem: 'unavailable', status, body };
    return { ok: true, status, body };
  } catch (error) {
    if (caller?.aborted) throw error;
    if (signal.aborted) return { ok: false, problem: 'timeout', status };
    return { ok: false, problem: isOffline() ? 'offline' : 'network', status };
  } finally {
    done();
  }
}
