// The schedule tables: doctors, weekly sessions, dates off, extra sessions, and the revision that counts changes.
import type { Kysely } from 'kysely';
import type { SqlDialect } from '../../db/dialect';
import { prepared } from '../../db/prepared';
import type { Tables } from '../../db/schema';
import type { Schedule, Weekday } from '../../domain/schedule';

// Every request that needs the schedule asks this first: built and compiled once (db/prepared.ts).
const REVISION = prepared((db) => db.selectFrom('schedule_revision').select('revision').where('id', '=', 1));

export class SchedulesRepository {
  constructor(
    private readonly db: Kysely<Tables>,
    private readonly dialect: SqlDialect,
  ) {}

  /** Counts every change; 0 before the first. */
  async revision(): Promise<number> {
    return (await REVISION(this.db, this.dialect, [])).rows[0]?.revision ?? 0;
  }

  async read(): Promise<Schedule> {
    const [doctors, sessions, datesOff, extra] = [
      await this.db.selectFrom('doctor_schedules').selectAll().orderBy('doctor').execute(),
      await this.db.selectFrom('schedule_sessions').selectAll().orderBy('doctor').orderBy('weekday').orderBy('start_time').execute(),
      await this.db.selectFrom('schedule_dates_off').selectAll().orderBy('date').orderBy('doctor').execute(),
      await this.db.selectFrom('schedule_extra_sessions').selectAll().orderBy('date').orderBy('doctor').orderBy('start_time').execute(),
    ];
    return {
      doctors: doctors.map((row) => ({
        doctor: row.doctor,
        slotMinutes: row.slot_minutes,
        capacity: row.capacity,
        fee: row.fee ?? null,
        weekly: sessions
          .filter((s) => s.doctor === row.doctor)
          .map((s) => ({ weekday: s.weekday as Weekday, start: s.start_time, end: s.end_time })),
      })),
      datesOff: datesOff.map((row) => ({ doctor: row.doctor, date: row.date, reason: row.reason })),
      extraSessions: extra.map((row) => ({ doctor: row.doctor, date: row.date, start: row.start_time, end: row.end_time })),
    };
  }

  /** Every table emptied and written again; the revision set. Run it inside a transaction. */
  async replace(schedule: Schedule, revision: number, source: string, at: string): Promise<void> {
    for (const table of ['schedule_extra_sessions', 'schedule_dates_off', 'schedule_sessions', 'doctor_schedules'] as const)
      await this.db.deleteFrom(table).execute();
    for (const entry of schedule.doctors) {
      await this.db
        .insertInto('doctor_schedules')
        .values({ doctor: entry.doctor, slot_minutes: entry.slotMinutes, capacity: entry.capacity, fee: entry.fee })
        .execute();
      if (entry.weekly.length > 0) {
        await this.db
          .insertInto('schedule_sessions')
          .values(entry.weekly.map((s) => ({ doctor: entry.doctor, weekday: s.weekday, start_time: s.start, end_time: s.end })))
          .execute();
      }
    }
    if (schedule.datesOff.length > 0) {
      await this.db
        .insertInto('schedule_dates_off')
        .values(schedule.datesOff.map((off) => ({ doctor: off.doctor, date: off.date, reason: off.reason })))
        .execute();
    }
    if (schedule.extraSessions.length > 0) {
      await this.db
        .insertInto('schedule_extra_sessions')
        .values(schedule.extraSessions.map((e) => ({ doctor: e.doctor, date: e.date, start_time: e.start, end_time: e.end })))
        .execute();
    }
    await this.db
      .insertInto('schedule_revision')
      .values({ id: 1, revision, source, changed_at: at })
      .onConflict((conflict) =>
        conflict.column('id').doUpdateSet((eb) => ({
          revision: eb.ref('excluded.revision'),
          source: eb.ref('excluded.source'),
          changed_at: eb.ref('excluded.changed_at'),
        })),
      )
      .execute();
  }
}
