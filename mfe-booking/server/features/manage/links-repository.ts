// Further manage links (a look-up by reference and phone, a retried booking): only the token's SHA-256,
// each with its expiry. The link the confirmation e-mail carries is the appointment's own column.
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/schema';
import { toAppointment } from '../../db/appointment-rows';
import type { StoredAppointment } from '../../domain/appointment';

export class ManageLinksRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  /** One more link to the appointment, until `expiresAt`; the others keep working. */
  async add(appointmentId: string, tokenHash: string, expiresAt: Date, now = new Date()): Promise<void> {
    await this.db
      .insertInto('manage_links')
      .values({ token_hash: tokenHash, appointment_id: appointmentId, created_at: now.getTime(), expires_at: expiresAt.getTime() })
      .execute();
  }

  /** The appointment a token opens: its e-mailed link, or a further link not expired at `now`. */
  async appointmentOf(tokenHash: string, now = new Date()): Promise<StoredAppointment | null> {
    const own = await this.db.selectFrom('appointments').selectAll().where('manage_token_hash', '=', tokenHash).executeTakeFirst();
    const row =
      own ??
      (await this.db
        .selectFrom('manage_links as l')
        .innerJoin('appointments as a', 'a.id', 'l.appointment_id')
        .selectAll('a')
        .where('l.token_hash', '=', tokenHash)
        .where('l.expires_at', '>', now.getTime())
        .executeTakeFirst());
    return row ? toAppointment(row) : null;
  }
}
