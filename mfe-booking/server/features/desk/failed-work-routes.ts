// The failed work's routes (failed-work.ts): the list, try again now, settle by hand with a note.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors';
import type { FailedWorkDesk } from './failed-work';
import { staffOf } from './staff-auth/auth';
import { bodyOf, checked, textField } from './input';
import { STAFF_API } from './routes-table';
import { staffRouteOptions } from './schemas';

export interface FailedWorkRouteOptions {
  failedWork: FailedWorkDesk;
  rateLimitMax: number;
}

export function registerFailedWorkRoutes(app: FastifyInstance, { failedWork, rateLimitMax }: FailedWorkRouteOptions) {
  const seqOf = (request: FastifyRequest): number => Number((request.params as { seq?: string }).seq);
  const gone = () =>
    new HttpError(409, 'This work is no longer failed: someone has retried or settled it meanwhile. The list now shows where it stands.');

  app.get(STAFF_API.failedWork.path, staffRouteOptions(STAFF_API.failedWork, rateLimitMax), () => failedWork.list());

  app.post(STAFF_API.retryFailedWork.path, staffRouteOptions(STAFF_API.retryFailedWork, rateLimitMax), async (request) => {
    const outcome = await failedWork.retry({ seq: seqOf(request), staff: staffOf(request).user.username });
    if (!outcome) throw gone();
    request.log.info({ appointmentId: outcome.done.appointmentId, channel: outcome.done.channel }, 'failed work tried again');
    return outcome.list;
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
      const outcome = await failedWork.settle({ seq: seqOf(request), staff: staffOf(request).user.username, note: note.of(request) });
      if (!outcome) throw gone();
      request.log.info({ appointmentId: outcome.done.appointmentId, channel: outcome.done.channel }, 'failed work settled by hand');
      return outcome.list;
    },
  );
}
