// A doctor's queue of the day and calling the next patient in. Desk and admin see and call any doctor's
// queue; a doctor only their own (403 for another's), decided here per route from the session.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CallNextAnswer, QueueAnswer } from '@hospital/booking-contract';
import { HttpError } from '../../http/errors';
import type { Queue } from '../../domain/use-cases/queue';
import { staffOf } from './staff-auth/auth';
import { STAFF_API } from './routes-table';
import { staffRouteOptions } from './schemas';

export interface QueueRouteOptions {
  queue: Queue;
  /** The hospital's today. */
  today: () => string;
  rateLimitMax: number;
}

export function registerQueueRoutes(app: FastifyInstance, { queue, today, rateLimitMax }: QueueRouteOptions) {
  /** The doctor whose queue this is, if this staff member may see and call it. */
  const queueDoctor = (request: FastifyRequest, doctor: string): string => {
    const { user } = staffOf(request);
    if (user.role === 'doctor' && user.doctor !== doctor) throw new HttpError(403, 'This queue is not yours.');
    return doctor;
  };

  app.get(STAFF_API.queue.path, staffRouteOptions(STAFF_API.queue, rateLimitMax), async (request): Promise<QueueAnswer> => {
    const doctor = queueDoctor(request, (request.query as { doctor: string }).doctor);
    const day = today();
    return { success: true, doctor, day, ...(await queue.view(doctor, day)) };
  });

  app.post(STAFF_API.callNext.path, staffRouteOptions(STAFF_API.callNext, rateLimitMax), async (request): Promise<CallNextAnswer> => {
    const doctor = queueDoctor(request, (request.params as { doctor: string }).doctor);
    return { success: true, called: await queue.callNext(doctor, today()) };
  });
}
