// Money taken at the counter: the desk records it for an appointment whose fee was not paid online (the
// lifecycle's payAtCounter: the payment row and its log, the appointment locked, in the staff member's name).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STATUS_LABELS, type DeskActionAnswer } from '@hospital/booking-contract';
import { formatRupees } from '@hospital/hospital-data';
import type { Lifecycle } from '../../domain/use-cases/appointment-changes';
import { HttpError } from '../../http/errors';
import { staffOf } from './staff-auth/auth';
import type { DeskView } from './desk-view';
import { REFERENCE, checked } from './input';
import { STAFF_API } from './routes-table';
import { staffRouteOptions } from './schemas';

export interface PaymentRouteOptions {
  lifecycle: Pick<Lifecycle, 'payAtCounter'>;
  view: DeskView;
  rateLimitMax: number;
}

const NOT_FOUND = 'There is no appointment with that reference.';

export function registerPaymentRoutes(app: FastifyInstance, { lifecycle, view, rateLimitMax }: PaymentRouteOptions) {
  const input = checked((request: FastifyRequest) => {
    const reference = String((request.params as { reference?: string }).reference ?? '').toUpperCase();
    if (!REFERENCE.test(reference)) throw new HttpError(404, NOT_FOUND);
    const body = (request.body ?? {}) as { amount?: number; method: 'cash' | 'card' | 'upi' };
    return { reference, amount: body.amount, method: body.method };
  });

  app.post(
    STAFF_API.paidAtCounter.path,
    { ...staffRouteOptions(STAFF_API.paidAtCounter, rateLimitMax), preHandler: input.preHandler },
    async (request): Promise<DeskActionAnswer> => {
      const { reference, amount, method } = input.of(request);
      const staff = staffOf(request).user.username;
      const result = await lifecycle.payAtCounter({ appointmentId: reference, amount, method, staff });
      switch (result.kind) {
        case 'not-found':
          throw new HttpError(404, NOT_FOUND);
        case 'not-payable':
          throw new HttpError(409, `An appointment that is ${STATUS_LABELS[result.status].toLowerCase()} is not paid at the counter.`);
        case 'paid-before': {
          const paid = formatRupees(result.amount / 100);
          throw new HttpError(
            409,
            result.via === 'counter'
              ? `${paid} was already taken at the counter for this appointment.`
              : `This appointment was paid online (${paid}); take nothing at the counter.`,
          );
        }
        case 'no-fee':
          throw new HttpError(400, 'This appointment has no fee set: give the amount taken.', 'amount');
        case 'paid':
          break;
      }
      request.log.info({ appointmentId: reference }, 'paid at the counter');
      return { success: true, appointment: await view.row(request, reference), undo: null };
    },
  );
}
