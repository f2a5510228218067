// The payment tables (migration 009): an appointment's payment, the log of every change to it, and the
// gateway's webhook events already handled. Reads and writes, no rules: the payment use cases
// (domain/use-cases/online-payments.ts, payment-changes.ts) decide.
import type { Kysely, Selectable } from 'kysely';
import type { SqlDialect } from '../../db/dialect';
import { isoOrNull, iso, type PaymentsTable, type Tables } from '../../db/schema';
import type { PaymentLogEntry, PaymentRowState, StoredPayment } from '../../domain/payment';

const toPayment = (row: Selectable<PaymentsTable>): StoredPayment => ({
  appointmentId: row.appointment_id,
  provider: row.provider,
  orderId: row.order_id,
  amount: Number(row.amount),
  currency: row.currency,
  state: row.state,
  holdUntil: isoOrNull(row.hold_until),
  paymentId: row.payment_id,
  method: row.method,
  paidAt: isoOrNull(row.paid_at),
  recordedBy: row.recorded_by,
  refundId: row.refund_id,
  refundRequestedAt: isoOrNull(row.refund_requested_at),
  refundedAt: isoOrNull(row.refunded_at),
  refundFailedAt: isoOrNull(row.refund_failed_at),
  createdAt: iso(row.created_at),
});

export class PaymentsRepository {
  constructor(
    private readonly db: Kysely<Tables>,
    private readonly dialect: SqlDialect,
  ) {}

  /** A held Pay Now booking's payment, before its gateway order exists. */
  async open(row: { appointmentId: string; amount: number; holdUntil: string; at: string }): Promise<void> {
    await this.db
      .insertInto('payments')
      .values({
        appointment_id: row.appointmentId,
        provider: 'razorpay',
        amount: row.amount,
        state: 'pending',
        hold_until: row.holdUntil,
        created_at: row.at,
        updated_at: row.at,
      })
      .execute();
  }

  async setOrder(appointmentId: string, orderId: string, at: string): Promise<void> {
    await this.db.updateTable('payments').set({ order_id: orderId, updated_at: at }).where('appointment_id', '=', appointmentId).execute();
  }

  async of(appointmentId: string, { lock = false } = {}): Promise<StoredPayment | null> {
    const query = this.db.selectFrom('payments').selectAll().where('appointment_id', '=', appointmentId);
    const row = await (lock ? this.dialect.lockRows(query) : query).executeTakeFirst();
    return row ? toPayment(row) : null;
  }

  async byOrder(orderId: string): Promise<StoredPayment | null> {
    const row = await this.db.selectFrom('payments').selectAll().where('order_id', '=', orderId).executeTakeFirst();
    return row ? toPayment(row) : null;
  }

  /** The appointment a gateway payment paid for, if it is one of ours. */
  async appointmentOfPayment(paymentId: string): Promise<string | null> {
    const row = await this.db.selectFrom('payments').select('appointment_id').where('payment_id', '=', paymentId).executeTakeFirst();
    return row?.appointment_id ?? null;
  }

  /** The payments of several appointments (a desk list), by appointment. */
  async ofMany(ids: readonly string[]): Promise<Map<string, StoredPayment>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.selectFrom('payments').selectAll().where('appointment_id', 'in', ids).execute();
    return new Map(rows.map((row) => [row.appointment_id, toPayment(row)]));
  }

  /** Held payments whose hold ended at or before `now`, oldest first. */
  async expiredHolds(now: string, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('payments')
      .select('appointment_id')
      .where('state', '=', 'pending')
      .where('hold_until', '<=', now)
      .orderBy('hold_until')
      .limit(limit)
      .execute();
    return rows.map((row) => row.appointment_id);
  }

  /**
   * Refunds the gateway accepted (their id known) and nobody has heard of since `before`, oldest first:
   * the ones whose webhook may never come.
   */
  async quietRefunds(before: string, limit: number): Promise<Array<{ appointmentId: string; paymentId: string; refundId: string }>> {
    const rows = await this.db
      .selectFrom('payments')
      .select(['appointment_id', 'payment_id', 'refund_id'])
      .where('state', '=', 'refund_pending')
      .where('refund_id', 'is not', null)
      .where('payment_id', 'is not', null)
      .where('updated_at', '<=', before)
      .orderBy('updated_at')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ appointmentId: row.appointment_id, paymentId: row.payment_id ?? '', refundId: row.refund_id ?? '' }));
  }

  /** The gateway was asked about the pending refund and it is still pending: asked again only after a while. */
  async refundChecked(appointmentId: string, refundId: string, at: string): Promise<void> {
    await this.db
      .updateTable('payments')
      .set({ updated_at: at })
      .where('appointment_id', '=', appointmentId)
      .where('state', '=', 'refund_pending')
      .where('refund_id', '=', refundId)
      .execute();
  }

  async markPaid(appointmentId: string, paid: { paymentId: string; method: string | null; at: string; amount?: number }): Promise<void> {
    await this.db
      .updateTable('payments')
      .set({
        state: 'paid',
        payment_id: paid.paymentId,
        method: paid.method,
        paid_at: paid.at,
        hold_until: null,
        updated_at: paid.at,
        ...(paid.amount !== undefined ? { amount: paid.amount } : {}),
      })
      .where('appointment_id', '=', appointmentId)
      .execute();
  }

  /** Money taken at the counter: the appointment's payment, whatever was awaited online before. */
  async recordCounter(appointmentId: string, row: { amount: number; staff: string; at: string; method: string }): Promise<void> {
    await this.db
      .insertInto('payments')
      .values({
        appointment_id: appointmentId,
        provider: 'counter',
        amount: row.amount,
        state: 'paid',
        method: row.method,
        paid_at: row.at,
        recorded_by: row.staff,
        created_at: row.at,
        updated_at: row.at,
      })
      .onConflict((conflict) =>
        conflict.column('appointment_id').doUpdateSet({
          provider: 'counter',
          amount: row.amount,
          state: 'paid',
          method: row.method,
          paid_at: row.at,
          recorded_by: row.staff,
          hold_until: null,
          updated_at: row.at,
        }),
      )
      .execute();
  }

  async setState(appointmentId: string, state: PaymentRowState, at: string): Promise<void> {
    await this.db
      .updateTable('payments')
      .set({
        state,
        updated_at: at,
        ...(state === 'refund_pending' ? { refund_requested_at: at } : {}),
        ...(state !== 'pending' ? { hold_until: null } : {}),
      })
      .where('appointment_id', '=', appointmentId)
      .execute();
  }

  /**
   * The refund the gateway made; only a refund still pending becomes refunded (a second answer changes
   * nothing), and only by the refund it asked for (or before it knew its id).
   */
  async markRefunded(appointmentId: string, refund: { refundId: string; at: string }): Promise<boolean> {
    const result = await this.db
      .updateTable('payments')
      .set({ state: 'refunded', refund_id: refund.refundId, refunded_at: refund.at, updated_at: refund.at })
      .where('appointment_id', '=', appointmentId)
      .where('state', '=', 'refund_pending')
      .where((eb) => eb.or([eb('refund_id', 'is', null), eb('refund_id', '=', refund.refundId)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** A refund the gateway accepted but has not made yet: its id, the state still refund_pending. True the first time. */
  async recordRefund(appointmentId: string, refund: { refundId: string; at: string }): Promise<boolean> {
    const result = await this.db
      .updateTable('payments')
      .set({ refund_id: refund.refundId, updated_at: refund.at })
      .where('appointment_id', '=', appointmentId)
      .where('state', '=', 'refund_pending')
      .where('refund_id', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The refund's work failed for good (outbox): still owed; true the first time. */
  async markRefundFailed(appointmentId: string, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('payments')
      .set({ refund_failed_at: at, updated_at: at })
      .where('appointment_id', '=', appointmentId)
      .where('state', '=', 'refund_pending')
      .where('refund_failed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** A failed refund tried again: on its way once more. */
  async clearRefundFailed(appointmentId: string, at: string): Promise<void> {
    await this.db
      .updateTable('payments')
      .set({ refund_failed_at: null, updated_at: at })
      .where('appointment_id', '=', appointmentId)
      .execute();
  }

  /** A refund the hospital made outside the gateway (cash, a bank transfer): refunded, by whom it is logged. */
  async markRefundedByHand(appointmentId: string, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('payments')
      .set({ state: 'refunded', refunded_at: at, refund_failed_at: null, updated_at: at })
      .where('appointment_id', '=', appointmentId)
      .where('state', '=', 'refund_pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The refund the gateway gave up: owed again (refund_pending, no refund id), to be asked anew. */
  async reopenRefund(appointmentId: string, at: string): Promise<void> {
    await this.db
      .updateTable('payments')
      .set({ state: 'refund_pending', refund_id: null, refunded_at: null, updated_at: at })
      .where('appointment_id', '=', appointmentId)
      .execute();
  }

  async log(appointmentId: string, entry: PaymentLogEntry): Promise<void> {
    await this.db
      .insertInto('payment_log')
      .values({
        appointment_id: appointmentId,
        at: entry.at,
        actor_kind: entry.actor.kind,
        actor_id: entry.actor.kind === 'staff' ? entry.actor.id : null,
        action: entry.action,
        amount: entry.amount,
        detail: entry.detail.slice(0, 500),
      })
      .execute();
  }

  async history(appointmentId: string): Promise<PaymentLogEntry[]> {
    const rows = await this.db.selectFrom('payment_log').selectAll().where('appointment_id', '=', appointmentId).orderBy('seq').execute();
    return rows.map((row) => ({
      at: iso(row.at),
      actor:
        row.actor_kind === 'staff' ? { kind: 'staff', id: row.actor_id ?? '' } : ({ kind: row.actor_kind } as PaymentLogEntry['actor']),
      action: row.action,
      amount: row.amount === null ? null : Number(row.amount),
      detail: row.detail,
    }));
  }

  /**
   * Claims a webhook event id: true the first time, false for an event already handled (or being handled
   * by another instance, which this waits for on PostgreSQL). Run it in the transaction that handles the event.
   */
  async claimEvent(eventId: string, event: string, appointmentId: string | null, at: string): Promise<boolean> {
    const result = await this.db
      .insertInto('payment_events')
      .values({ event_id: eventId, event, appointment_id: appointmentId, received_at: at })
      .onConflict((conflict) => conflict.column('event_id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }
}
