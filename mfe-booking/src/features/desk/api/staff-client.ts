import { CSRF_HEADER_NAME, STAFF_API_BASE, type DeskDayAnswer, type StaffSessionAnswer } from '@hospital/booking-contract';
import { SEND_LIMIT_MS, requestApi } from '../../../lib/api-request';

export type StaffOutcome<T> = { ok: true; value: T } | { ok: false; status: number; message: string; body?: Record<string, unknown> };

const OFFLINE = 'The appointments desk could not reach the server. Please check the connection and try again.';
const SLOW = 'The server did not answer in time. Please try again.';
const FAILING = 'The server is not working properly just now. Please try again in a minute.';

/**
 * Calls of the staff API. The session rides in an HttpOnly cookie the page never sees; changes carry the
 * session's CSRF token, which the client keeps in memory only.
 */
export class StaffClient {
  private csrfToken = '';

  setCsrfToken(token: string) {
    this.csrfToken = token;
  }

  /** Each call within SEND_LIMIT_MS: the desk's day lists and exports are larger than a patient's reads. */
  private call<T>(method: 'GET' | 'POST', path: string, body?: unknown, signal?: AbortSignal): Promise<StaffOutcome<T>> {
    return this.send<T>(method, `${STAFF_API_BASE}${path}`, body, signal);
  }

  private async send<T>(method: 'GET' | 'POST', url: string, body?: unknown, signal?: AbortSignal): Promise<StaffOutcome<T>> {
    const reply = await requestApi(
      url,
      {
        method,
        credentials: 'same-origin',
        headers: {
          Accept: 'application/json',
          ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...(method !== 'GET' && this.csrfToken ? { [CSRF_HEADER_NAME]: this.csrfToken } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      },
      { signal, limitMs: SEND_LIMIT_MS },
    );
    const parsed: { success?: boolean; message?: unknown } & Record<string, unknown> = reply.body ?? {};
    if (reply.ok && reply.status < 300 && parsed.success === true) return { ok: true, value: parsed as T };
    const fallback = reply.ok ? OFFLINE : reply.problem === 'timeout' ? SLOW : reply.problem === 'unavailable' ? FAILING : OFFLINE;
    const message = typeof parsed.message === 'string' && parsed.message ? parsed.message : fallback;
    return { ok: false, status: reply.status, message, body: parsed };
  }

  session = (signal?: AbortSignal) => this.call<StaffSessionAnswer>('GET', '/session', undefined, signal);
  signIn = (username: string, password: string) => this.call<StaffSessionAnswer>('POST', '/sign-in', { username, password });
  signOut = () => this.call<{ success: true }>('POST', '/sign-out');
  day = (date: string, signal?: AbortSignal) =>
    this.call<DeskDayAnswer>('GET', `/appointments?date=${encodeURIComponent(date)}`, undefined, signal);
  get = <T>(path: string, signal?: AbortSignal) => this.call<T & { success: true }>('GET', path, undefined, signal);
  post = <T = { success: true }>(path: string, body?: unknown) => this.call<T & { success: true }>('POST', path, body ?? {});
  /** A staff route of the site server itself (the releases page): same session cookie, same CSRF token. */
  atSite = <T>(method: 'GET' | 'POST', url: string, body?: unknown, signal?: AbortSignal) =>
    this.send<T & { success: true }>(method, url, method === 'POST' ? (body ?? {}) : undefined, signal);
}

export const csvUrl = (from: string, to: string) =>
  `${STAFF_API_BASE}/appointments.csv?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
