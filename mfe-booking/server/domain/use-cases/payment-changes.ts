// The lifecycle's changes that money makes: a Pay Now booking paid (payment_pending → booked), its hold
// running out (→ expired), the patient switching to Pay at Hospital, and a payment that comes late (the
// seat still free: expired → booked; taken, or the appointment cancelled: a refund through the outbox).
// Each locks the appointment and commits its status, audit row, payment row, payment log and messages in
// one transaction, as every change of the lifecycle does; a webhook's event id is claimed in the same
// transaction, so an event handled twice (a retry, two instances) changes nothing the second time.
import { rupeesToPaise, type AppointmentStatus, type AuditActor } from '@hospital/booking-contract';
import { keepsPayment } from '../status';
import type { StoredAppointment } from '../appointment';
import {
  HELD_NOTICE,
  bookedMessages,
  lateRefundMessages,
  paymentReceivedMessages,
  refundFailedMessages,
  reminderMessages,
  type ComposeContext,
  type FeeNote,
} from '../patient-messages';
import type { OutboxMessage } from '../outbox-message';
import type { PaymentLogEntry, PaymentRowState, StoredPayment } from '../payment';
import { refundRequest } from '../refund-request';
import type { Storage, Transaction, UseCaseRepositories } from '../storage';

/** A payment the gateway says was captured for one of our orders. Amount in paise. */
export interface CapturedPayment {
  id: string;
  orderId: string;
  amount: number;
  method: string | null;
}

export type SettleResult =
  /** Paid: the appointment is booked (it was held, or its expired hold's seat was still free). */
  | { kind: 'paid'; appointment: StoredAppointment }
  /** This payment was recorded before (the browser and a webhook both told us). */
  | { kind: 'already'; appointment: StoredAppointment }
  /** It came too late (the seat was taken, or the appointment cancelled): refunded through the outbox. */
  | { kind: 'refunding'; appointment: StoredAppointment }
  /** The webhook event was handled before. */
  | { kind: 'duplicate-event' }
  | { kind: 'not-found' }
  /** Not this appointment's order, or not its amount: nothing changes. */
  | { kind: 'mismatch'; message: string };

export type CounterResult =
  | { kind: 'paid' }
  | { kind: 'not-found' }
  /** Cancelled, a no-show, held or lapsed: nothing is taken for it. */
  | { kind: 'not-payable'; status: AppointmentStatus }
  /** Paid before (at the counter or online, perhaps being refunded): nothing is taken twice. */
  | { kind: 'paid-before'; via: StoredPayment['provider']; amount: number }
  /** No amount given and no fee set. */
  | { kind: 'no-fee' };

export interface PaymentTransitionOptions {
  storage: Storage;
  now: () => Date;
  /** The messages' context of an appointment (fees, links, calendar sequence). */
  context: (appointment: StoredAppointment, extra?: Partial<ComposeContext>) => Promise<ComposeContext>;
}

const rupees = (paise: number) => Math.round(paise) / 100;

/** A change of the payment row and its log line, written together: the log is the money's history. */
async function paymentStep(
  repos: UseCaseRepositories,
  appointmentId: string,
  at: string,
  { state, ...entry }: Omit<PaymentLogEntry, 'at'> & { state?: PaymentRowState },
): Promise<void> {
  if (state) await repos.payments.setState(appointmentId, state, at);
  await repos.payments.log(appointmentId, { at, ...entry });
}

/** A captured payment recorded paid, in the gateway's name. */
async function paidOnline(
  repos: UseCaseRepositories,
  appointmentId: string,
  at: string,
  payment: CapturedPayment,
  note = '',
): Promise<void> {
  await repos.payments.markPaid(appointmentId, { paymentId: payment.id, method: payment.method, at });
  await repos.payments.log(appointmentId, {
    at,
    actor: { kind: 'gateway' },
    action: 'paid',
    amount: payment.amount,
    detail: `${payment.id} ${payment.method ?? ''}${note}`.trim(),
  });
}

export function paymentTransitions({ storage, now, context }: PaymentTransitionOptions) {
  type Work<T> = (
    tx: Transaction,
    repos: UseCaseRepositories,
    appointment: StoredAppointment,
    payment: StoredPayment | null,
    at: string,
    ctx: ComposeContext,
  ) => Promise<T>;
  /**
   * The appointment locked and its payment row, in one transaction. The messages' context is read first,
   * outside it: on SQLite a schedule read inside would wait for this transaction's own connection.
   */
  const locked = async <T>(appointmentId: string, work: Work<T>, eventId?: { id: string; event: string }) => {
    const current = await storage.repos.appointments.findById(appointmentId);
    if (!current) return { kind: 'not-found' } as const;
    const ctx = await context(current);
    return storage.transaction(async (tx) => {
      const { repos } = tx;
      const at = now().toISOString();
      if (eventId && !(await repos.payments.claimEvent(eventId.id, eventId.event, appointmentId, at)))
        return { kind: 'duplicate-event' } as const;
      const appointment = await repos.appointments.findById(appointmentId, { lock: true });
      if (!appointment) return { kind: 'not-found' } as const;
      return work(tx, repos, appointment, await repos.payments.of(appointmentId, { lock: true }), at, { ...ctx, now: now() });
    });
  };

  /** One failed piece of outbox work, locked, in one transaction. */
  const failedWork = <T>(
    seq: number,
    work: (repos: UseCaseRepositories, message: OutboxMessage, at: string) => Promise<T | null>,
  ): Promise<T | null> =>
    storage.transaction(async ({ repos }) => {
      const message = await repos.outbox.bySeq(seq, { lock: true });
      return message ? work(repos, message, now().toISOString()) : null;
    });

  const status = async (
    repos: UseCaseRepositories,
    appointment: StoredAppointment,
    to: StoredAppointment['status'],
    actor: AuditActor,
    at: string,
    reason: string,
  ) => {
    await repos.appointments.setStatus(appointment.appointmentId, to);
    await repos.audit.record(appointment.appointmentId, {
      at,
      actor,
      action: 'status',
      fromStatus: appointment.status,
      toStatus: to,
      fromSlot: null,
      toSlot: null,
      reason,
    });
  };

  return {
    /**
     * A captured payment of the appointment's order: the appointment is paid (and booked, if it was held);
     * when it can no longer be (cancelled, or its hold expired and the seat was taken since) the payment
     * is refunded in full and the patient told.
     */
    settlePayment({
      appointmentId,
      payment,
      actor,
      event,
    }: {
      appointmentId: string;
      payment: CapturedPayment;
      actor: AuditActor;
      event?: { id: string; event: string };
    }): Promise<SettleResult> {
      return locked<SettleResult>(
        appointmentId,
        async (tx, repos, appointment, row, at, ctx) => {
          if (!row || row.provider !== 'razorpay' || row.orderId !== payment.orderId)
            return { kind: 'mismatch', message: 'This payment is not for this appointment.' };
          if (payment.amount !== row.amount)
            return { kind: 'mismatch', message: `The payment (${payment.amount} paise) is not the fee asked (${row.amount} paise).` };
          if (row.paymentId === payment.id && row.state !== 'pending' && row.state !== 'expired') {
            return row.state === 'paid' ? { kind: 'already', appointment } : { kind: 'refunding', appointment };
          }
          const id = appointment.appointmentId;
          const paidNote: FeeNote = { amount: rupees(payment.amount), status: 'paid', paymentId: payment.id, method: payment.method };
          const paidFee = {
            fee: { amount: paidNote.amount, status: 'paid', paymentId: payment.id, ...(payment.method ? { method: payment.method } : {}) },
          };
          const refund = async (why: string) => {
            await paidOnline(repos, id, at, payment);
            await paymentStep(repos, id, at, {
              state: 'refund_pending',
              actor: { kind: 'system' },
              action: 'refund_requested',
              amount: payment.amount,
              detail: why,
            });
            const told = {
              ...ctx,
              fee: { amount: rupees(payment.amount), status: 'refund' as const },
              reason: appointment.status === 'expired' ? '' : 'cancelled',
            };
            await repos.outbox.enqueue(id, at, [
              refundRequest({ appointmentId: id, paymentId: payment.id, amount: payment.amount, at: now() }),
              ...lateRefundMessages(appointment, told),
            ]);
            return { kind: 'refunding' as const, appointment };
          };
          // A second payment of a paid order cannot happen at the gateway; if one ever did, it goes back.
          if (
            row.paymentId &&
            row.paymentId !== payment.id &&
            (row.state === 'paid' || row.state === 'refund_pending' || row.state === 'refunded')
          ) {
            await paymentStep(repos, id, at, {
              actor: { kind: 'system' },
              action: 'refund_requested',
              amount: payment.amount,
              detail: `second payment ${payment.id} of a paid order`,
            });
            await repos.outbox.enqueue(id, at, [
              refundRequest({ appointmentId: id, paymentId: payment.id, amount: payment.amount, at: now() }),
            ]);
            return { kind: 'refunding', appointment };
          }
          if (appointment.status === 'payment_pending') {
            await status(repos, appointment, 'booked', actor, at, `paid online (${payment.id})`);
            await paidOnline(repos, id, at, payment);
            const after = { ...appointment, status: 'booked' as const };
            // The confirmation written with the booking (it carries the manage link) goes now, as a receipt.
            await repos.outbox.release(id, 'booked', at, paidFee);
            await repos.outbox.dropPending(id, HELD_NOTICE, at);
            await repos.outbox.enqueue(id, at, reminderMessages(after, { ...ctx, fee: paidNote }));
            return { kind: 'paid', appointment: after };
          }
          if (appointment.status === 'expired') {
            // Its seat again, if nobody took it meanwhile (the unique indexes decide).
            const retaken = await tx.unlessUniqueViolation(() => repos.appointments.setStatus(id, 'booked'));
            if (!retaken) return refund('paid after its hold ran out; the time was taken meanwhile');
            await repos.audit.record(id, {
              at,
              actor,
              action: 'status',
              fromStatus: 'expired',
              toStatus: 'booked',
              fromSlot: null,
              toSlot: null,
              reason: `paid online after the hold ran out (${payment.id}); the time was still free`,
            });
            await paidOnline(repos, id, at, payment, ' (after the hold)');
            const after = { ...appointment, status: 'booked' as const };
            await repos.outbox.enqueue(id, at, bookedMessages(after, { ...ctx, fee: paidNote, managePath: undefined, sequence: 0 }));
            return { kind: 'paid', appointment: after };
          }
          if (keepsPayment(appointment.status)) {
            // Booked already (the patient switched to Pay at Hospital, then paid after all): paid, with a receipt.
            await paidOnline(repos, id, at, payment);
            await repos.appointments.setPaymentMethod(id, 'pay_now');
            await repos.outbox.enqueue(id, at, paymentReceivedMessages(appointment, { ...ctx, fee: paidNote }));
            return { kind: 'paid', appointment };
          }
          return refund(`paid after the appointment was ${appointment.status.replace('_', ' ')}`);
        },
        event,
      );
    },

    /** The hold ran out unpaid: the seat is free again; the confirmation that waited for the payment is dropped. */
    expireHold({ appointmentId, reason }: { appointmentId: string; reason: string }) {
      return locked(appointmentId, async (_trx, repos, appointment, row, at) => {
        if (appointment.status !== 'payment_pending' || row?.state !== 'pending') return { kind: 'unchanged' as const };
        await status(repos, appointment, 'expired', { kind: 'system' }, at, reason);
        await paymentStep(repos, appointmentId, at, {
          state: 'expired',
          actor: { kind: 'system' },
          action: 'expired',
          amount: row.amount,
          detail: reason,
        });
        for (const kind of ['booked', 'reminder', HELD_NOTICE]) await repos.outbox.dropPending(appointmentId, kind, at);
        return { kind: 'expired' as const };
      });
    },

    /** The patient pays at the hospital after all: booked, the seat kept, the confirmation sent now. */
    switchToHospital({ appointmentId, actor }: { appointmentId: string; actor: AuditActor }) {
      return locked(appointmentId, async (_trx, repos, appointment, row, at, ctx) => {
        if (appointment.status !== 'payment_pending') return { kind: 'not-allowed' as const, appointment };
        await status(repos, appointment, 'booked', actor, at, 'switched to Pay at Hospital');
        await repos.appointments.setPaymentMethod(appointmentId, 'pay_at_hospital');
        if (row) {
          await paymentStep(repos, appointmentId, at, {
            state: 'expired',
            actor,
            action: 'switched',
            amount: row.amount,
            detail: 'to Pay at Hospital',
          });
        }
        const after = { ...appointment, status: 'booked' as const, paymentMethod: 'pay_at_hospital' as const };
        await repos.outbox.release(appointmentId, 'booked', at, {});
        await repos.outbox.dropPending(appointmentId, HELD_NOTICE, at);
        await repos.outbox.enqueue(
          appointmentId,
          at,
          reminderMessages(after, { ...ctx, fee: after.fee === null ? null : { amount: after.fee, status: 'due' } }),
        );
        return { kind: 'changed' as const, appointment: after };
      });
    },

    /**
     * Outbox work the worker gave up (refused for good, or past its last try), marked for a person. A refund's
     * payment is marked failed in the same transaction and the patient told by e-mail that the hospital will
     * call to return the money: nothing says the refund is on its way any more.
     */
    giveUpWork({ message, reason }: { message: Pick<OutboxMessage, 'seq' | 'appointmentId' | 'channel'>; reason: string }) {
      return locked(message.appointmentId, async (_trx, repos, appointment, row, at, ctx) => {
        if (!(await repos.outbox.markGivenUp(message, new Date(at), reason))) return { kind: 'unchanged' as const };
        if (message.channel !== 'payment' || !row || !(await repos.payments.markRefundFailed(message.appointmentId, at)))
          return { kind: 'given-up' as const };
        await paymentStep(repos, message.appointmentId, at, {
          actor: { kind: 'system' },
          action: 'refund_given_up',
          amount: row.amount,
          detail: reason,
        });
        await repos.outbox.enqueue(
          message.appointmentId,
          at,
          refundFailedMessages(appointment, { ...ctx, fee: { amount: rupees(row.amount), status: 'refund_failed' } }),
        );
        return { kind: 'refund-failed' as const };
      });
    },

    /** Failed work tried again now by a person (a refund is then on its way again). Null: it was not failed. */
    retryFailedWork({ seq, staff }: { seq: number; staff: string }) {
      return failedWork(seq, async (repos, message, at) => {
        if (!(await repos.outbox.retryNow(message, new Date(at), staff))) return null;
        if (message.channel === 'payment') {
          await repos.payments.clearRefundFailed(message.appointmentId, at);
          await paymentStep(repos, message.appointmentId, at, {
            actor: { kind: 'staff', id: staff },
            action: 'refund_retried',
            amount: null,
            detail: 'tried again from the failed work',
          });
        }
        return message;
      });
    },

    /**
     * Money taken at the counter for an appointment whose fee was not paid online: the payment row and its
     * log, with the appointment locked, in the staff member's name. Not a change of status.
     */
    payAtCounter({
      appointmentId,
      amount,
      method,
      staff,
    }: {
      appointmentId: string;
      amount: number | undefined;
      method: string;
      staff: string;
    }): Promise<CounterResult> {
      return storage.transaction(async ({ repos }): Promise<CounterResult> => {
        const appointment = await repos.appointments.findById(appointmentId, { lock: true });
        if (!appointment) return { kind: 'not-found' };
        if (!keepsPayment(appointment.status)) return { kind: 'not-payable', status: appointment.status };
        const payment = await repos.payments.of(appointmentId, { lock: true });
        if (payment && (payment.state === 'paid' || payment.state === 'refund_pending' || payment.state === 'refunded'))
          return { kind: 'paid-before', via: payment.provider, amount: payment.amount };
        const rupees = amount ?? appointment.fee;
        if (rupees === null || rupees === undefined) return { kind: 'no-fee' };
        const at = now().toISOString();
        await repos.payments.recordCounter(appointmentId, { amount: rupeesToPaise(rupees), staff, at, method });
        await paymentStep(repos, appointmentId, at, {
          actor: { kind: 'staff', id: staff },
          action: 'paid_at_counter',
          amount: rupeesToPaise(rupees),
          detail: method,
        });
        return { kind: 'paid' };
      });
    },

    /**
     * Failed work a person settled outside the site: a refund made by hand (cash, a bank transfer: recorded
     * refunded, with their note), or a message they told the patient themselves. Null: it was not failed.
     */
    settleFailedWork({ seq, staff, note }: { seq: number; staff: string; note: string }) {
      return failedWork(seq, async (repos, message, at) => {
        const refund = message.channel === 'payment';
        if (!(await repos.outbox.settle(message, new Date(at), staff, refund ? 'refunded_by_hand' : 'settled', note))) return null;
        if (refund && (await repos.payments.markRefundedByHand(message.appointmentId, at))) {
          const row = await repos.payments.of(message.appointmentId);
          await paymentStep(repos, message.appointmentId, at, {
            actor: { kind: 'staff', id: staff },
            action: 'refunded',
            amount: row?.amount ?? null,
            detail: `by hand: ${note}`,
          });
        }
        return message;
      });
    },
  };
}

/**
 * The part of a cancellation for its payment: a payment taken online is refunded in full through the
 * outbox, a hold is ended (a no-show keeps the payment: docs/product-rules.md#fees-and-refunds). Run in the
 * change's transaction; the fee the patient's message states.
 */
export async function settleOnCancel(
  repos: UseCaseRepositories,
  after: StoredAppointment,
  at: string,
  now: Date,
): Promise<FeeNote | undefined> {
  const row = await repos.payments.of(after.appointmentId, { lock: true });
  if (!row) return undefined;
  if (row.state === 'pending') {
    await paymentStep(repos, after.appointmentId, at, {
      state: 'expired',
      actor: { kind: 'system' },
      action: 'expired',
      amount: row.amount,
      detail: 'the held appointment was cancelled',
    });
    await repos.outbox.dropPending(after.appointmentId, 'booked', at);
    await repos.outbox.dropPending(after.appointmentId, HELD_NOTICE, at);
    return undefined;
  }
  if (row.state !== 'paid' || row.provider !== 'razorpay' || !row.paymentId) return undefined;
  await paymentStep(repos, after.appointmentId, at, {
    state: 'refund_pending',
    actor: { kind: 'system' },
    action: 'refund_requested',
    amount: row.amount,
    detail: 'the appointment was cancelled',
  });
  await repos.outbox.enqueue(after.appointmentId, at, [
    refundRequest({ appointmentId: after.appointmentId, paymentId: row.paymentId, amount: row.amount, at: now }),
  ]);
  return { amount: rupees(row.amount), status: 'refund' };
}
