import { bookingMessage, loadBookingMessages, pageLanguage, slotsUrl, type SlotsAnswer } from '@hospital/shared-types';

export type Outcome<T> = { ok: true; answer: T } | { ok: false; message: string };
export type SlotsOutcome = Outcome<SlotsAnswer>;

/**
 * A free-times answer of the slots API (`complete` says the body is one). Never throws, except when aborted.
 * Its messages are in the page's language (the API's too: Accept-Language).
 */
export async function fetchFreeTimes<T>(url: string, signal: AbortSignal, complete: (body: Partial<T>) => boolean, init: RequestInit = {}): Promise<Outcome<T>> {
  const language = pageLanguage();
  const failed = async (name: 'slotsFailed' | 'slotsNetwork') => {
    await loadBookingMessages(language);
    return bookingMessage(language, name);
  };
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal, headers: { Accept: 'application/json', 'Accept-Language': language } });
  } catch (error) {
    if (signal.aborted) throw error;
    return { ok: false, message: await failed('slotsNetwork') };
  }
  try {
    const body = (await response.json()) as Partial<T> & { success?: unknown; message?: unknown };
    if (response.ok && body.success === true && complete(body)) return { ok: true, answer: body as T };
    return { ok: false, message: typeof body.message === 'string' && body.message ? body.message : await failed('slotsFailed') };
  } catch (error) {
    if (signal.aborted) throw error;
    return { ok: false, message: await failed('slotsFailed') };
  }
}

/** One day's free times (GET /api/appointments/slots). */
export const fetchSlots = (query: { service: string; date: string; doctor?: string }, signal: AbortSignal): Promise<SlotsOutcome> =>
  fetchFreeTimes<SlotsAnswer>(slotsUrl(query), signal, (body) => Array.isArray(body.slots));
