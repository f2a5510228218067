import { freeDaysUrl, type FreeDaysAnswer } from '@hospital/booking-contract';
import { fetchFreeTimes, type Outcome } from './slots.resource';

/** How long an answer is reused: the API allows the browser 30 s too (every booking changes it). */
export const FREE_DAYS_KEEP_MS = 30_000;

const kept = new Map<string, { at: number; answer: FreeDaysAnswer }>();

/** Forgets every kept answer: after a booking the days it listed may have one time fewer. */
export const forgetFreeDays = (): void => kept.clear();

/**
 * Which of the next 14 days have free times (GET /api/appointments/free-days), one request per department or
 * doctor, reused for FREE_DAYS_KEEP_MS. Never throws, except when aborted.
 */
export async function fetchFreeDays(query: { service: string; doctor?: string }, signal: AbortSignal): Promise<Outcome<FreeDaysAnswer>> {
  const url = freeDaysUrl(query);
  const earlier = kept.get(url);
  if (earlier && Date.now() - earlier.at < FREE_DAYS_KEEP_MS) return { ok: true, answer: earlier.answer };
  // The map above is the brief cache: the HTTP cache must not answer again after forgetFreeDays().
  const outcome = await fetchFreeTimes(url, signal, (checks) => checks.isFreeDaysAnswer, { cache: 'no-cache' });
  if (outcome.ok) kept.set(url, { at: Date.now(), answer: outcome.answer });
  return outcome;
}
