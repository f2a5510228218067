import { NEXT_SLOTS_PATH, loadNextSlotsCheck, type NextSlotsAnswer } from '@hospital/booking-contract';
import { requestApi } from '../../../lib/api-request';

export type NextSlotsOutcome = { ok: true; answer: NextSlotsAnswer } | { ok: false };

/**
 * A doctor's next free times (GET /api/appointments/next-slots), within READ_LIMIT_MS, when the answer meets its
 * schema. Never throws, except when aborted.
 */
export async function fetchNextSlots(doctor: string, limit: number, signal?: AbortSignal): Promise<NextSlotsOutcome> {
  // Loaded alongside the request, so the answer does not wait for its check.
  const check = loadNextSlotsCheck().catch(() => undefined);
  const reply = await requestApi(`${NEXT_SLOTS_PATH}?${new URLSearchParams({ doctor, limit: String(limit) }).toString()}`, {}, { signal });
  if (!reply.ok || reply.status >= 300) return { ok: false };
  const body = reply.body;
  return (await check)?.(body) ? { ok: true, answer: body } : { ok: false };
}

/** Free times fetched ahead are shown only while this fresh: older, another patient may have taken one. */
export const PRIMED_FRESH_MS = 30_000;

export interface PrimedNextSlots {
  at: number;
  promise: Promise<NextSlotsOutcome>;
  /** The answer, once it came and was good. */
  settled?: { ok: true; answer: NextSlotsAnswer };
}

const primed = new Map<string, PrimedNextSlots>();
const keyOf = (doctor: string, limit: number) => `${doctor} ${limit}`;

/** Starts fetching a doctor's next free times ahead of their page (the widget's `preload`). */
export function primeNextSlots(doctor: string, limit: number, now = Date.now()): void {
  const key = keyOf(doctor, limit);
  const existing = primed.get(key);
  if (existing && now - existing.at < PRIMED_FRESH_MS) return;
  const entry: PrimedNextSlots = { at: now, promise: fetchNextSlots(doctor, limit) };
  void entry.promise.then((outcome) => {
    if (outcome.ok) entry.settled = outcome;
    else if (primed.get(key) === entry) primed.delete(key);
  });
  primed.set(key, entry);
}

/** What was fetched ahead for this doctor, while still fresh. */
export function primedNextSlots(doctor: string, limit: number, now = Date.now()): PrimedNextSlots | undefined {
  const entry = primed.get(keyOf(doctor, limit));
  return entry && now - entry.at < PRIMED_FRESH_MS ? entry : undefined;
}

/** Forgets everything fetched ahead (tests). */
export function forgetPrimedNextSlots(): void {
  primed.clear();
}
