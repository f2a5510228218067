// Check-in tokens and each doctor's counter of the day (migration 014).
import { sql, type Kysely } from 'kysely';
import type { SqlDialect } from '../../db/dialect';
import { executeIn } from '../../db/transaction';
import { iso, isoOrNull, type Tables } from '../../db/schema';
import type { QueueEntry, QueueStore, QueueToken, TokenStore } from '../../domain/queue-token';

export class TokensRepository implements TokenStore, QueueStore {
  constructor(
    private readonly db: Kysely<Tables>,
    private readonly dialect: SqlDialect,
  ) {}

  async of(appointmentId: string): Promise<QueueToken | null> {
    const row = await this.db.selectFrom('queue_tokens').selectAll().where('appointment_id', '=', appointmentId).executeTakeFirst();
    return row
      ? {
          appointmentId: row.appointment_id,
          doctor: row.doctor,
          day: row.day,
          token: Number(row.token),
          arrivedAt: iso(row.arrived_at),
          calledAt: isoOrNull(row.called_at),
        }
      : null;
  }

  // One statement on both databases: the row lock (PostgreSQL) or the writer (SQLite) orders the desks.
  async takeNext(doctor: string, day: string): Promise<number> {
    const query = sql<{ last_token: number }>`
      INSERT INTO queue_counters (doctor, day, last_token) VALUES (${doctor}, ${day}, 1)
      ON CONFLICT (doctor, day) DO UPDATE SET last_token = queue_counters.last_token + 1
      RETURNING last_token`.compile(this.db);
    const { rows } = await executeIn<{ last_token: number }>(this.db, query);
    const [row] = rows;
    if (!row) throw new Error(`No token counter for ${this.dialect.kind}`);
    return Number(row.last_token);
  }

  async insert(token: QueueToken): Promise<void> {
    await this.db
      .insertInto('queue_tokens')
      .values({
        appointment_id: token.appointmentId,
        doctor: token.doctor,
        day: token.day,
        token: token.token,
        arrived_at: token.arrivedAt,
        called_at: token.calledAt,
      })
      .execute();
  }

  async entries(doctor: string, day: string): Promise<QueueEntry[]> {
    const rows = await this.db
      .selectFrom('queue_tokens as t')
      .innerJoin('appointments as a', 'a.id', 't.appointment_id')
      .select(['t.appointment_id', 'a.full_name', 'a.status', 't.token', 't.arrived_at', 't.called_at'])
      .where('t.doctor', '=', doctor)
      .where('t.day', '=', day)
      .orderBy('t.token')
      .execute();
    return rows.map((row) => ({
      appointmentId: row.appointment_id,
      fullName: row.full_name,
      token: Number(row.token),
      arrivedAt: iso(row.arrived_at),
      calledAt: isoOrNull(row.called_at),
      status: row.status === 'checked_in' || row.status === 'completed' ? row.status : 'other',
    }));
  }

  async markCalled(appointmentId: string, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('queue_tokens')
      .set({ called_at: at })
      .where('appointment_id', '=', appointmentId)
      .where('called_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
