import {
  bookingMessage,
  loadBookingMessages,
  loadSlotsChecks,
  slotsUrl,
  type SlotsAnswer,
  type SlotsChecks,
} from '@hospital/booking-contract';
import { pageLanguage } from '@hospital/hospital-data';
import { requestApi, type ApiProblem } from '../../../lib/api-request';

/** `problem`: no usable answer came (too slow, no network, the server failing): the page offers to try again. */
export type Outcome<T> = { ok: true; answer: T } | { ok: false; message: string; problem?: ApiProblem };
export type SlotsOutcome = Outcome<SlotsAnswer>;

/**
 * A free-times answer of the slots API (`answered`: which check says the body meets that answer's schema), within
 * READ_LIMIT_MS. Never throws, except when aborted. Its messages are in the page's language (the API's too: Accept-Language).
 */
export async function fetchFreeTimes<T>(
  url: string,
  signal: AbortSignal,
  answered: (checks: SlotsChecks) => (body: unknown) => body is T,
  init: RequestInit = {},
): Promise<Outcome<T>> {
  const language = pageLanguage();
  const failed = async (name: 'slotsFailed' | 'slotsNetwork') => {
    await loadBookingMessages(language);
    return bookingMessage(language, name);
  };
  // Loaded alongside the request, so the answer does not wait for its check.
  const checks = loadSlotsChecks().then(answered, () => undefined);
  const reply = await requestApi(url, { ...init, headers: { Accept: 'application/json', 'Accept-Language': language } }, { signal });
  if (!reply.ok)
    return { ok: false, problem: reply.problem, message: await failed(reply.problem === 'unavailable' ? 'slotsFailed' : 'slotsNetwork') };
  const body = reply.body;
  const meetsSchema = await checks;
  if (reply.status < 300 && meetsSchema?.(body)) return { ok: true, answer: body };
  return { ok: false, message: typeof body.message === 'string' && body.message ? body.message : await failed('slotsFailed') };
}

/** One day's free times (GET /api/appointments/slots). */
export const fetchSlots = (query: { service: string; date: string; doctor?: string }, signal: AbortSignal): Promise<SlotsOutcome> =>
  fetchFreeTimes(slotsUrl(query), signal, (checks) => checks.isSlotsAnswer);
