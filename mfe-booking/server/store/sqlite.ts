import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { toAppointment, type AppointmentRow } from './rows';
import { SCHEDULE_SELECTS, scheduleFromRows, type ScheduleRows } from './schedule-rows';
import type { AppointmentStore, BookedSlot, BookRequest, BookResult, ScheduleSnapshot } from './types';
import type { BookedCount } from '../schedule/slots';
import type { Schedule } from '../schedule/types';
import { migrateSqlite } from '../migrations/run';
import { createStaffStore } from '../staff/store';
import { sqliteRunner } from '../staff/sql';

export const SQLITE_FILE = 'appointments.sqlite';

export interface SqliteStoreOptions {
  dataDir: string;
  /** FULL syncs the WAL on every commit (survives power loss); NORMAL survives a process crash only. */
  synchronous?: 'FULL' | 'NORMAL';
  /** Idempotency keys older than this are forgotten on start. */
  keyRetentionDays?: number;
  /** The schedule written on first start (an empty database), and where it came from. */
  seed?: { schedule: Schedule; source: string };
}

const ACTIVE = "seat IS NOT NULL AND status = 'active'";

/** The embedded default: one SQLite file in WAL mode, written synchronously from this one process. */
export function openSqliteStore({ dataDir, synchronous = 'FULL', keyRetentionDays = 7, seed }: SqliteStoreOptions): AppointmentStore {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, SQLITE_FILE));
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${synchronous}`);
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrateSqlite(db);
  db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?').run(
    new Date(Date.now() - keyRetentionDays * 86_400_000).toISOString(),
  );

  // ON CONFLICT DO NOTHING: when a unique index refuses the row (the seat is held, or rarely the
  // reference is taken) nothing is written and nothing is thrown, so the rest of a batch carries on.
  const insert = db.prepare(
    `INSERT INTO appointments (id, created_at, full_name, age, gender, email, phone, whatsapp, address,
       service, doctor, preferred_date, preferred_time, message, payment_method, seat, status)
     VALUES (@id, @createdAt, @fullName, @age, @gender, @email, @phone, @whatsapp, @address,
       @service, @doctor, @preferredDate, @preferredTime, @message, @paymentMethod, @seat, 'active')
     ON CONFLICT DO NOTHING`,
  );
  const idTaken = db.prepare<[string], { one: number }>('SELECT 1 AS one FROM appointments WHERE id = ?');
  const findDuplicate = db.prepare<[string, string, string], { id: string }>(
    `SELECT id FROM appointments WHERE phone = ? AND service = ? AND preferred_date = ? AND ${ACTIVE} LIMIT 1`,
  );
  const dayLoad = db.prepare<[string, string], { n: number }>(`SELECT count(*) AS n FROM appointments WHERE doctor = ? AND preferred_date = ? AND ${ACTIVE}`);
  const findKey = db.prepare<[string], { request_hash: string; id: string; doctor: string; preferred_date: string; preferred_time: string }>(
    `SELECT k.request_hash, a.id, a.doctor, a.preferred_date, a.preferred_time
     FROM idempotency_keys k JOIN appointments a ON a.id = k.appointment_id WHERE k.key = ?`,
  );
  const insertKey = db.prepare('INSERT INTO idempotency_keys (key, request_hash, appointment_id, created_at) VALUES (?, ?, ?, ?)');
  const counts = db.prepare<[string, string, string], BookedCount>(
    `SELECT doctor, preferred_date AS date, preferred_time AS time, count(*) AS count FROM appointments
     WHERE doctor = ? AND preferred_date BETWEEN ? AND ? AND ${ACTIVE} GROUP BY preferred_date, preferred_time`,
  );
  const activeOnDate = db.prepare<[string], { id: string; doctor: string; preferred_date: string; preferred_time: string }>(
    `SELECT id, doctor, preferred_date, preferred_time FROM appointments WHERE preferred_date = ? AND ${ACTIVE} ORDER BY preferred_time, doctor`,
  );
  const page = db.prepare<[number, number], AppointmentRow>('SELECT * FROM appointments ORDER BY seq DESC LIMIT ? OFFSET ?');
  const count = db.prepare<[], { total: number }>('SELECT COUNT(*) AS total FROM appointments');
  const revisionRow = db.prepare<[], { revision: number }>('SELECT revision FROM schedule_revision WHERE id = 1');
  const scheduleSelects = {
    doctors: db.prepare(SCHEDULE_SELECTS.doctors),
    sessions: db.prepare(SCHEDULE_SELECTS.sessions),
    datesOff: db.prepare(SCHEDULE_SELECTS.datesOff),
    extra: db.prepare(SCHEDULE_SELECTS.extra),
  };

  const slotOf = (row: { id: string; doctor: string; preferred_date: string; preferred_time: string }): BookedSlot => ({
    appointmentId: row.id,
    doctor: row.doctor,
    date: row.preferred_date,
    time: row.preferred_time,
  });

  // One booking: key, duplicate check and seat claim share a transaction (a savepoint inside a batch).
  const bookOne = db.transaction(({ payload, candidates, newReference, idempotency }: BookRequest): BookResult => {
    if (idempotency) {
      const seen = findKey.get(idempotency.key);
      if (seen) {
        return seen.request_hash === idempotency.requestHash ? { kind: 'replayed', appointment: slotOf(seen) } : { kind: 'key-conflict' };
      }
    }
    const { phone, service, preferredDate: date, preferredTime: time } = payload;
    const duplicate = findDuplicate.get(phone, service, date);
    if (duplicate) return { kind: 'duplicate', appointmentId: duplicate.id };
    // Any doctor: the least busy of the day first, to spread the load.
    const ordered =
      candidates.length > 1
        ? candidates.map((c, i) => ({ c, i, load: dayLoad.get(c.doctor, date)?.n ?? 0 })).sort((a, b) => a.load - b.load || a.i - b.i).map(({ c }) => c)
        : candidates;
    const createdAt = new Date().toISOString();
    for (const { doctor, capacity } of ordered) {
      for (let seat = 1; seat <= capacity; seat++) {
        for (let attempt = 0; attempt < 5; attempt++) {
          const id = newReference();
          if (insert.run({ ...payload, doctor, id, createdAt, seat }).changes === 1) {
            if (idempotency) insertKey.run(idempotency.key, idempotency.requestHash, id, createdAt);
            return { kind: 'created', appointment: { appointmentId: id, doctor, date, time } };
          }
          if (!idTaken.get(id)) break; // the seat is held: try the next one
        }
      }
    }
    return { kind: 'slot-taken' };
  });

  // Group commit: bookings that arrive in the same turn of the event loop share one transaction and
  // so one fsync. With synchronous=FULL an fsync costs about a millisecond here; one per booking would
  // cap the API near a thousand bookings a second. Nobody is answered before the commit is on disk.
  interface Pending {
    request: BookRequest;
    resolve: (result: BookResult) => void;
    reject: (error: unknown) => void;
  }
  let queue: Pending[] = [];
  const outcomes: Array<{ ok: true; result: BookResult } | { ok: false; error: unknown }> = [];
  const commitBatch = db.transaction((batch: Pending[]) => {
    outcomes.length = 0;
    for (const { request } of batch) {
      try {
        outcomes.push({ ok: true, result: bookOne(request) });
      } catch (error) {
        outcomes.push({ ok: false, error });
      }
    }
  });
  const flush = () => {
    const batch = queue;
    queue = [];
    try {
      commitBatch.immediate(batch);
    } catch (error) {
      for (const pending of batch) pending.reject(error);
      return;
    }
    batch.forEach((pending, index) => {
      const outcome = outcomes[index];
      if (outcome?.ok) pending.resolve(outcome.result);
      else pending.reject(outcome ? outcome.error : new Error('Booking outcome missing'));
    });
  };

  // The schedule is read again only when its revision moved (a change by `npm run schedule` or another instance).
  let cached: ScheduleSnapshot = { schedule: { doctors: [], datesOff: [], extraSessions: [] }, revision: -1 };
  const readSchedule = (): ScheduleSnapshot => {
    const revision = revisionRow.get()?.revision ?? 0;
    if (revision !== cached.revision) {
      const rows = {
        doctors: scheduleSelects.doctors.all(),
        sessions: scheduleSelects.sessions.all(),
        datesOff: scheduleSelects.datesOff.all(),
        extra: scheduleSelects.extra.all(),
      } as ScheduleRows;
      cached = { schedule: scheduleFromRows(rows), revision };
    }
    return cached;
  };

  const replaceSchedule = db.transaction((schedule: Schedule, source: string, ifRevision: number | undefined): number | null => {
    const current = revisionRow.get()?.revision ?? 0;
    if (ifRevision !== undefined && current !== ifRevision) return null;
    for (const table of ['schedule_extra_sessions', 'schedule_dates_off', 'schedule_sessions', 'doctor_schedules']) db.prepare(`DELETE FROM ${table}`).run();
    const addDoctor = db.prepare('INSERT INTO doctor_schedules (doctor, slot_minutes, capacity) VALUES (?, ?, ?)');
    const addSession = db.prepare('INSERT INTO schedule_sessions (doctor, weekday, start_time, end_time) VALUES (?, ?, ?, ?)');
    for (const entry of schedule.doctors) {
      addDoctor.run(entry.doctor, entry.slotMinutes, entry.capacity);
      for (const s of entry.weekly) addSession.run(entry.doctor, s.weekday, s.start, s.end);
    }
    const addOff = db.prepare('INSERT INTO schedule_dates_off (doctor, date, reason) VALUES (?, ?, ?)');
    for (const off of schedule.datesOff) addOff.run(off.doctor, off.date, off.reason);
    const addExtra = db.prepare('INSERT INTO schedule_extra_sessions (doctor, date, start_time, end_time) VALUES (?, ?, ?, ?)');
    for (const extra of schedule.extraSessions) addExtra.run(extra.doctor, extra.date, extra.start, extra.end);
    db.prepare(
      `INSERT INTO schedule_revision (id, revision, source, changed_at) VALUES (1, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET revision = excluded.revision, source = excluded.source, changed_at = excluded.changed_at`,
    ).run(current + 1, source, new Date().toISOString());
    return current + 1;
  });

  if (seed) replaceSchedule.immediate(seed.schedule, seed.source, 0);

  return {
    staff: createStaffStore(sqliteRunner(db)),
    book: (request) =>
      new Promise<BookResult>((resolve, reject) => {
        if (!db.open) return reject(new Error('The appointment store is closed'));
        if (queue.length === 0) setImmediate(flush);
        queue.push({ request, resolve, reject });
      }),
    findByKey: async (key) => {
      const seen = findKey.get(key);
      return seen ? { requestHash: seen.request_hash, appointment: slotOf(seen) } : null;
    },
    bookedCounts: async ({ doctors, from, to }) => doctors.flatMap((doctor) => counts.all(doctor, from, to)),
    activeOn: async ({ date, doctor }) => activeOnDate.all(date).filter((row) => !doctor || row.doctor === doctor).map(slotOf),
    readSchedule: async () => readSchedule(),
    writeSchedule: async (schedule, { source, ifRevision }) => replaceSchedule.immediate(schedule, source, ifRevision),
    list: async ({ limit, offset }) => ({
      appointments: page.all(limit, offset).map(toAppointment),
      total: count.get()?.total ?? 0,
    }),
    ping: async () => {
      db.prepare('SELECT 1').get();
    },
    close: async () => {
      if (queue.length > 0) flush();
      if (db.open) db.close();
    },
  };
}
