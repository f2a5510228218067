// Failed work for the admin: refunds and messages the outbox gave up (refused for good, or past their last
// try), with the patient to call, and the two things a person can do: try again now, or settle it by hand
// with a note (a refund made in cash or by bank transfer is then recorded refunded). Each is audited, and
// answered with the list as it now stands.
import type { FailedWork, FailedWorkAnswer } from '@hospital/booking-contract';
import type { Repositories } from '../../data';
import type { OutboxMessage } from '../../domain/outbox-message';
import type { Lifecycle } from '../../domain/use-cases/appointment-changes';

/** The list's length: failed work is rare, and what is older than a hundred items waits for those to be settled. */
export const FAILED_WORK_LIMIT = 100;

export interface FailedWorkOptions {
  repos: Pick<Repositories, 'appointments' | 'outbox' | 'payments'>;
  lifecycle: Pick<Lifecycle, 'retryFailedWork' | 'settleFailedWork'>;
}

/** What a person did, and the list after it; null when the work was no longer failed. */
export type FailedWorkDone = { done: Pick<OutboxMessage, 'appointmentId' | 'channel'>; list: FailedWorkAnswer } | null;

export function createFailedWork({ repos, lifecycle }: FailedWorkOptions) {
  const list = async (): Promise<FailedWorkAnswer> => {
    const failed = await repos.outbox.failed(FAILED_WORK_LIMIT);
    const ids = [...new Set(failed.map((message) => message.appointmentId))];
    const [logs, payments, appointments] = await Promise.all([
      repos.outbox.logOf(failed.map((message) => message.seq)),
      repos.payments.ofMany(ids),
      Promise.all(ids.map((id) => repos.appointments.findById(id))).then(
        (rows) => new Map(rows.flatMap((row) => (row ? [[row.appointmentId, row] as const] : []))),
      ),
    ]);
    const work = failed.map((message): FailedWork => {
      const appointment = appointments.get(message.appointmentId);
      const payment = payments.get(message.appointmentId);
      return {
        seq: message.seq,
        kind: message.kind,
        channel: message.channel,
        reference: message.appointmentId,
        patient: {
          fullName: appointment?.fullName ?? '',
          phone: appointment?.phone ?? '',
          email: appointment?.email ?? '',
          language: appointment?.language ?? 'en',
        },
        amount: message.channel === 'payment' && payment ? payment.amount / 100 : null,
        reason: message.lastError ?? '',
        failedAt: message.failedAt ?? '',
        attempts: message.attempts,
        log: (logs.get(message.seq) ?? []).map((entry) => ({
          ...entry,
          actor: entry.actor.kind === 'staff' ? { kind: 'staff', id: entry.actor.id } : { kind: 'system' },
        })),
      };
    });
    return { success: true, work };
  };

  const then = async (done: OutboxMessage | null): Promise<FailedWorkDone> => (done ? { done, list: await list() } : null);
  return {
    list,
    retry: async (asked: { seq: number; staff: string }) => then(await lifecycle.retryFailedWork(asked)),
    settle: async (asked: { seq: number; staff: string; note: string }) => then(await lifecycle.settleFailedWork(asked)),
  };
}

export type FailedWorkDesk = ReturnType<typeof createFailedWork>;
