// Migration 009 (payments) on a database of schema version 8 with rows in it: everything kept, the new
// statuses and the outbox's payment channel allowed, and the doctors' fees filled in from the schedule file.
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { MIGRATIONS } from '../../db/migrations';
import { migratePostgres, migrateSqlite } from '../../db/migrations/run';
import { SQLITE_FILE } from '../../db/open';
import { readScheduleFile } from '../schedules/read-file';
import { tempDataDir } from '../../test/harness';
import { DEFAULT_SCHEDULE_FILE } from '../../test/schedules';
import { STORAGE, TEST_DATABASE_URL, openTestData, schemaFor } from '../../test/storage';

jest.setTimeout(30_000);

describe(`migration 009 on a database of schema version 8 (${STORAGE})`, () => {
  it('keeps every appointment, seq, message and link; allows the payment statuses and channel; fills missing fees from the schedule file', async () => {
    const dataDir = tempDataDir();
    const v8 = MIGRATIONS.slice(0, 8);
    const seed = readScheduleFile(DEFAULT_SCHEDULE_FILE);
    const oldSchedule = { ...seed.schedule, doctors: seed.schedule.doctors.map((d) => ({ ...d, fee: null })) };
    let sql: (text: string, values?: unknown[]) => Promise<Array<Record<string, unknown>>>;
    let done: () => Promise<void>;
    if (TEST_DATABASE_URL) {
      const pool = new pg.Pool({ connectionString: TEST_DATABASE_URL, options: `-c search_path=${schemaFor(dataDir)}` });
      await migratePostgres(pool, schemaFor(dataDir), v8);
      sql = async (text, values = []) => (await pool.query(text, values)).rows as Array<Record<string, unknown>>;
      done = () => pool.end();
    } else {
      const db = new Database(path.join(dataDir, SQLITE_FILE));
      db.pragma('foreign_keys = ON');
      migrateSqlite(db, v8);
      sql = async (text, values = []) => {
        const ordered: unknown[] = [];
        const statement = db.prepare(text.replace(/\$(\d+)/g, (_m, n: string) => (ordered.push(values[Number(n) - 1]), '?')));
        return (statement.reader ? statement.all(...ordered) : (statement.run(...ordered), [])) as Array<Record<string, unknown>>;
      };
      done = async () => void db.close();
    }
    await sql(`INSERT INTO appointments (id, created_at, full_name, age, gender, email, phone, whatsapp, address, service, doctor, preferred_date,
        preferred_time, message, payment_method, seat, status, language, extra, channel)
      VALUES ('ASH-V7V7-0001', '2026-01-01T00:00:00.000Z', 'Seven Row', 40, 'Female', 'v7@example.in', '9000000071', '9000000071', 'Kompally',
        'Cardiology & Heart Care', 'dr-venkatesh-iyer', '2026-12-01', '10:00', '', 'pay_now', 1, 'confirmed', 'te', 0, 'walk_in')`);
    await sql(
      `INSERT INTO outbox (kind, appointment_id, channel, payload, created_at, due_at, next_attempt_at) VALUES ('booked', 'ASH-V7V7-0001', 'email', '{}', $1, $1, $1)`,
      ['2026-01-01T00:00:00.000Z'],
    );
    await sql(`INSERT INTO manage_links (token_hash, appointment_id, created_at, expires_at) VALUES ('h7', 'ASH-V7V7-0001', 1, 2)`);
    await sql(
      `INSERT INTO appointment_search_terms (term, slot, doctor, appointment_id) VALUES ('seven', '2026-12-01 10:00', 'dr-venkatesh-iyer', 'ASH-V7V7-0001')`,
    );
    const before = await sql('SELECT seq, id FROM appointments');
    await done();

    // A database seeded before fees existed: the schedule is there, its fees are not.
    const first = await openTestData(dataDir, 'NORMAL', { schedule: oldSchedule, source: 'old seed' });
    await first.close();
    const data = await openTestData(dataDir, 'NORMAL', { schedule: seed.schedule, source: 'schedule.json' });
    try {
      const kept = await data.repos.appointments.findById('ASH-V7V7-0001');
      expect(kept).toMatchObject({ status: 'confirmed', language: 'te', paymentMethod: 'pay_now', fee: null });
      expect((await data.repos.appointments.deskRow('ASH-V7V7-0001'))?.channel).toBe('walk_in');
      expect(await data.repos.outbox.of('ASH-V7V7-0001')).toEqual([expect.objectContaining({ kind: 'booked', channel: 'email' })]);
      expect((await data.schedules.read()).schedule.doctors.find((d) => d.doctor === 'dr-venkatesh-iyer')?.fee).toBe(900);
      // The new statuses and channel are allowed.
      await data.repos.appointments.setStatus('ASH-V7V7-0001', 'expired');
      await data.repos.outbox.enqueue('ASH-V7V7-0001', '2026-01-02T00:00:00.000Z', [
        { kind: 'refund', channel: 'payment', payload: {}, dueAt: new Date() },
      ]);
      await data.repos.payments.open({
        appointmentId: 'ASH-V7V7-0001',
        amount: 90000,
        holdUntil: '2026-01-02T00:15:00.000Z',
        at: '2026-01-02T00:00:00.000Z',
      });
    } finally {
      await data.close();
    }
    if (!TEST_DATABASE_URL) {
      const db = new Database(path.join(dataDir, SQLITE_FILE));
      try {
        expect(db.prepare("SELECT seq, id FROM appointments WHERE id = 'ASH-V7V7-0001'").all()).toEqual(before);
        expect(db.pragma('foreign_key_check')).toEqual([]);
        const indexes = (
          db
            .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name IN ('appointments', 'outbox') AND sql IS NOT NULL")
            .all() as Array<{ name: string }>
        ).map((r) => r.name);
        expect(indexes.sort()).toEqual([
          'appointments_day',
          'appointments_manage_token',
          'appointments_one_patient_per_seat',
          'appointments_one_visit_per_phone_day',
          'appointments_to_erase',
          'outbox_appointment',
          'outbox_failed',
          'outbox_pending',
          'outbox_to_erase',
        ]);
        expect(() => db.prepare("UPDATE appointments SET status = 'held' WHERE id = 'ASH-V7V7-0001'").run()).toThrow(/CHECK/);
      } finally {
        db.close();
      }
    }
  });
});
