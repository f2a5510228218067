// Failed work for the admin: refunds and messages the outbox gave up (refused for good, or past their last
// try), with the patient to call, and the two things a person can do: try again now, or settle it by hand
// with a note (a refund made in cash or by bank transfer is then recorded refunded). Each is audited.
import type { FailedWork, FailedWorkAnswer } from '@hospital/booking-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Repositories } from '../../data';
import { HttpError } from '../../http/errors';
import type { Lifecycle } from '../../domain/use-cases/appointment-changes';
import { staffOf } from './staff-auth/auth';
import { bodyOf, checked, textField } from './input';
import { STAFF_API } from './routes-table';
import { staffRouteOptions } from './schemas';

/** The list's length: failed work is rare, and what is older than a hundred items waits for those to be settled. */
export const FAILED_WORK_LIMIT = 100;

export interface FailedWorkRouteOptions {
  repos: Pick<Repositories, 'appointments' | 'outbox' | 'payments'>;
  lifecycle: Pick<Lifecycle, 'retryFailedWork' | 'settleFailedWork'>;
  rateLimitMax: number;
}

export function registerFailedWorkRoutes(app: FastifyInstance, { repos, lifecycle, rateLimitMax }: FailedWorkRouteOptions) {
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

  const seqOf = (request: FastifyRequest): number => Number((request.params as { seq?: string }).seq);
  const gone = () =>
    new HttpError(409, 'This work is no longer failed: someone has retried or settled it meanwhile. The list now shows where it stands.');

  app.get(STAFF_API.failedWork.path, staffRouteOptions(STAFF_API.failedWork, rateLimitMax), list);

  app.post(STAFF_API.retryFailedWork.path, staffRouteOptions(STAFF_API.retryFailedWork, rateLimitMax), async (request) => {
    const done = await lifecycle.retryFailedWork({ seq: seqOf(request), staff: staffOf(request).user.username });
    if (!done) throw gone();
    request.log.info({ appointmentId: done.appointmentId, channel: done.channel }, 'failed work tried again');
    return list();
  });

  const note = checked((request) =>
    textField(bodyOf(request), 'note', {
      max: 500,
      required: 'Write what was done, for the record (for example: refunded ₹800 in cash at the counter, receipt 1182).',
    }),
  );
  app.post(
    STAFF_API.settleFailedWork.path,
    { ...staffRouteOptions(STAFF_API.settleFailedWork, rateLimitMax), preHandler: note.preHandler },
    async (request) => {
      const done = await lifecycle.settleFailedWork({ seq: seqOf(request), staff: staffOf(request).user.username, note: note.of(request) });
      if (!done) throw gone();
      request.log.info({ appointmentId: done.appointmentId, channel: done.channel }, 'failed work settled by hand');
      return list();
    },
  );
}
