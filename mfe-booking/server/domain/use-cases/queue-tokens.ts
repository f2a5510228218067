// The token rule: every check-in (booked or walk-in) gets the doctor's next number of its day, once.
import type { QueueToken, TokenStore } from '../queue-token';

/**
 * The appointment's token, taken in the caller's transaction when it has none. A patient checked in again
 * (after an undo) keeps the number handed out: it was read out and printed.
 */
export async function tokenForCheckIn(
  tokens: TokenStore,
  arrival: { appointmentId: string; doctor: string; day: string; at: string },
): Promise<QueueToken> {
  const existing = await tokens.of(arrival.appointmentId);
  if (existing) return existing;
  const token: QueueToken = {
    appointmentId: arrival.appointmentId,
    doctor: arrival.doctor,
    day: arrival.day,
    token: await tokens.takeNext(arrival.doctor, arrival.day),
    arrivedAt: arrival.at,
    calledAt: null,
  };
  await tokens.insert(token);
  return token;
}
