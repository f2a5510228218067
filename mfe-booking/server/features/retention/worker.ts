// Erases personal data past its retention period, in each API process that runs the outbox worker: one
// pass per interval, each pass at most one batch of messages and one of appointments, so a backlog (the
// first pass on years of data) is worked off in bounded steps beside the bookings, never in one long lock.
import { hospitalToday } from '@hospital/booking-contract';
import { periodic } from '../../jobs/periodic';
import type { RetentionPolicy, RetentionRepository } from './repository';

const DAY_MS = 86_400_000;

export interface RetentionPass {
  messages: number;
  appointments: number;
}

export interface RetentionWorkerOptions {
  retention: Pick<RetentionRepository, 'eraseMessages' | 'eraseAppointments'>;
  policy: RetentionPolicy;
  now?: () => Date;
  /** Between passes. */
  intervalMs?: number;
  /** Messages, and appointments, erased per pass at most. */
  batch?: number;
  /** Told of each pass: counts only, no personal data (the log line and the metric). */
  onPass?: (pass: RetentionPass) => void;
  onError?: (error: unknown) => void;
}

/** The date `days` before `date` ('YYYY-MM-DD'). */
const daysBefore = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

export function createRetentionWorker({
  retention,
  policy,
  now = () => new Date(),
  intervalMs = 10 * 60_000,
  batch = 200,
  onPass = () => undefined,
  onError = () => undefined,
}: RetentionWorkerOptions) {
  const reasons = {
    visit: `personal details erased ${policy.visitsDays} days after the visit (BOOKING_RETAIN_VISITS_DAYS)`,
    cancelled: `personal details erased ${policy.cancelledDays} days after the date booked (BOOKING_RETAIN_CANCELLED_DAYS)`,
  };

  /** One pass; a failure of one kind does not keep the other from running. */
  const runOnce = async (): Promise<RetentionPass> => {
    const at = now();
    // A visit's date is the hospital's (India) date: "three years after the visit" counts its days.
    const today = hospitalToday(at);
    const pass: RetentionPass = { messages: 0, appointments: 0 };
    // One after the other: each is a write transaction, and SQLite has one writer.
    try {
      pass.messages = await retention.eraseMessages({ before: new Date(at.getTime() - policy.messagesDays * DAY_MS), at, limit: batch });
    } catch (error) {
      onError(error);
    }
    try {
      const visitsBefore = daysBefore(today, policy.visitsDays);
      pass.appointments = (
        await retention.eraseAppointments({
          visitsBefore,
          cancelledBefore: daysBefore(today, policy.cancelledDays),
          at,
          limit: batch,
          reasons,
        })
      ).length;
    } catch (error) {
      onError(error);
    }
    onPass(pass);
    return pass;
  };

  return periodic(runOnce, intervalMs);
}
