import { slotsUrl, type SlotsAnswer } from '@hospital/shared-types';

export type SlotsOutcome = { ok: true; answer: SlotsAnswer } | { ok: false; message: string };

const FAILED = 'We could not load the free times.';

/** One day's free times (GET /api/appointments/slots). Never throws, except when aborted. */
export async function fetchSlots(query: { service: string; date: string; doctor?: string }, signal: AbortSignal): Promise<SlotsOutcome> {
  let response: Response;
  try {
    response = await fetch(slotsUrl(query), { signal, headers: { Accept: 'application/json' } });
  } catch (error) {
    if (signal.aborted) throw error;
    return { ok: false, message: `${FAILED} Please check your connection.` };
  }
  try {
    const body = (await response.json()) as Partial<SlotsAnswer> & { message?: unknown };
    if (response.ok && body.success === true && Array.isArray(body.slots)) return { ok: true, answer: body as SlotsAnswer };
    return { ok: false, message: typeof body.message === 'string' && body.message ? body.message : FAILED };
  } catch (error) {
    if (signal.aborted) throw error;
    return { ok: false, message: FAILED };
  }
}
