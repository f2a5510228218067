import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SEAT_HOLDING_STATUSES, canReschedule, canTransition, type AuditActor } from '@hospital/shared-types';
import { actorColumns, slotText, toAppointment, toAuditEntry, toOutboxMessage, type AppointmentRow, type AuditRow, type OutboxRow } from './rows';
import { SCHEDULE_SELECTS, scheduleFromRows, type ScheduleRows } from './schedule-rows';
import type {
  AppointmentStore,
  BookedSlot,
  BookRequest,
  BookResult,
  ChangeRequest,
  ChangeResult,
  NewOutboxMessage,
  ScheduleSnapshot,
} from './types';
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

/** Rows that hold a seat: the same condition as the unique indexes of migration 004. */
const ACTIVE = `seat IS NOT NULL AND status IN (${SEAT_HOLDING_STATUSES.map((status) => `'${status}'`).join(', ')})`;

/** A message that will not be sent keeps no working manage link. */
const FORGET_LINK = "json_set(payload, '$.manageUrl', json('null'))";

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
       service, doctor, preferred_date, preferred_time, message, payment_method, seat, status, language, manage_token_hash)
     VALUES (@id, @createdAt, @fullName, @age, @gender, @email, @phone, @whatsapp, @address,
       @service, @doctor, @preferredDate, @preferredTime, @message, @paymentMethod, @seat, 'booked', @language, @manageTokenHash)
     ON CONFLICT DO NOTHING`,
  );
  const byId = db.prepare<[string], AppointmentRow>('SELECT * FROM appointments WHERE id = ?');
  const byToken = db.prepare<[string], AppointmentRow>('SELECT * FROM appointments WHERE manage_token_hash = ?');
  const byLink = db.prepare<[string, number], AppointmentRow>(
    'SELECT a.* FROM manage_links l JOIN appointments a ON a.id = l.appointment_id WHERE l.token_hash = ? AND l.expires_at > ?',
  );
  const insertLink = db.prepare<[string, string, number, number]>(
    'INSERT INTO manage_links (token_hash, appointment_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  );
  const insertAudit = db.prepare(
    `INSERT INTO appointment_audit (appointment_id, at, actor_kind, actor_id, action, from_status, to_status, from_slot, to_slot, reason)
     VALUES (@appointmentId, @at, @actorKind, @actorId, @action, @fromStatus, @toStatus, @fromSlot, @toSlot, @reason)`,
  );
  const insertOutbox = db.prepare(
    `INSERT INTO outbox (kind, appointment_id, channel, payload, created_at, due_at, next_attempt_at)
     VALUES (@kind, @appointmentId, @channel, @payload, @createdAt, @dueAt, @dueAt)`,
  );
  const dropOutbox = db.prepare<[string, string, string]>(
    `UPDATE outbox SET dropped_at = ?, last_error = 'dropped: the appointment changed', payload = ${FORGET_LINK}
     WHERE appointment_id = ? AND kind = ? AND sent_at IS NULL AND dropped_at IS NULL`,
  );
  const historyOf = db.prepare<[string], AuditRow>('SELECT * FROM appointment_audit WHERE appointment_id = ? ORDER BY seq');
  const outboxOfAppointment = db.prepare<[string], OutboxRow>('SELECT * FROM outbox WHERE appointment_id = ? ORDER BY seq');
  const claim = db.prepare<[string, string, number], OutboxRow>(
    `UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?
     WHERE seq IN (SELECT seq FROM outbox WHERE sent_at IS NULL AND dropped_at IS NULL AND next_attempt_at <= ? ORDER BY next_attempt_at, seq LIMIT ?)
     RETURNING *`,
  );
  const sent = db.prepare<[string, string | null, number]>('UPDATE outbox SET sent_at = ?, last_error = NULL, payload = coalesce(?, payload) WHERE seq = ?');
  const failed = db.prepare<[string, string, number]>('UPDATE outbox SET last_error = ?, next_attempt_at = ? WHERE seq = ? AND sent_at IS NULL');
  const dropped = db.prepare<[string, string, number]>(`UPDATE outbox SET dropped_at = ?, last_error = ?, payload = ${FORGET_LINK} WHERE seq = ? AND sent_at IS NULL`);
  const takenSeats = db.prepare<[string, string, string, string], { seat: number }>(
    `SELECT seat FROM appointments WHERE doctor = ? AND preferred_date = ? AND preferred_time = ? AND id <> ? AND ${ACTIVE}`,
  );
  const otherVisit = db.prepare<[string, string, string, string], { id: string }>(
    `SELECT id FROM appointments WHERE phone = ? AND service = ? AND preferred_date = ? AND id <> ? AND ${ACTIVE} LIMIT 1`,
  );
  const setStatus = db.prepare<[string, string]>('UPDATE appointments SET status = ? WHERE id = ?');
  const moveTo = db.prepare<[string, string, string, number, string]>(
    "UPDATE appointments SET doctor = ?, preferred_date = ?, preferred_time = ?, seat = ?, status = 'booked' WHERE id = ?",
  );

  const audit = (entry: {
    appointmentId: string;
    at: string;
    actor: AuditActor;
    action: 'book' | 'status' | 'reschedule';
    fromStatus: string | null;
    toStatus: string;
    fromSlot: string | null;
    toSlot: string | null;
    reason?: string | undefined;
  }) => {
    const { actor, reason, ...rest } = entry;
    insertAudit.run({ ...rest, ...actorColumns(actor), reason: reason ?? '' });
  };
  const enqueue = (appointmentId: string, createdAt: string, messages: NewOutboxMessage[]) => {
    for (const message of messages) {
      insertOutbox.run({
        kind: message.kind,
        appointmentId,
        channel: message.channel,
        payload: JSON.stringify(message.payload),
        createdAt,
        dueAt: message.dueAt.toISOString(),
      });
    }
  };
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
  const bookOne = db.transaction(({ payload, candidates, newReference, idempotency, manageTokenHash, language, actor, messages }: BookRequest): BookResult => {
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
          if (insert.run({ ...payload, doctor, id, createdAt, seat, language: language ?? 'en', manageTokenHash: manageTokenHash ?? null }).changes === 1) {
            if (idempotency) insertKey.run(idempotency.key, idempotency.requestHash, id, createdAt);
            const slot = slotText({ preferredDate: date, preferredTime: time, doctor });
            audit({ appointmentId: id, at: createdAt, actor: actor ?? { kind: 'patient' }, action: 'book', fromStatus: null, toStatus: 'booked', fromSlot: null, toSlot: slot });
            if (messages) {
              // The row just written, without reading it back.
              const stored = { ...payload, appointmentId: id, createdAt, doctor, status: 'booked' as const, language: language ?? 'en' };
              enqueue(id, createdAt, messages(stored));
            }
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

  // One change of status or slot: the check, the update, its audit row and its messages commit together.
  const changeOne = db.transaction((request: ChangeRequest): ChangeResult => {
    const row = byId.get(request.appointmentId);
    if (!row) return { kind: 'not-found' };
    const before = toAppointment(row);
    if (request.reschedule ? !canReschedule(before.status) : !request.to || !canTransition(before.status, request.to)) {
      return { kind: 'not-allowed', from: before.status };
    }
    const refusal = request.guard?.(before);
    if (refusal) return { kind: 'refused', message: refusal };
    const at = new Date().toISOString();
    if (request.reschedule) {
      const { date, time, candidates } = request.reschedule;
      const other = otherVisit.get(before.phone, before.service, date, before.appointmentId);
      if (other) return { kind: 'duplicate', appointmentId: other.id };
      let moved: { doctor: string; seat: number } | undefined;
      for (const { doctor, capacity } of candidates) {
        const taken = new Set(takenSeats.all(doctor, date, time, before.appointmentId).map((r) => r.seat));
        for (let seat = 1; seat <= capacity && !moved; seat++) if (!taken.has(seat)) moved = { doctor, seat };
        if (moved) break;
      }
      if (!moved) return { kind: 'slot-taken' };
      moveTo.run(moved.doctor, date, time, moved.seat, before.appointmentId);
      audit({
        appointmentId: before.appointmentId, at, actor: request.actor, action: 'reschedule', fromStatus: before.status, toStatus: 'booked',
        fromSlot: slotText(before), toSlot: slotText({ preferredDate: date, preferredTime: time, doctor: moved.doctor }), reason: request.reason,
      });
    } else if (request.to) {
      setStatus.run(request.to, before.appointmentId);
      audit({ appointmentId: before.appointmentId, at, actor: request.actor, action: 'status', fromStatus: before.status, toStatus: request.to, fromSlot: null, toSlot: null, reason: request.reason });
    }
    for (const kind of request.dropPending ?? []) dropOutbox.run(at, before.appointmentId, kind);
    const after = toAppointment(byId.get(before.appointmentId) as AppointmentRow);
    if (request.messages) enqueue(before.appointmentId, at, request.messages(after, before));
    return { kind: 'changed', appointment: after, before };
  });

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
    change: async (request) => {
      if (queue.length > 0) flush();
      return changeOne.immediate(request);
    },
    findById: async (id) => {
      const row = byId.get(id);
      return row ? toAppointment(row) : null;
    },
    findByTokenHash: async (hash, now = new Date()) => {
      const row = byToken.get(hash) ?? byLink.get(hash, now.getTime());
      return row ? toAppointment(row) : null;
    },
    addManageLink: async (id, hash, expiresAt, now = new Date()) => {
      insertLink.run(hash, id, now.getTime(), expiresAt.getTime());
    },
    history: async (id) => historyOf.all(id).map(toAuditEntry),
    outboxOf: async (id) => outboxOfAppointment.all(id).map(toOutboxMessage),
    claimOutbox: async ({ limit, leaseMs, now }) =>
      claim.all(new Date(now.getTime() + leaseMs).toISOString(), now.toISOString(), limit).map(toOutboxMessage).sort((a, b) => a.seq - b.seq),
    markSent: async (seq, at, payload) => {
      sent.run(at.toISOString(), payload === undefined ? null : JSON.stringify(payload), seq);
    },
    markFailed: async (seq, error, nextAttemptAt) => {
      failed.run(error.slice(0, 500), nextAttemptAt.toISOString(), seq);
    },
    markDropped: async (seq, at, why) => {
      dropped.run(at.toISOString(), why.slice(0, 500), seq);
    },
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
