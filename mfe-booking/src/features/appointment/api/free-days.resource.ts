import { bookingMessage, freeDaysUrl, loadBookingMessages, pageLanguage, type FreeDaysAnswer } from '@hospital/shared-types';

export type FreeDaysOutcome = { ok: true; answer: FreeDaysAnswer } | { ok: false; message: string };

/** How long an answer is reused: the API allows the browser 30 s too (every booking changes it). */
export const FREE_DAYS_KEEP_MS = 30_000;

const kept = new Map<string, { at: number; answer: FreeDaysAnswer }>();

/** Forgets every kept answer: after a booking the days it listed may have one time fewer. */
export const forgetFreeDays = (): void => kept.clear();

/**
 * Which of the next 14 days have free times (GET /api/appointments/free-days), one request per department or
 * doctor, reused for FREE_DAYS_KEEP_MS. Never throws, except when aborted. Messages in the page's language.
 */
export async function fetchFreeDays(query: { service: string; doctor?: string }, signal: AbortSignal): Promise<FreeDaysOutcome> {
  const url = freeDaysUrl(query);
  const earlier = kept.get(url);
  if (earlier && Date.now() - earlier.at < FREE_DAYS_KEEP_MS) return { ok: true, answer: earlier.answer };
  const language = pageLanguage();
  const failed = async (name: 'slotsFailed' | 'slotsNetwork') => {
    await loadBookingMessages(language);
    return bookingMessage(language, name);
  };
  let response: Response;
  try {
    // The map above is the brief cache: the HTTP cache must not answer again after forgetFreeDays().
    response = await fetch(url, { signal, cache: 'no-cache', headers: { Accept: 'application/json', 'Accept-Language': language } });
  } catch (error) {
    if (signal.aborted) throw error;
    return { ok: false, message: await failed('slotsNetwork') };
  }
  try {
    const body = (await response.json()) as Partial<FreeDaysAnswer> & { message?: unknown };
    if (response.ok && body.success === true && Array.isArray(body.days)) {
      kept.set(url, { at: Date.now(), answer: body as FreeDaysAnswer });
      return { ok: true, answer: body as FreeDaysAnswer };
    }
    return { ok: false, message: typeof body.message === 'string' && body.message ? body.message : await failed('slotsFailed') };
  } catch (error) {
    if (signal.aborted) throw error;
    return { ok: false, message: await failed('slotsFailed') };
  }
}
