import pg from 'pg';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { migratePostgres, quoteIdent } from '../migrations/run';
import { SEAT_HOLDING_STATUSES, canReschedule, canTransition, type AuditActor } from '@hospital/shared-types';
import { actorColumns, slotText, toAppointment, toAuditEntry, toOutboxMessage, type AppointmentRow, type AuditRow, type OutboxRow } from './rows';
import { SCHEDULE_SELECTS, scheduleFromRows, type ScheduleRows } from './schedule-rows';
import type { AppointmentStore, BookedSlot, BookRequest, BookResult, ChangeRequest, ChangeResult, NewOutboxMessage, ScheduleSnapshot } from './types';
import type { BookedCount } from '../schedule/slots';
import type { Schedule } from '../schedule/types';
import { createStaffStore } from '../staff/store';
import { postgresRunner } from '../staff/sql';

export interface PostgresStoreOptions {
  /** postgres://user:password@host:port/database */
  connectionString: string;
  /** The schema holding the tables (created on start); one per site or per test. */
  schema?: string;
  /** Connections this instance keeps open. */
  poolSize?: number;
  /** Idempotency keys older than this are forgotten on start. */
  keyRetentionDays?: number;
  /** The schedule written on first start (an empty database), and where it came from. */
  seed?: { schedule: Schedule; source: string };
}

const COLUMNS = `id, created_at, full_name, age, gender, email, phone, whatsapp, address, service, doctor,
  preferred_date, preferred_time, message, payment_method`;
/** A message that will not be sent keeps no working manage link. */
const FORGET_LINK = `(payload::jsonb || '{"manageUrl": null}'::jsonb)::text`;
/** Rows that hold a seat: the same condition as the unique indexes of migration 004. */
const ACTIVE = `seat IS NOT NULL AND status IN (${SEAT_HOLDING_STATUSES.map((status) => `'${status}'`).join(', ')})`;
const APPOINTMENT = `SELECT ${COLUMNS}, status, language FROM appointments`;
const INSERT_AUDIT = `INSERT INTO appointment_audit (appointment_id, at, actor_kind, actor_id, action, from_status, to_status, from_slot, to_slot, reason)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`;
const INSERT_OUTBOX = `INSERT INTO outbox (kind, appointment_id, channel, payload, created_at, due_at, next_attempt_at)
  VALUES ($1, $2, $3, $4, $5, $6, $6)`;
// SKIP LOCKED: two workers (on one instance or several) never take the same row; the lease moved
// forward keeps it theirs after this short transaction, while they send.
const CLAIM = `UPDATE outbox SET attempts = attempts + 1, next_attempt_at = $1
  WHERE seq IN (SELECT seq FROM outbox WHERE sent_at IS NULL AND dropped_at IS NULL AND next_attempt_at <= $2
                ORDER BY next_attempt_at, seq LIMIT $3 FOR UPDATE SKIP LOCKED)
  RETURNING *`;

// ON CONFLICT DO NOTHING without a target: when any unique index refuses the row (the seat is held by
// a booking another transaction committed, or the phone already booked that day, or the reference is
// taken) the statement writes nothing, and waits first if that other transaction is still open.
const INSERT = `INSERT INTO appointments (${COLUMNS}, seat, status, language, manage_token_hash)
  VALUES ($1::text, $2::timestamptz, $3::text, $4::int, $5::text, $6::text, $7::text, $8::text, $9::text,
    $10::text, $11::text, $12::text, $13::text, $14::text, $15::text, $16::int, 'booked', $17::text, $18::text)
  ON CONFLICT DO NOTHING RETURNING id`;
const FIND_KEY = `SELECT k.request_hash, a.id, a.doctor, a.preferred_date, a.preferred_time
  FROM idempotency_keys k JOIN appointments a ON a.id = k.appointment_id WHERE k.key = $1`;
const INSERT_KEY = 'INSERT INTO idempotency_keys (key, request_hash, appointment_id, created_at) VALUES ($1, $2, $3, $4)';
const FIND_DUPLICATE = `SELECT id FROM appointments WHERE phone = $1 AND service = $2 AND preferred_date = $3 AND ${ACTIVE} LIMIT 1`;
const DAY_LOAD = `SELECT doctor, count(*)::int AS n FROM appointments WHERE doctor = ANY($1::text[]) AND preferred_date = $2 AND ${ACTIVE} GROUP BY doctor`;
const ID_TAKEN = 'SELECT 1 FROM appointments WHERE id = $1';
const COUNTS = `SELECT doctor, preferred_date AS date, preferred_time AS time, count(*)::int AS count FROM appointments
  WHERE doctor = ANY($1::text[]) AND preferred_date BETWEEN $2 AND $3 AND ${ACTIVE}
  GROUP BY doctor, preferred_date, preferred_time`;
/** Any fixed numbers: one serialises the bookings that carry the same key, the other schedule writers. */
const KEY_LOCK_SPACE = 804_417_202;
const SCHEDULE_LOCK = 804_417_203;

// Counts per client and route, on the database's clock so every instance agrees on the window.
const RATE_HIT = `INSERT INTO rate_limits AS r (key, hits, reset_at)
  VALUES ($1, 1, now() + make_interval(secs => $2::float8 / 1000))
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
    reset_at = CASE WHEN r.reset_at <= now() THEN excluded.reset_at ELSE r.reset_at END
  RETURNING hits, greatest(0, ceil(extract(epoch FROM r.reset_at - now()) * 1000))::int AS ttl`;

/** A @fastify/rate-limit store whose counts live in PostgreSQL, shared by every instance. */
function sharedRateLimitStore(pool: pg.Pool): FastifyRateLimitStoreCtor {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(options: FastifyRateLimitOptions & { routeInfo?: { method?: string; url?: string } }) {
      this.prefix = options.routeInfo?.url ? `${options.routeInfo.method ?? ''} ${options.routeInfo.url}|` : '';
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      pool.query<{ hits: number; ttl: number }>({ name: 'rate-hit', text: RATE_HIT, values: [this.prefix + key, timeWindow] }).then(
        ({ rows }) => callback(null, { current: rows[0]?.hits ?? 1, ttl: rows[0]?.ttl ?? timeWindow }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: FastifyRateLimitOptions & { routeInfo?: { method?: string; url?: string } }) {
      return new PostgresRateLimitStore(routeOptions);
    }
  };
}

/** Several stateless API instances on one PostgreSQL database: each booking is one short transaction. */
export async function openPostgresStore({
  connectionString,
  schema = 'public',
  poolSize = 10,
  keyRetentionDays = 7,
  seed,
}: PostgresStoreOptions): Promise<AppointmentStore> {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    options: `-c search_path=${quoteIdent(schema)}`,
    application_name: 'booking-api',
  });
  // An idle connection the server drops must not crash the process; the next query opens another.
  pool.on('error', () => undefined);
  try {
    await migratePostgres(pool, schema);
    await pool.query('DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(days => $1)', [keyRetentionDays]);
    await pool.query('DELETE FROM rate_limits WHERE reset_at < now()');
  } catch (error) {
    await pool.end();
    throw error;
  }
  const sweep = setInterval(() => {
    pool.query('DELETE FROM rate_limits WHERE reset_at < now()').catch(() => undefined);
  }, 600_000);
  sweep.unref();

  type KeyRow = { request_hash: string; id: string; doctor: string; preferred_date: string; preferred_time: string };
  const slotOf = (row: Omit<KeyRow, 'request_hash'>): BookedSlot => ({
    appointmentId: row.id,
    doctor: row.doctor,
    date: row.preferred_date,
    time: row.preferred_time,
  });

  /**
   * One booking, one transaction. Requests with the same Idempotency-Key queue on an advisory lock, so
   * a retry that reaches another instance at the same moment waits and then replays. Seats are claimed
   * by inserting: the unique index appointments_one_patient_per_seat lets one transaction have a seat,
   * and the others (on any instance) find it held and try the next seat or doctor.
   */
  const audit = async (
    client: pg.PoolClient,
    entry: { appointmentId: string; at: string; actor: AuditActor; action: 'book' | 'status' | 'reschedule'; fromStatus: string | null; toStatus: string; fromSlot: string | null; toSlot: string | null; reason?: string | undefined },
  ) => {
    const { actorKind, actorId } = actorColumns(entry.actor);
    await client.query({
      name: 'insert-audit',
      text: INSERT_AUDIT,
      values: [entry.appointmentId, entry.at, actorKind, actorId, entry.action, entry.fromStatus, entry.toStatus, entry.fromSlot, entry.toSlot, entry.reason ?? ''],
    });
  };
  const enqueue = async (client: pg.PoolClient, appointmentId: string, createdAt: string, messages: NewOutboxMessage[]) => {
    for (const message of messages) {
      await client.query({
        name: 'insert-outbox',
        text: INSERT_OUTBOX,
        values: [message.kind, appointmentId, message.channel, JSON.stringify(message.payload), createdAt, message.dueAt.toISOString()],
      });
    }
  };
  const findIn = async (client: pg.Pool | pg.PoolClient, where: 'id' | 'manage_token_hash', value: string, lock = false) =>
    (await client.query<AppointmentRow<Date>>(`${APPOINTMENT} WHERE ${where} = $1${lock ? ' FOR UPDATE' : ''}`, [value])).rows[0];

  const bookIn = async (client: pg.PoolClient, { payload, candidates, newReference, idempotency, manageTokenHash, language, actor, messages }: BookRequest): Promise<BookResult> => {
    if (idempotency) {
      await client.query({ name: 'key-lock', text: 'SELECT pg_advisory_xact_lock($1, hashtext($2))', values: [KEY_LOCK_SPACE, idempotency.key] });
      const { rows } = await client.query<KeyRow>({ name: 'find-key', text: FIND_KEY, values: [idempotency.key] });
      const seen = rows[0];
      if (seen) return seen.request_hash === idempotency.requestHash ? { kind: 'replayed', appointment: slotOf(seen) } : { kind: 'key-conflict' };
    }
    const { phone, service, preferredDate: date, preferredTime: time } = payload;
    const duplicate = async () =>
      (await client.query<{ id: string }>({ name: 'find-duplicate', text: FIND_DUPLICATE, values: [phone, service, date] })).rows[0]?.id;
    const existing = await duplicate();
    if (existing) return { kind: 'duplicate', appointmentId: existing };
    let ordered = candidates;
    if (candidates.length > 1) {
      // Any doctor: the least busy of the day first, to spread the load.
      const { rows } = await client.query<{ doctor: string; n: number }>({ name: 'day-load', text: DAY_LOAD, values: [candidates.map((c) => c.doctor), date] });
      const load = new Map(rows.map((row) => [row.doctor, row.n]));
      ordered = candidates.map((c, i) => ({ c, i })).sort((a, b) => (load.get(a.c.doctor) ?? 0) - (load.get(b.c.doctor) ?? 0) || a.i - b.i).map(({ c }) => c);
    }
    const createdAt = new Date().toISOString();
    for (const { doctor, capacity } of ordered) {
      for (let seat = 1; seat <= capacity; seat++) {
        for (let attempt = 0; attempt < 5; attempt++) {
          const id = newReference();
          const values = [id, createdAt, payload.fullName, payload.age, payload.gender, payload.email, phone, payload.whatsapp, payload.address,
            service, doctor, date, time, payload.message, payload.paymentMethod, seat, language ?? 'en', manageTokenHash ?? null];
          const inserted = await client.query({ name: 'book', text: INSERT, values });
          if (inserted.rowCount === 1) {
            if (idempotency) await client.query({ name: 'insert-key', text: INSERT_KEY, values: [idempotency.key, idempotency.requestHash, id, createdAt] });
            const toSlot = slotText({ preferredDate: date, preferredTime: time, doctor });
            await audit(client, { appointmentId: id, at: createdAt, actor: actor ?? { kind: 'patient' }, action: 'book', fromStatus: null, toStatus: 'booked', fromSlot: null, toSlot });
            if (messages) {
              const stored = await findIn(client, 'id', id);
              if (stored) await enqueue(client, id, createdAt, messages(toAppointment(stored)));
            }
            return { kind: 'created', appointment: { appointmentId: id, doctor, date, time } };
          }
          // Refused: the same phone booked that day meanwhile, the reference is taken, or (most often) the seat is held.
          const raced = await duplicate();
          if (raced) return { kind: 'duplicate', appointmentId: raced };
          if ((await client.query({ name: 'id-taken', text: ID_TAKEN, values: [id] })).rowCount === 0) break;
        }
      }
    }
    return { kind: 'slot-taken' };
  };

  const book: AppointmentStore['book'] = async (request) => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const result = await bookIn(client, request);
      await client.query(result.kind === 'created' ? 'COMMIT' : 'ROLLBACK');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };

  /** One change; the row is locked first, so two changes of one appointment queue and each sees the other's result. */
  const changeIn = async (client: pg.PoolClient, request: ChangeRequest): Promise<ChangeResult> => {
    const row = await findIn(client, 'id', request.appointmentId, true);
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
      const duplicate = async () =>
        (
          await client.query<{ id: string }>(
            `SELECT id FROM appointments WHERE phone = $1 AND service = $2 AND preferred_date = $3 AND id <> $4 AND ${ACTIVE} LIMIT 1`,
            [before.phone, before.service, date, before.appointmentId],
          )
        ).rows[0]?.id;
      const other = await duplicate();
      if (other) return { kind: 'duplicate', appointmentId: other };
      let moved: { doctor: string; seat: number } | undefined;
      for (const { doctor, capacity } of candidates) {
        const { rows } = await client.query<{ seat: number }>(
          `SELECT seat FROM appointments WHERE doctor = $1 AND preferred_date = $2 AND preferred_time = $3 AND id <> $4 AND ${ACTIVE}`,
          [doctor, date, time, before.appointmentId],
        );
        const taken = new Set(rows.map((r) => r.seat));
        for (let seat = 1; seat <= capacity && !moved; seat++) {
          if (taken.has(seat)) continue;
          // Another transaction may take the seat between the read and the update: the unique index says
          // no, and the savepoint keeps the rest of this transaction.
          await client.query('SAVEPOINT move');
          try {
            await client.query("UPDATE appointments SET doctor = $1, preferred_date = $2, preferred_time = $3, seat = $4, status = 'booked' WHERE id = $5", [doctor, date, time, seat, before.appointmentId]);
            await client.query('RELEASE SAVEPOINT move');
            moved = { doctor, seat };
          } catch (error) {
            await client.query('ROLLBACK TO SAVEPOINT move');
            if ((error as { code?: string }).code !== '23505') throw error;
            const raced = await duplicate();
            if (raced) return { kind: 'duplicate', appointmentId: raced };
          }
        }
        if (moved) break;
      }
      if (!moved) return { kind: 'slot-taken' };
      await audit(client, {
        appointmentId: before.appointmentId, at, actor: request.actor, action: 'reschedule', fromStatus: before.status, toStatus: 'booked',
        fromSlot: slotText(before), toSlot: slotText({ preferredDate: date, preferredTime: time, doctor: moved.doctor }), reason: request.reason,
      });
    } else if (request.to) {
      await client.query('UPDATE appointments SET status = $1 WHERE id = $2', [request.to, before.appointmentId]);
      await audit(client, { appointmentId: before.appointmentId, at, actor: request.actor, action: 'status', fromStatus: before.status, toStatus: request.to, fromSlot: null, toSlot: null, reason: request.reason });
    }
    for (const kind of request.dropPending ?? []) {
      await client.query(
        `UPDATE outbox SET dropped_at = $1, last_error = 'dropped: the appointment changed', payload = ${FORGET_LINK}
         WHERE appointment_id = $2 AND kind = $3 AND sent_at IS NULL AND dropped_at IS NULL`,
        [at, before.appointmentId, kind],
      );
    }
    const after = toAppointment((await findIn(client, 'id', before.appointmentId)) as AppointmentRow<Date>);
    if (request.messages) await enqueue(client, before.appointmentId, at, request.messages(after, before));
    return { kind: 'changed', appointment: after, before };
  };

  const change: AppointmentStore['change'] = async (request) => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const result = await changeIn(client, request);
      await client.query(result.kind === 'changed' ? 'COMMIT' : 'ROLLBACK');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };

  let cached: ScheduleSnapshot = { schedule: { doctors: [], datesOff: [], extraSessions: [] }, revision: -1 };
  const currentRevision = async (client: pg.Pool | pg.PoolClient) =>
    (await client.query<{ revision: number }>({ name: 'schedule-revision', text: 'SELECT revision FROM schedule_revision WHERE id = 1' })).rows[0]?.revision ?? 0;
  const readSchedule = async (): Promise<ScheduleSnapshot> => {
    const revision = await currentRevision(pool);
    if (revision === cached.revision) return cached;
    const client = await pool.connect();
    try {
      // One snapshot of all four tables, so a change made meanwhile is seen whole or not at all.
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const [doctors, sessions, datesOff, extra] = [
        await client.query(SCHEDULE_SELECTS.doctors),
        await client.query(SCHEDULE_SELECTS.sessions),
        await client.query(SCHEDULE_SELECTS.datesOff),
        await client.query(SCHEDULE_SELECTS.extra),
      ];
      const seen = await currentRevision(client);
      await client.query('COMMIT');
      cached = { schedule: scheduleFromRows({ doctors: doctors.rows, sessions: sessions.rows, datesOff: datesOff.rows, extra: extra.rows } as ScheduleRows), revision: seen };
      return cached;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };

  const writeSchedule: AppointmentStore['writeSchedule'] = async (schedule, { source, ifRevision }) => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEDULE_LOCK]);
      const current = await currentRevision(client);
      if (ifRevision !== undefined && current !== ifRevision) {
        await client.query('ROLLBACK');
        return null;
      }
      await client.query('DELETE FROM schedule_extra_sessions; DELETE FROM schedule_dates_off; DELETE FROM schedule_sessions; DELETE FROM doctor_schedules;');
      for (const entry of schedule.doctors) {
        await client.query('INSERT INTO doctor_schedules (doctor, slot_minutes, capacity) VALUES ($1, $2, $3)', [entry.doctor, entry.slotMinutes, entry.capacity]);
        for (const s of entry.weekly) {
          await client.query('INSERT INTO schedule_sessions (doctor, weekday, start_time, end_time) VALUES ($1, $2, $3, $4)', [entry.doctor, s.weekday, s.start, s.end]);
        }
      }
      for (const off of schedule.datesOff) {
        await client.query('INSERT INTO schedule_dates_off (doctor, date, reason) VALUES ($1, $2, $3)', [off.doctor, off.date, off.reason]);
      }
      for (const extra of schedule.extraSessions) {
        await client.query('INSERT INTO schedule_extra_sessions (doctor, date, start_time, end_time) VALUES ($1, $2, $3, $4)', [extra.doctor, extra.date, extra.start, extra.end]);
      }
      await client.query(
        `INSERT INTO schedule_revision (id, revision, source, changed_at) VALUES (1, $1, $2, now())
         ON CONFLICT (id) DO UPDATE SET revision = excluded.revision, source = excluded.source, changed_at = excluded.changed_at`,
        [current + 1, source],
      );
      await client.query('COMMIT');
      return current + 1;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };

  try {
    if (seed) await writeSchedule(seed.schedule, { source: seed.source, ifRevision: 0 });
  } catch (error) {
    clearInterval(sweep);
    await pool.end();
    throw error;
  }

  return {
    staff: createStaffStore(postgresRunner(pool)),
    book,
    findByKey: async (key) => {
      const seen = (await pool.query<KeyRow>({ name: 'find-key', text: FIND_KEY, values: [key] })).rows[0];
      return seen ? { requestHash: seen.request_hash, appointment: slotOf(seen) } : null;
    },
    bookedCounts: async ({ doctors, from, to }) =>
      (await pool.query<BookedCount>({ name: 'counts', text: COUNTS, values: [doctors, from, to] })).rows,
    activeOn: async ({ date, doctor }) =>
      (
        await pool.query<Omit<KeyRow, 'request_hash'>>({
          name: 'active-on',
          text: `SELECT id, doctor, preferred_date, preferred_time FROM appointments WHERE preferred_date = $1 AND ($2::text IS NULL OR doctor = $2) AND ${ACTIVE} ORDER BY preferred_time, doctor`,
          values: [date, doctor ?? null],
        })
      ).rows.map(slotOf),
    readSchedule,
    writeSchedule,
    change,
    findById: async (id) => {
      const row = await findIn(pool, 'id', id);
      return row ? toAppointment(row) : null;
    },
    findByTokenHash: async (hash, now = new Date()) => {
      const row =
        (await findIn(pool, 'manage_token_hash', hash)) ??
        (
          await pool.query<AppointmentRow<Date>>(
            `${APPOINTMENT} WHERE id = (SELECT appointment_id FROM manage_links WHERE token_hash = $1 AND expires_at > $2)`,
            [hash, now.getTime()],
          )
        ).rows[0];
      return row ? toAppointment(row) : null;
    },
    addManageLink: async (id, hash, expiresAt, now = new Date()) => {
      await pool.query('INSERT INTO manage_links (token_hash, appointment_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
        hash,
        id,
        now.getTime(),
        expiresAt.getTime(),
      ]);
    },
    history: async (id) => (await pool.query<AuditRow>('SELECT * FROM appointment_audit WHERE appointment_id = $1 ORDER BY seq', [id])).rows.map(toAuditEntry),
    outboxOf: async (id) => (await pool.query<OutboxRow>('SELECT * FROM outbox WHERE appointment_id = $1 ORDER BY seq', [id])).rows.map(toOutboxMessage),
    claimOutbox: async ({ limit, leaseMs, now }) =>
      (await pool.query<OutboxRow>({ name: 'claim-outbox', text: CLAIM, values: [new Date(now.getTime() + leaseMs), now, limit] })).rows
        .map(toOutboxMessage)
        .sort((a, b) => a.seq - b.seq),
    markSent: async (seq, at, payload) => {
      await pool.query('UPDATE outbox SET sent_at = $1, last_error = NULL, payload = coalesce($3, payload) WHERE seq = $2', [
        at,
        seq,
        payload === undefined ? null : JSON.stringify(payload),
      ]);
    },
    markFailed: async (seq, error, nextAttemptAt) => {
      await pool.query('UPDATE outbox SET last_error = $1, next_attempt_at = $2 WHERE seq = $3 AND sent_at IS NULL', [error.slice(0, 500), nextAttemptAt, seq]);
    },
    markDropped: async (seq, at, why) => {
      await pool.query(`UPDATE outbox SET dropped_at = $1, last_error = $2, payload = ${FORGET_LINK} WHERE seq = $3 AND sent_at IS NULL`, [at, why.slice(0, 500), seq]);
    },
    list: async ({ limit, offset }) => {
      const [page, count] = await Promise.all([
        pool.query<AppointmentRow<Date>>({ name: 'page', text: `SELECT ${COLUMNS}, status, language FROM appointments ORDER BY seq DESC LIMIT $1 OFFSET $2`, values: [limit, offset] }),
        pool.query<{ total: number }>({ name: 'count', text: 'SELECT count(*)::int AS total FROM appointments' }),
      ]);
      return { appointments: page.rows.map(toAppointment), total: count.rows[0]?.total ?? 0 };
    },
    ping: async () => {
      await pool.query('SELECT 1');
    },
    close: async () => {
      clearInterval(sweep);
      await pool.end();
    },
    rateLimitStore: sharedRateLimitStore(pool),
  };
}
