// Idempotency-Key → the booking it made, with the hash of the request that made it.
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/schema';
import type { BookedSlot } from '../appointments/types';

export class IdempotencyRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  /** The booking a key already made, if any. */
  async find(key: string): Promise<{ requestHash: string; appointment: BookedSlot } | null> {
    const row = await this.db
      .selectFrom('idempotency_keys as k')
      .innerJoin('appointments as a', 'a.id', 'k.appointment_id')
      .select(['k.request_hash', 'a.id', 'a.doctor', 'a.preferred_date', 'a.preferred_time'])
      .where('k.key', '=', key)
      .executeTakeFirst();
    return row ? { requestHash: row.request_hash, appointment: { appointmentId: row.id, doctor: row.doctor, date: row.preferred_date, time: row.preferred_time } } : null;
  }

  async remember(key: string, requestHash: string, appointmentId: string, at: string): Promise<void> {
    await this.db.insertInto('idempotency_keys').values({ key, request_hash: requestHash, appointment_id: appointmentId, created_at: at }).execute();
  }

  /** Keys older than this are forgotten (on start). */
  async forgetBefore(at: Date): Promise<void> {
    await this.db.deleteFrom('idempotency_keys').where('created_at', '<', at.toISOString()).execute();
  }
}
