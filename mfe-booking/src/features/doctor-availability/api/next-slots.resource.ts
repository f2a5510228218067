import { NEXT_SLOTS_PATH, type NextSlotsAnswer } from '@hospital/shared-types';

export type NextSlotsOutcome = { ok: true; answer: NextSlotsAnswer } | { ok: false };

/** A doctor's next free times (GET /api/appointments/next-slots). Never throws, except when aborted. */
export async function fetchNextSlots(doctor: string, limit: number, signal: AbortSignal): Promise<NextSlotsOutcome> {
  try {
    const response = await fetch(`${NEXT_SLOTS_PATH}?${new URLSearchParams({ doctor, limit: String(limit) }).toString()}`, { signal });
    const body = (await response.json()) as Partial<NextSlotsAnswer>;
    return response.ok && body.success === true && Array.isArray(body.slots) ? { ok: true, answer: body as NextSlotsAnswer } : { ok: false };
  } catch (error) {
    if (signal.aborted) throw error;
    return { ok: false };
  }
}
