// appointment_audit: one row per change of an appointment (and its booking); nothing is ever deleted.
import type { AuditActor } from '@hospital/booking-contract';
import type { Kysely, Selectable } from 'kysely';
import type { SqlDialect } from '../../db/dialect';
import { prepared } from '../../db/prepared';
import { iso, type AuditTable, type Tables } from '../../db/schema';
import type { AuditEntry, RecordedAudit } from '../../domain/audit';

/** One row of an appointment's history. */
const actorOf = (row: Selectable<AuditTable>): AuditActor =>
  row.actor_kind === 'staff' ? { kind: 'staff', id: row.actor_id ?? '' } : { kind: row.actor_kind };

const toEntry = (row: Selectable<AuditTable>): RecordedAudit => ({
  seq: Number(row.seq),
  undoes: row.undoes === null ? null : Number(row.undoes),
  at: iso(row.at),
  actor: actorOf(row),
  action: row.action,
  fromStatus: row.from_status,
  toStatus: row.to_status,
  fromSlot: row.from_slot,
  toSlot: row.to_slot,
  reason: row.reason,
});

// Every booking and change runs it: built and compiled once (db/prepared.ts).
const RECORD = prepared((db, param) =>
  db.insertInto('appointment_audit').values({
    appointment_id: param(0),
    at: param(1),
    actor_kind: param(2),
    actor_id: param(3),
    action: param(4),
    from_status: param(5),
    to_status: param(6),
    from_slot: param(7),
    to_slot: param(8),
    reason: param(9),
    undoes: param(10),
  }),
);

export class AuditRepository {
  constructor(
    private readonly db: Kysely<Tables>,
    private readonly dialect: SqlDialect,
  ) {}

  async record(appointmentId: string, entry: AuditEntry): Promise<void> {
    const actorId = entry.actor.kind === 'staff' ? entry.actor.id : null;
    await RECORD(this.db, this.dialect, [
      appointmentId,
      entry.at,
      entry.actor.kind,
      actorId,
      entry.action,
      entry.fromStatus,
      entry.toStatus,
      entry.fromSlot,
      entry.toSlot,
      entry.reason,
      entry.undoes ?? null,
    ]);
  }

  /** The latest change of an appointment (its booking when nothing changed since). */
  async latest(appointmentId: string): Promise<RecordedAudit | null> {
    const row = await this.db
      .selectFrom('appointment_audit')
      .selectAll()
      .where('appointment_id', '=', appointmentId)
      .orderBy('seq', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? toEntry(row) : null;
  }

  /** Oldest first. */
  async history(appointmentId: string): Promise<RecordedAudit[]> {
    return (
      await this.db.selectFrom('appointment_audit').selectAll().where('appointment_id', '=', appointmentId).orderBy('seq').execute()
    ).map(toEntry);
  }
}
