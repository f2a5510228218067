// appointment_audit: one row per change of an appointment (and its booking); nothing is ever deleted.
import type { AppointmentStatus, AuditActor } from '@hospital/shared-types';
import type { Kysely, Selectable } from 'kysely';
import { iso, type AuditTable, type Tables } from '../../db/schema';

/** One row of an appointment's history. */
export interface AuditEntry {
  at: string;
  actor: AuditActor;
  action: 'book' | 'status' | 'reschedule';
  fromStatus: AppointmentStatus | null;
  toStatus: AppointmentStatus;
  /** 'YYYY-MM-DD HH:MM doctor-slug' before and after a reschedule (the booked slot for 'book'). */
  fromSlot: string | null;
  toSlot: string | null;
  reason: string;
}

const actorOf = (row: Selectable<AuditTable>): AuditActor =>
  row.actor_kind === 'staff' ? { kind: 'staff', id: row.actor_id ?? '' } : { kind: row.actor_kind };

const toEntry = (row: Selectable<AuditTable>): AuditEntry => ({
  at: iso(row.at),
  actor: actorOf(row),
  action: row.action,
  fromStatus: row.from_status,
  toStatus: row.to_status,
  fromSlot: row.from_slot,
  toSlot: row.to_slot,
  reason: row.reason,
});

export class AuditRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async record(appointmentId: string, entry: AuditEntry): Promise<void> {
    await this.db
      .insertInto('appointment_audit')
      .values({
        appointment_id: appointmentId,
        at: entry.at,
        actor_kind: entry.actor.kind,
        actor_id: entry.actor.kind === 'staff' ? entry.actor.id : null,
        action: entry.action,
        from_status: entry.fromStatus,
        to_status: entry.toStatus,
        from_slot: entry.fromSlot,
        to_slot: entry.toSlot,
        reason: entry.reason,
      })
      .execute();
  }

  /** Oldest first. */
  async history(appointmentId: string): Promise<AuditEntry[]> {
    return (await this.db.selectFrom('appointment_audit').selectAll().where('appointment_id', '=', appointmentId).orderBy('seq').execute()).map(toEntry);
  }
}
