import pg from 'pg';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { migratePostgres, quoteIdent } from '../migrations/run';
import { toAppointment, type AppointmentRow } from './rows';
import type { AppointmentStore, BookResult } from './types';

export interface PostgresStoreOptions {
  /** postgres://user:password@host:port/database */
  connectionString: string;
  /** The schema holding the tables (created on start); one per site or per test. */
  schema?: string;
  /** Connections this instance keeps open. */
  poolSize?: number;
  /** Idempotency keys older than this are forgotten on start. */
  keyRetentionDays?: number;
}

const COLUMNS = `id, created_at, full_name, age, gender, email, phone, whatsapp, address, service, doctor,
  preferred_date, preferred_time, message, payment_method`;
// $1 id, $2 created_at, $3… the payload; the key's statement adds $16 key and $17 request hash.
const VALUES = `$1::text, $2::timestamptz, $3::text, $4::int, $5::text, $6::text, $7::text, $8::text, $9::text,
  $10::text, $11::text, $12::text, $13::text, $14::text, $15::text`;

const INSERT = `INSERT INTO appointments (${COLUMNS}) VALUES (${VALUES}) ON CONFLICT (id) DO NOTHING RETURNING id`;
// One statement, so one round trip and one implicit transaction: the key is claimed and the appointment
// written together. A key another instance holds makes ON CONFLICT wait for that instance's commit, then
// write nothing; the foreign key (checked at the end of the statement) fails if the reference was taken.
const INSERT_WITH_KEY = `WITH claimed AS (
    INSERT INTO idempotency_keys (key, request_hash, appointment_id, created_at)
    VALUES ($16::text, $17::text, $1::text, $2::timestamptz)
    ON CONFLICT (key) DO NOTHING RETURNING appointment_id
  )
  INSERT INTO appointments (${COLUMNS}) SELECT ${VALUES} FROM claimed
  ON CONFLICT (id) DO NOTHING RETURNING id`;
const FIND_KEY = 'SELECT request_hash, appointment_id FROM idempotency_keys WHERE key = $1';
const FOREIGN_KEY_VIOLATION = '23503';

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

/** Several stateless API instances on one PostgreSQL database: each booking is one atomic statement. */
export async function openPostgresStore({
  connectionString,
  schema = 'public',
  poolSize = 10,
  keyRetentionDays = 7,
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

  const book: AppointmentStore['book'] = async ({ payload, newReference, idempotency }): Promise<BookResult> => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const id = newReference();
      const values: unknown[] = [
        id,
        new Date().toISOString(),
        payload.fullName,
        payload.age,
        payload.gender,
        payload.email,
        payload.phone,
        payload.whatsapp,
        payload.address,
        payload.service,
        payload.doctor,
        payload.preferredDate,
        payload.preferredTime,
        payload.message,
        payload.paymentMethod,
      ];
      if (!idempotency) {
        const { rowCount } = await pool.query({ name: 'book', text: INSERT, values });
        if (rowCount === 1) return { kind: 'created', appointmentId: id };
        continue;
      }
      try {
        const { rowCount } = await pool.query({
          name: 'book-with-key',
          text: INSERT_WITH_KEY,
          values: [...values, idempotency.key, idempotency.requestHash],
        });
        if (rowCount === 1) return { kind: 'created', appointmentId: id };
      } catch (error) {
        if ((error as { code?: string }).code === FOREIGN_KEY_VIOLATION) continue; // the reference was taken
        throw error;
      }
      const { rows } = await pool.query<{ request_hash: string; appointment_id: string }>({ name: 'find-key', text: FIND_KEY, values: [idempotency.key] });
      const seen = rows[0];
      if (seen) {
        return seen.request_hash === idempotency.requestHash ? { kind: 'replayed', appointmentId: seen.appointment_id } : { kind: 'key-conflict' };
      }
    }
    throw new Error('Could not find a free appointment reference');
  };

  return {
    book,
    list: async ({ limit, offset }) => {
      const [page, count] = await Promise.all([
        pool.query<AppointmentRow<Date>>({ name: 'page', text: `SELECT ${COLUMNS} FROM appointments ORDER BY seq DESC LIMIT $1 OFFSET $2`, values: [limit, offset] }),
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
