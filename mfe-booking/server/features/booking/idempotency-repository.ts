// Idempotency-Key → the booking it made, with the hash of the request that made it.
import type { Kysely } from 'kysely';
import type { SqlDialect } from '../../db/dialect';
import { prepared } from '../../db/prepared';
import type { Tables } from '../../db/schema';
import type { BookedSlot } from '../../domain/appointment';

// Every booking with a key runs these: built and compiled once (db/prepared.ts).
const FIND = prepared((db, param) =>
  db
    .selectFrom('idempotency_keys as k')
    .innerJoin('appointments as a', 'a.id', 'k.appointment_id')
    .select(['k.request_hash', 'a.id', 'a.doctor', 'a.preferred_date', 'a.preferred_time'])
    .where('k.key', '=', param(0)),
);
const REMEMBER = prepared((db, param) =>
  db.insertInto('idempotency_keys').values({ key: param(0), request_hash: param(1), appointment_id: param(2), created_at: param(3) }),
);

export class IdempotencyRepository {
  constructor(
    private readonly db: Kysely<Tables>,
    private readonly dialect: SqlDialect,
  ) {}

  /** The booking a key already made, if any. */
  async find(key: string): Promise<{ requestHash: string; appointment: BookedSlot } | null> {
    const [row] = (await FIND(this.db, this.dialect, [key])).rows;
    return row
      ? {
          requestHash: row.request_hash,
          appointment: { appointmentId: row.id, doctor: row.doctor, preferredDate: row.preferred_date, preferredTime: row.preferred_time },
        }
      : null;
  }

  async remember(key: string, requestHash: string, appointmentId: string, at: string): Promise<void> {
    await REMEMBER(this.db, this.dialect, [key, requestHash, appointmentId, at]);
  }

  /** Keys older than this are forgotten (on start). */
  async forgetBefore(at: Date): Promise<void> {
    await this.db.deleteFrom('idempotency_keys').where('created_at', '<', at.toISOString()).execute();
  }
}
