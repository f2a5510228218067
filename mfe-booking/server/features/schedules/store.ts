// The schedule as the API reads and changes it: read again only when its revision moved (a change by
// `npm run schedule`, the desk, or another instance), replaced whole in one transaction.
import { LOCKS } from '../../db/dialect';
import type { BookingDatabase } from '../../db/open';
import { SchedulesRepository } from './repository';
import type { ScheduleSnapshot } from '../../domain/ports';
import type { Schedule } from '../../domain/schedule';

export type ScheduleStore = ReturnType<typeof createScheduleStore>;

/** Schedule writes this process made, per database (any store over it). */
const writesHere = new WeakMap<BookingDatabase, number>();
const wrote = (database: BookingDatabase) => writesHere.set(database, (writesHere.get(database) ?? 0) + 1);

export function createScheduleStore(database: BookingDatabase) {
  const schedules = new SchedulesRepository(database.db, database.dialect);
  let cached: ScheduleSnapshot = { schedule: { doctors: [], datesOff: [], extraSessions: [] }, revision: -1 };
  // When the revision was last found equal to the cached one. Nobody else has committed since and this
  // process wrote no schedule: it cannot have moved, and is not read again (SQLite; PostgreSQL always reads).
  let confirmed: { elsewhere: number; here: number } | null = null;
  /** Marks a write of this process, whether it commits or not. */
  const writing = <T>(write: () => Promise<T>): Promise<T> => {
    wrote(database);
    return write().finally(() => wrote(database));
  };

  return {
    async read(): Promise<ScheduleSnapshot> {
      const elsewhere = database.commitsElsewhere?.();
      const here = writesHere.get(database) ?? 0;
      if (elsewhere !== undefined && confirmed?.elsewhere === elsewhere && confirmed.here === here) return cached;
      const revision = await schedules.revision();
      if (elsewhere !== undefined) confirmed = { elsewhere, here };
      if (revision === cached.revision) return cached;
      // One snapshot of all the tables, so a change made meanwhile is seen whole or not at all.
      cached = await database.transaction(
        async (trx) => {
          const repository = new SchedulesRepository(trx, database.dialect);
          return { schedule: await repository.read(), revision: await repository.revision() };
        },
        { snapshot: true },
      );
      return cached;
    },

    /**
     * Gives doctors without a consultation fee the one `seed` names (a database made before fees existed,
     * or a doctor added since): fees already set are the database's and stay. The new revision, or null
     * when nothing was missing.
     */
    async fillMissingFees(seed: Schedule, source: string): Promise<number | null> {
      return writing(() =>
        database.transaction(async (trx) => {
          await database.dialect.advisoryLock(trx, LOCKS.schedule);
          const repository = new SchedulesRepository(trx, database.dialect);
          const current = await repository.read();
          const filled = current.doctors.filter(
            (entry) => entry.fee === null && seed.doctors.some((s) => s.doctor === entry.doctor && s.fee !== null),
          );
          if (filled.length === 0) return null;
          for (const entry of filled) entry.fee = seed.doctors.find((s) => s.doctor === entry.doctor)?.fee ?? null;
          const revision = (await repository.revision()) + 1;
          await repository.replace(current, revision, `${source} (fees)`, new Date().toISOString());
          return revision;
        }),
      );
    },

    /**
     * Replaces the whole schedule. With `ifRevision`, only when nobody changed it since that revision
     * (null otherwise); the new revision.
     */
    write(schedule: Schedule, { source, ifRevision }: { source: string; ifRevision?: number }): Promise<number | null> {
      return writing(() =>
        database.transaction(async (trx) => {
          await database.dialect.advisoryLock(trx, LOCKS.schedule);
          const repository = new SchedulesRepository(trx, database.dialect);
          const current = await repository.revision();
          if (ifRevision !== undefined && current !== ifRevision) return null;
          await repository.replace(schedule, current + 1, source, new Date().toISOString());
          return current + 1;
        }),
      );
    },
  };
}
