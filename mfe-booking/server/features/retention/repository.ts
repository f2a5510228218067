// Personal data past its retention period: finished messages emptied, old appointments anonymised. Each
// statement changes only rows not erased yet and a batch is one transaction, so a pass run twice, or by
// two instances at once, erases each row once (PostgreSQL: the rows are claimed, others passed over).
import { sql, type Kysely } from 'kysely';
import type { SqlDialect } from '../../db/dialect';
import type { Tables } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { ERASED_NAME } from '../../domain/appointment';

/** Days personal data is kept (settings BOOKING_RETAIN_*_DAYS). */
export interface RetentionPolicy {
  /** After a message was sent, dropped, or its failure settled. */
  messagesDays: number;
  /** After the visit date, for every appointment not cancelled or expired. */
  visitsDays: number;
  /** After the date a cancelled or expired appointment was booked for. */
  cancelledDays: number;
}

/** Statuses whose visit never took place: their details are kept the shorter time. */
const NOT_VISITED = ['cancelled', 'expired'] as const;
const notVisited = NOT_VISITED.map((status) => sql.lit(status));

/** An erased payload: the row keeps its kind, channel and times. */
const EMPTY_PAYLOAD = '{}';
/** A failed message's last error may quote the patient's address (the mail server's answer); our own reasons do not. */
const lastErrorKept = sql<string | null>`CASE WHEN failed_at IS NULL THEN last_error ELSE NULL END`;

export class RetentionRepository {
  constructor(
    private readonly db: Kysely<Tables>,
    private readonly dialect: SqlDialect,
  ) {}

  /**
   * Empties the payloads of up to `limit` messages finished (sent, or dropped: a settled failure is dropped)
   * before `before`, oldest first, and blanks the notes of their failed-work log. Messages pending, or failed
   * and waiting for a person, are not touched. The number erased.
   */
  async eraseMessages({ before, at, limit }: { before: Date; at: Date; limit: number }): Promise<number> {
    const cutoff = before.toISOString();
    return inTransaction(this.db, async (trx) => {
      // Finished at or after it was written: a message finished before the cutoff was written before it.
      const old = trx
        .selectFrom('outbox')
        .select('seq')
        .where('erased_at', 'is', null)
        .where('created_at', '<', cutoff)
        .where((eb) => eb.or([eb('sent_at', '<', cutoff), eb('dropped_at', '<', cutoff)]))
        .orderBy('created_at')
        .limit(limit);
      const erased = await trx
        .updateTable('outbox')
        .set({ payload: EMPTY_PAYLOAD, last_error: lastErrorKept, erased_at: at.toISOString() })
        .where('seq', 'in', this.dialect.claimRows(old))
        .where('erased_at', 'is', null)
        .returning('seq')
        .execute();
      const seqs = erased.map((row) => Number(row.seq));
      if (seqs.length > 0) await trx.updateTable('outbox_log').set({ detail: '' }).where('outbox_seq', 'in', seqs).execute();
      return seqs.length;
    });
  }

  /**
   * Anonymises up to `limit` appointments whose date is before `visitsBefore` (cancelled or expired ones:
   * `cancelledBefore`), oldest first: the patient's name, phone, WhatsApp, e-mail, address and message, the
   * desk search's terms for them, their messages' payloads. Each gets an audit row 'erase' by the system
   * with its reason. An appointment with a message still to send or waiting for a person, or a payment
   * still open (held, refund asked), waits until that is done. The references erased.
   */
  async eraseAppointments({
    visitsBefore,
    cancelledBefore,
    at,
    limit,
    reasons,
  }: {
    visitsBefore: string;
    cancelledBefore: string;
    at: Date;
    limit: number;
    reasons: { visit: string; cancelled: string };
  }): Promise<string[]> {
    const latest = visitsBefore > cancelledBefore ? visitsBefore : cancelledBefore;
    const when = at.toISOString();
    return inTransaction(this.db, async (trx) => {
      const old = trx
        .selectFrom('appointments as a')
        .select('a.id')
        .where('a.erased_at', 'is', null)
        .where('a.preferred_date', '<', latest)
        .where((eb) =>
          eb.or([
            eb.and([eb('a.status', 'in', notVisited), eb('a.preferred_date', '<', cancelledBefore)]),
            eb.and([eb('a.status', 'not in', notVisited), eb('a.preferred_date', '<', visitsBefore)]),
          ]),
        )
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('outbox as o')
                .select('o.seq')
                .whereRef('o.appointment_id', '=', 'a.id')
                .where('o.sent_at', 'is', null)
                .where('o.dropped_at', 'is', null),
            ),
          ),
        )
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('payments as p')
                .select('p.appointment_id')
                .whereRef('p.appointment_id', '=', 'a.id')
                .where('p.state', 'in', ['pending', 'refund_pending']),
            ),
          ),
        )
        .orderBy('a.preferred_date')
        .limit(limit);
      const ids = (await this.dialect.claimRows(old).execute()).map((row) => row.id);
      if (ids.length === 0) return [];
      // The phone keeps the reference: one visit per phone and day is a unique index over the seats held.
      const erased = await trx
        .updateTable('appointments')
        .set((eb) => ({
          full_name: ERASED_NAME,
          guardian_name: null,
          email: '',
          phone: eb.ref('id'),
          whatsapp: '',
          address: '',
          message: '',
          erased_at: when,
        }))
        .where('id', 'in', ids)
        .where('erased_at', 'is', null)
        .returning(['id', 'status'])
        .execute();
      if (erased.length === 0) return [];
      const done = erased.map((row) => row.id);
      await trx
        .deleteFrom('appointment_search_terms')
        .where('appointment_seq', 'in', (eb) => eb.selectFrom('appointments').select('seq').where('id', 'in', done))
        .execute();
      // What the patient typed as a reason (cancelling online) is theirs; the rows, and staff's reasons, stay.
      await trx
        .updateTable('appointment_audit')
        .set({ reason: '' })
        .where('appointment_id', 'in', done)
        .where('actor_kind', '=', 'patient')
        .where('reason', '<>', '')
        .execute();
      const messages = await trx
        .updateTable('outbox')
        .set({ payload: EMPTY_PAYLOAD, last_error: lastErrorKept, erased_at: when })
        .where('appointment_id', 'in', done)
        .where('erased_at', 'is', null)
        .returning('seq')
        .execute();
      if (messages.length > 0) await trx.updateTable('outbox_log').set({ detail: '' }).where('appointment_id', 'in', done).execute();
      await trx
        .insertInto('appointment_audit')
        .values(
          erased.map((row) => ({
            appointment_id: row.id,
            at: when,
            actor_kind: 'system' as const,
            actor_id: null,
            action: 'erase' as const,
            from_status: row.status,
            to_status: row.status,
            from_slot: null,
            to_slot: null,
            reason: (NOT_VISITED as readonly string[]).includes(row.status) ? reasons.cancelled : reasons.visit,
          })),
        )
        .execute();
      return done;
    });
  }
}
