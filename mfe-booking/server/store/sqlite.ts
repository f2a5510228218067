import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { toAppointment, type AppointmentRow } from './rows';
import type { AppointmentStore, BookRequest, BookResult } from './types';
import { migrateSqlite } from '../migrations/run';

export const SQLITE_FILE = 'appointments.sqlite';

export interface SqliteStoreOptions {
  dataDir: string;
  /** FULL syncs the WAL on every commit (survives power loss); NORMAL survives a process crash only. */
  synchronous?: 'FULL' | 'NORMAL';
  /** Idempotency keys older than this are forgotten on start. */
  keyRetentionDays?: number;
}

/** The embedded default: one SQLite file in WAL mode, written synchronously from this one process. */
export function openSqliteStore({ dataDir, synchronous = 'FULL', keyRetentionDays = 7 }: SqliteStoreOptions): AppointmentStore {
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

  const insert = db.prepare(
    `INSERT OR IGNORE INTO appointments (id, created_at, full_name, age, gender, email, phone, whatsapp, address,
       service, doctor, preferred_date, preferred_time, message, payment_method)
     VALUES (@id, @createdAt, @fullName, @age, @gender, @email, @phone, @whatsapp, @address,
       @service, @doctor, @preferredDate, @preferredTime, @message, @paymentMethod)`,
  );
  const findKey = db.prepare<[string], { request_hash: string; appointment_id: string }>(
    'SELECT request_hash, appointment_id FROM idempotency_keys WHERE key = ?',
  );
  const insertKey = db.prepare('INSERT INTO idempotency_keys (key, request_hash, appointment_id, created_at) VALUES (?, ?, ?, ?)');
  const page = db.prepare<[number, number], AppointmentRow>('SELECT * FROM appointments ORDER BY seq DESC LIMIT ? OFFSET ?');
  const count = db.prepare<[], { total: number }>('SELECT COUNT(*) AS total FROM appointments');

  // One booking: the idempotency check and the insert share a transaction (a savepoint inside a batch).
  const bookOne = db.transaction(({ payload, newReference, idempotency }: BookRequest): BookResult => {
    if (idempotency) {
      const seen = findKey.get(idempotency.key);
      if (seen) {
        return seen.request_hash === idempotency.requestHash
          ? { kind: 'replayed', appointmentId: seen.appointment_id }
          : { kind: 'key-conflict' };
      }
    }
    const createdAt = new Date().toISOString();
    for (let attempt = 0; attempt < 5; attempt++) {
      const id = newReference();
      if (insert.run({ ...payload, id, createdAt }).changes === 1) {
        if (idempotency) insertKey.run(idempotency.key, idempotency.requestHash, id, createdAt);
        return { kind: 'created', appointmentId: id };
      }
    }
    throw new Error('Could not find a free appointment reference');
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

  return {
    book: (request) =>
      new Promise<BookResult>((resolve, reject) => {
        if (!db.open) return reject(new Error('The appointment store is closed'));
        if (queue.length === 0) setImmediate(flush);
        queue.push({ request, resolve, reject });
      }),
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
