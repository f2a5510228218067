import pg from 'pg';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { migratePostgres, quoteIdent } from '../migrations/run';
import { toAppointment, type AppointmentRow } from './rows';
import { SCHEDULE_SELECTS, scheduleFromRows, type ScheduleRows } from './schedule-rows';
import type { AppointmentStore, BookedSlot, BookRequest, BookResult, ScheduleSnapshot } from './types';
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
const ACTIVE = "seat IS NOT NULL AND status = 'active'";

// ON CONFLICT DO NOTHING without a target: when any unique index refuses the row (the seat is held by
// a booking another transaction committed, or the phone already booked that day, or the reference is
// taken) the statement writes nothing, and waits first if that other transaction is still open.
const INSERT = `INSERT INTO appointments (${COLUMNS}, seat, status)
  VALUES ($1::text, $2::timestamptz, $3::text, $4::int, $5::text, $6::text, $7::text, $8::text, $9::text,
    $10::text, $11::text, $12::text, $13::text, $14::text, $15::text, $16::int, 'active')
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
  const bookIn = async (client: pg.PoolClient, { payload, candidates, newReference, idempotency }: BookRequest): Promise<BookResult> => {
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
            service, doctor, date, time, payload.message, payload.paymentMethod, seat];
          const inserted = await client.query({ name: 'book', text: INSERT, values });
          if (inserted.rowCount === 1) {
            if (idempotency) await client.query({ name: 'insert-key', text: INSERT_KEY, values: [idempotency.key, idempotency.requestHash, id, createdAt] });
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
    list: async ({ limit, offset }) => {
      const [page, count] = await Promise.all([
        pool.query<AppointmentRow<Date>>({ name: 'page', text: `SELECT ${COLUMNS}, status FROM appointments ORDER BY seq DESC LIMIT $1 OFFSET $2`, values: [limit, offset] }),
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
