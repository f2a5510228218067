import { bookingMessage, loadBookingMessages, pageLanguage, slotsUrl, type SlotsAnswer } from '@hospital/shared-types';

export type SlotsOutcome = { ok: true; answer: SlotsAnswer } | { ok: false; message: string };

/**
 * One day's free times (GET /api/appointments/slots). Never throws, except when aborted. Its messages are in
 * the page's language (the API's too: Accept-Language).
 */
export async function fetchSlots(query: { service: string; date: string; doctor?: string }, signal: AbortSignal): Promise<SlotsOutcome> {
  const language = pageLanguage();
  const messages = loadBookingMessages(language);
  const failed = async (name: 'slotsFailed' | 'slotsNetwork') => {
    await messages;
    return bookingMessage(language, name);
  };
  let response: Response;
  try {
    response = await fetch(slotsUrl(query), { signal, headers: { Accept: 'application/json', 'Accept-Language': language } });
  } catch (error) {
    if (signal.aborted) throw error;
    return { ok: false, message: await failed('slotsNetwork') };
  }
  try {
    const body = (await response.json()) as Partial<SlotsAnswer> & { message?: unknown };
    if (response.ok && body.success === true && Array.isArray(body.slots)) return { ok: true, answer: body as SlotsAnswer };
    return { ok: false, message: typeof body.message === 'string' && body.message ? body.message : await failed('slotsFailed') };
  } catch (error) {
    if (signal.aborted) throw error;
    return { ok: false, message: await failed('slotsFailed') };
  }
}
