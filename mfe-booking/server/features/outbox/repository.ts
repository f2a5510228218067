// The transactional outbox: messages written in the transaction of the change they tell about, claimed
// by workers under a lease, then marked sent, failed (tried again later), failed for good (a person decides)
// or dropped.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { SqlDialect } from '../../db/dialect';
import { prepared } from '../../db/prepared';
import { iso, isoOrNull, type OutboxLogTable, type OutboxTable, type Tables } from '../../db/schema';
import type { NewOutboxMessage, OutboxMessage } from '../../domain/outbox-message';

/** Who did what to work that failed for good. */
export interface OutboxLogEntry {
  at: string;
  actor: { kind: 'system' } | { kind: 'staff'; id: string };
  action: OutboxLogTable['action'];
  detail: string;
}

const toMessage = (row: Selectable<OutboxTable>): OutboxMessage => ({
  seq: Number(row.seq),
  kind: row.kind,
  appointmentId: row.appointment_id,
  channel: row.channel,
  payload: JSON.parse(row.payload) as unknown,
  createdAt: iso(row.created_at),
  dueAt: iso(row.due_at),
  attempts: row.attempts,
  nextAttemptAt: iso(row.next_attempt_at),
  sentAt: isoOrNull(row.sent_at),
  droppedAt: isoOrNull(row.dropped_at),
  failedAt: isoOrNull(row.failed_at),
  lastError: row.last_error,
});

// Every booking and change runs it: built and compiled once per number of messages (db/prepared.ts).
const COLUMNS = 6;
const enqueueStatements = new Map<number, ReturnType<typeof enqueueOf>>();
const enqueueOf = (count: number) =>
  prepared((db, param) =>
    db.insertInto('outbox').values(
      Array.from({ length: count }, (_x, i) => {
        const at = (column: number) => param(i * COLUMNS + column);
        return {
          kind: at(0),
          appointment_id: at(1),
          channel: at(2),
          payload: at(3),
          created_at: at(4),
          due_at: at(5),
          next_attempt_at: at(5),
        };
      }),
    ),
  );

export class OutboxRepository {
  constructor(
    private readonly db: Kysely<Tables>,
    private readonly dialect: SqlDialect,
  ) {}

  async enqueue(appointmentId: string, createdAt: string, messages: readonly NewOutboxMessage[]): Promise<void> {
    if (messages.length === 0) return;
    let statement = enqueueStatements.get(messages.length);
    if (!statement) enqueueStatements.set(messages.length, (statement = enqueueOf(messages.length)));
    const values = messages.flatMap((message) => [
      message.kind,
      appointmentId,
      message.channel,
      JSON.stringify(message.payload),
      createdAt,
      message.dueAt.toISOString(),
    ]);
    await statement(this.db, this.dialect, values);
  }

  /** Pending messages of this kind are no longer to be sent (the reminder of a time that changed). */
  async dropPending(appointmentId: string, kind: string, at: string): Promise<void> {
    await this.db
      .updateTable('outbox')
      .set({ dropped_at: at, last_error: 'dropped: the appointment changed', payload: this.dialect.payloadWithoutLink })
      .where('appointment_id', '=', appointmentId)
      .where('kind', '=', kind)
      .where('sent_at', 'is', null)
      .where('dropped_at', 'is', null)
      .execute();
  }

  /**
   * Sends now what was held (due at the end of time) of this kind, its payload merged with `patch`: a
   * Pay Now booking's confirmation once paid. The number of messages released.
   */
  async release(appointmentId: string, kind: string, at: string, patch: Record<string, unknown>): Promise<number> {
    const json = JSON.stringify(patch);
    const merged =
      this.dialect.kind === 'sqlite' ? sql<string>`json_patch(payload, ${json})` : sql<string>`(payload::jsonb || ${json}::jsonb)::text`;
    const result = await this.db
      .updateTable('outbox')
      .set({ due_at: at, next_attempt_at: at, payload: merged })
      .where('appointment_id', '=', appointmentId)
      .where('kind', '=', kind)
      .where('sent_at', 'is', null)
      .where('dropped_at', 'is', null)
      .where('due_at', '>=', '9999-01-01T00:00:00.000Z')
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Oldest first. */
  async of(appointmentId: string): Promise<OutboxMessage[]> {
    return (await this.db.selectFrom('outbox').selectAll().where('appointment_id', '=', appointmentId).orderBy('seq').execute()).map(
      toMessage,
    );
  }

  /**
   * Takes up to `limit` due messages: each is leased until now + leaseMs (its attempts counted), so no
   * other worker or instance takes it meanwhile. Oldest first.
   */
  async claim({ limit, leaseMs, now }: { limit: number; leaseMs: number; now: Date }): Promise<OutboxMessage[]> {
    const due = this.db
      .selectFrom('outbox')
      .select('seq')
      .where('sent_at', 'is', null)
      .where('dropped_at', 'is', null)
      .where('failed_at', 'is', null)
      .where('next_attempt_at', '<=', now.toISOString())
      .orderBy('next_attempt_at')
      .orderBy('seq')
      .limit(limit);
    const rows = await this.db
      .updateTable('outbox')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: new Date(now.getTime() + leaseMs).toISOString() }))
      .where('seq', 'in', this.dialect.claimRows(due))
      .returningAll()
      .execute();
    return rows.map(toMessage).sort((a, b) => a.seq - b.seq);
  }

  /** `payload`: what to keep of it once sent (the manage link's token is not kept). */
  async markSent(seq: number, at: Date, payload?: unknown): Promise<void> {
    await this.db
      .updateTable('outbox')
      .set({ sent_at: at.toISOString(), last_error: null, ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }) })
      .where('seq', '=', seq)
      .execute();
  }

  async markFailed(seq: number, error: string, nextAttemptAt: Date): Promise<void> {
    await this.db
      .updateTable('outbox')
      .set({ last_error: error.slice(0, 500), next_attempt_at: nextAttemptAt.toISOString() })
      .where('seq', '=', seq)
      .where('sent_at', 'is', null)
      .execute();
  }

  /** Messages due and still being tried, and when the oldest of them fell due: how far behind sending is. */
  async backlog(now: Date): Promise<{ due: number; oldestDueAt: Date | null }> {
    const row = await this.db
      .selectFrom('outbox')
      .select((eb) => [eb.fn.countAll().as('due'), eb.fn.min('due_at').as('oldest')])
      .where('sent_at', 'is', null)
      .where('dropped_at', 'is', null)
      .where('failed_at', 'is', null)
      .where('due_at', '<=', now.toISOString())
      .executeTakeFirst();
    return { due: Number(row?.due ?? 0), oldestDueAt: row?.oldest ? new Date(iso(row.oldest)) : null };
  }

  /** No longer to be sent (e.g. a reminder whose visit has passed). */
  async markDropped(seq: number, at: Date, why: string): Promise<void> {
    await this.db
      .updateTable('outbox')
      .set({ dropped_at: at.toISOString(), last_error: why.slice(0, 500), payload: this.dialect.payloadWithoutLink })
      .where('seq', '=', seq)
      .where('sent_at', 'is', null)
      .execute();
  }

  /** Not tried again: a person retries it or settles it (the desk's failed work). Run it in a transaction. */
  async markGivenUp(message: Pick<OutboxMessage, 'seq' | 'appointmentId'>, at: Date, why: string): Promise<boolean> {
    const result = await this.db
      .updateTable('outbox')
      .set({ failed_at: at.toISOString(), last_error: why.slice(0, 500) })
      .where('seq', '=', message.seq)
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .executeTakeFirst();
    const marked = Number(result.numUpdatedRows) === 1;
    if (marked) await this.log(message, { at: at.toISOString(), actor: { kind: 'system' }, action: 'given_up', detail: why });
    return marked;
  }

  /** Work that failed for good and nobody has settled, newest first (bounded: the desk shows a page). */
  async failed(limit: number): Promise<OutboxMessage[]> {
    const rows = await this.db
      .selectFrom('outbox')
      .selectAll()
      .where('failed_at', 'is not', null)
      .where('dropped_at', 'is', null)
      .where('sent_at', 'is', null)
      .orderBy('failed_at', 'desc')
      .orderBy('seq', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toMessage);
  }

  async bySeq(seq: number, { lock = false } = {}): Promise<OutboxMessage | null> {
    const query = this.db.selectFrom('outbox').selectAll().where('seq', '=', seq);
    const row = await (lock ? this.dialect.lockRows(query) : query).executeTakeFirst();
    return row ? toMessage(row) : null;
  }

  /** Failed work tried again now, from its first try; true when it was failed (a second click changes nothing). */
  async retryNow(message: Pick<OutboxMessage, 'seq' | 'appointmentId'>, at: Date, staff: string): Promise<boolean> {
    const result = await this.db
      .updateTable('outbox')
      .set({ failed_at: null, attempts: 0, next_attempt_at: at.toISOString() })
      .where('seq', '=', message.seq)
      .where('failed_at', 'is not', null)
      .where('dropped_at', 'is', null)
      .where('sent_at', 'is', null)
      .executeTakeFirst();
    const retried = Number(result.numUpdatedRows) === 1;
    if (retried) await this.log(message, { at: at.toISOString(), actor: { kind: 'staff', id: staff }, action: 'retried', detail: '' });
    return retried;
  }

  /** Failed work a person settled otherwise (a refund made by hand, the patient called): it leaves the list; true the first time. */
  async settle(
    message: Pick<OutboxMessage, 'seq' | 'appointmentId'>,
    at: Date,
    staff: string,
    action: 'refunded_by_hand' | 'settled',
    note: string,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('outbox')
      .set({ dropped_at: at.toISOString(), payload: this.dialect.payloadWithoutLink })
      .where('seq', '=', message.seq)
      .where('failed_at', 'is not', null)
      .where('dropped_at', 'is', null)
      .where('sent_at', 'is', null)
      .executeTakeFirst();
    const settled = Number(result.numUpdatedRows) === 1;
    if (settled) await this.log(message, { at: at.toISOString(), actor: { kind: 'staff', id: staff }, action, detail: note });
    return settled;
  }

  /** What was done to failed work, oldest first. */
  async logOf(seqs: readonly number[]): Promise<Map<number, OutboxLogEntry[]>> {
    const byWork = new Map<number, OutboxLogEntry[]>();
    if (seqs.length === 0) return byWork;
    const rows = await this.db.selectFrom('outbox_log').selectAll().where('outbox_seq', 'in', seqs).orderBy('seq').execute();
    for (const row of rows) {
      const entry: OutboxLogEntry = {
        at: iso(row.at),
        actor: row.actor_kind === 'staff' ? { kind: 'staff', id: row.actor_id ?? '' } : { kind: 'system' },
        action: row.action,
        detail: row.detail,
      };
      const seq = Number(row.outbox_seq);
      byWork.set(seq, [...(byWork.get(seq) ?? []), entry]);
    }
    return byWork;
  }

  private async log(message: Pick<OutboxMessage, 'seq' | 'appointmentId'>, entry: OutboxLogEntry): Promise<void> {
    await this.db
      .insertInto('outbox_log')
      .values({
        outbox_seq: message.seq,
        appointment_id: message.appointmentId,
        at: entry.at,
        actor_kind: entry.actor.kind,
        actor_id: entry.actor.kind === 'staff' ? entry.actor.id : null,
        action: entry.action,
        detail: entry.detail.slice(0, 500),
      })
      .execute();
  }
}
