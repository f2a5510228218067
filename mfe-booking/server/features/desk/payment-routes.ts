// Money taken at the counter: the desk records it for an appointment whose fee was not paid online. Not a
// change of status (the lifecycle's), so recorded here: the payment row and its log, in one transaction
// with the appointment locked, audited with the staff member's name.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STATUS_LABELS, rupeesToPaise, type DeskActionAnswer } from '@hospital/booking-contract';
import { formatRupees } from '@hospital/hospital-data';
import { repositoriesOf, type Repositories } from '../../data';
import type { BookingDatabase } from '../../db/open';
import { HttpError } from '../../http/errors';
import { keepsPayment } from '../../domain/status';
import { staffOf } from './staff-auth/auth';
import type { DeskView } from './desk-view';
import { REFERENCE, checked } from './input';
import { STAFF_API } from './routes-table';
import { staffRouteOptions } from './schemas';

export interface PaymentRouteOptions {
  repos: Pick<Repositories, 'appointments' | 'payments'>;
  view: DeskView;
  now: () => Date;
  rateLimitMax: number;
  transaction: <T>(work: (repos: Repositories) => Promise<T>) => Promise<T>;
}

const NOT_FOUND = 'There is no appointment with that reference.';

export function registerPaymentRoutes(app: FastifyInstance, { repos, view, now, rateLimitMax, transaction }: PaymentRouteOptions) {
  const input = checked((request: FastifyRequest) => {
    const reference = String((request.params as { reference?: string }).reference ?? '').toUpperCase();
    if (!REFERENCE.test(reference)) throw new HttpError(404, NOT_FOUND);
    const body = (request.body ?? {}) as { amount?: number; method: 'cash' | 'card' | 'upi' };
    return { reference, amount: body.amount, method: body.method };
  });

  app.post(STAFF_API.paidAtCounter.path, { ...staffRouteOptions(STAFF_API.paidAtCounter, rateLimitMax), preHandler: input.preHandler }, async (request): Promise<DeskActionAnswer> => {
    const { reference, amount, method } = input.of(request);
    const staff = staffOf(request).user.username;
    await transaction(async (tx) => {
      const appointment = await tx.appointments.findById(reference, { lock: true });
      if (!appointment) throw new HttpError(404, NOT_FOUND);
      if (!keepsPayment(appointment.status)) {
        throw new HttpError(409, `An appointment that is ${STATUS_LABELS[appointment.status].toLowerCase()} is not paid at the counter.`);
      }
      const payment = await tx.payments.of(reference, { lock: true });
      if (payment && (payment.state === 'paid' || payment.state === 'refund_pending' || payment.state === 'refunded')) {
        const paid = formatRupees(payment.amount / 100);
        throw new HttpError(409, payment.provider === 'counter' ? `${paid} was already taken at the counter for this appointment.` : `This appointment was paid online (${paid}); take nothing at the counter.`);
      }
      const rupees = amount ?? appointment.fee;
      if (rupees === null || rupees === undefined) throw new HttpError(400, 'This appointment has no fee set: give the amount taken.', 'amount');
      const at = now().toISOString();
      await tx.payments.recordCounter(reference, { amount: rupeesToPaise(rupees), staff, at, method });
      await tx.payments.log(reference, { at, actor: { kind: 'staff', id: staff }, action: 'paid_at_counter', amount: rupeesToPaise(rupees), detail: method });
    });
    request.log.info({ appointmentId: reference }, 'paid at the counter');
    const row = await repos.appointments.deskRow(reference);
    const [appointment] = row ? await view.rows(request, [row]) : [];
    return { success: true, appointment: appointment ?? null, undo: null };
  });
}

/** The repositories over one transaction of the database. */
export const transactionOver =
  (database: BookingDatabase) =>
  <T>(work: (repos: Repositories) => Promise<T>): Promise<T> =>
    database.transaction((trx) => work(repositoriesOf(trx, database.dialect)));
