import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '@hospital/booking-contract';
import { STATUS_TRANSITIONS } from '../status';
import { loadConfig } from '../../config';
import type { BookingData } from '../../data';
import { MIGRATIONS } from '../../db/migrations';
import { migratePostgres, migrateSqlite } from '../../db/migrations/run';
import { SQLITE_FILE } from '../../db/open';
import { createServices } from '../../services';
import { instantOf } from '../calendar';
import { parseSearch, type SearchQuery } from '../search/query';
import { dateInDays, tempDataDir, validPayload } from '../../test/harness';
import { alwaysOpen } from '../../test/schedules';
import { STORAGE, TEST_DATABASE_URL, openTestData, schemaFor } from '../../test/storage';
import type { BookRequest } from './book';
import type { NewOutboxMessage } from '../outbox-message';

jest.setTimeout(30_000);

const ORTHO = 'dr-karthik-varma';
let refs = 0;
const seed = { schedule: alwaysOpen.schedule, source: 'test' };
const reminder = (dueAt: Date): NewOutboxMessage => ({ kind: 'reminder', channel: 'email', payload: { to: 'x@example.in' }, dueAt });

function request(overrides: Partial<BookRequest> = {}): BookRequest {
  return {
    payload: validPayload(),
    candidates: [{ doctor: ORTHO, capacity: 1 }],
    newReference: () => `ASH-TEST-${String(++refs).padStart(4, '0')}-${Date.now() % 100000}`,
    messages: () => [
      { kind: 'booked', channel: 'email', payload: { to: 'x@example.in' }, dueAt: new Date() },
      reminder(new Date(Date.now() + 86_400_000)),
    ],
    ...overrides,
  };
}

/** The services' clock: the real time, unless a test stands at an appointment's time. */
let standing: Date | null = null;
const standAtStartOf = (slot: { preferredDate: string; preferredTime: string }) =>
  void (standing = instantOf(slot.preferredDate, slot.preferredTime));

/** The services and repositories this file drives, over one database. */
function over(data: BookingData) {
  const { booking, lifecycle } = createServices(data, loadConfig({}, tempDataDir(), undefined), () => standing ?? new Date());
  const { appointments, audit, outbox, idempotency, manageLinks } = data.repos;
  return {
    book: (r: BookRequest) => booking.book(r),
    change: lifecycle.change,
    findById: (id: string) => appointments.findById(id),
    findByKey: (key: string) => idempotency.find(key),
    findByTokenHash: (hash: string) => manageLinks.appointmentOf(hash),
    history: (id: string) => audit.history(id),
    outboxOf: (id: string) => outbox.of(id),
    bookedCounts: (query: { doctors: string[]; from: string; to: string; atLeast?: number }) => appointments.bookedCounts(query),
    claimOutbox: (options: { limit: number; leaseMs: number; now: Date }) => outbox.claim(options),
    markFailed: (seq: number, error: string, next: Date) => outbox.markFailed(seq, error, next),
    markSent: (seq: number, at: Date) => outbox.markSent(seq, at),
    search: (q: string) => appointments.search(parseSearch(q) as SearchQuery, { now: { date: '2000-01-01', time: '00:00' }, limit: 50 }),
    close: () => data.close(),
  };
}
type Store = ReturnType<typeof over>;

async function booked(store: Store, overrides: Partial<BookRequest> = {}) {
  const result = await store.book(request(overrides));
  if (result.kind !== 'created') throw new Error(`not booked: ${result.kind}`);
  return result.appointment;
}

/** A Pay Now booking with a gateway: held (payment_pending) for the doctor's fee. */
const heldFor = (): Partial<BookRequest> => ({
  payload: { ...validPayload(), paymentMethod: 'pay_now' },
  candidates: [{ doctor: ORTHO, capacity: 1, fee: 800 }],
  payNow: { holdUntil: new Date(Date.now() + 15 * 60_000).toISOString() },
});

/** Drives an appointment to `status` through allowed transitions. */
async function reach(store: Store, id: string, status: AppointmentStatus) {
  const path: Record<AppointmentStatus, AppointmentStatus[]> = {
    booked: [],
    confirmed: ['confirmed'],
    checked_in: ['checked_in'],
    completed: ['checked_in', 'completed'],
    cancelled: ['cancelled'],
    no_show: ['no_show'],
    // Booked held for a Pay Now payment (`heldFor`), and that hold run out.
    payment_pending: [],
    expired: ['expired'],
  };
  for (const to of path[status]) {
    const result = await store.change({ appointmentId: id, actor: { kind: 'staff', id: 'desk-1' }, to });
    if (result.kind !== 'changed') throw new Error(`could not reach ${status}: ${result.kind}`);
  }
}

describe(`appointment changes (${STORAGE})`, () => {
  let store: Store;
  beforeAll(async () => {
    store = over(await openTestData(tempDataDir(), 'NORMAL', seed));
  });
  beforeEach(() => void (standing = null));
  afterAll(async () => {
    await store.close();
  });

  it('a booking starts as booked, with its audit row and its messages written in the same transaction', async () => {
    const slot = await booked(store, { manageTokenHash: 'a'.repeat(64), language: 'en' });
    const stored = await store.findById(slot.appointmentId);
    expect(stored).toMatchObject({ status: 'booked', language: 'en' });
    expect(await store.findByTokenHash('a'.repeat(64))).toMatchObject({ appointmentId: slot.appointmentId });
    expect(await store.history(slot.appointmentId)).toEqual([
      expect.objectContaining({
        actor: { kind: 'patient' },
        action: 'book',
        fromStatus: null,
        toStatus: 'booked',
        toSlot: `${slot.preferredDate} ${slot.preferredTime} ${ORTHO}`,
      }),
    ]);
    expect((await store.outboxOf(slot.appointmentId)).map((m) => [m.kind, m.attempts, m.sentAt])).toEqual([
      ['booked', 0, null],
      ['reminder', 0, null],
    ]);
  });

  // Every pair of statuses: allowed ones change the status and write one audit row; the others change
  // nothing. At the appointment's start, on its day: the time rules (domain/change-rules.ts) allow all.
  for (const from of APPOINTMENT_STATUSES) {
    for (const to of APPOINTMENT_STATUSES) {
      const allowed = STATUS_TRANSITIONS[from].includes(to);
      const beforeCheckIn = to === 'completed' && (from === 'booked' || from === 'confirmed');
      it(`${from} -> ${to} is ${allowed ? 'allowed, with its audit row' : 'refused, and nothing is written'}`, async () => {
        standing = null;
        const slot = await booked(store, from === 'payment_pending' || from === 'expired' ? heldFor() : {});
        const { appointmentId } = slot;
        standAtStartOf(slot);
        await reach(store, appointmentId, from);
        const historyBefore = await store.history(appointmentId);
        const result = await store.change({
          appointmentId,
          actor: { kind: 'staff', id: 'desk-7' },
          to,
          reason: 'test reason',
          messages: () => [{ kind: 'status', channel: 'email', payload: { to }, dueAt: new Date() }],
        });
        const outbox = await store.outboxOf(appointmentId);
        if (allowed) {
          expect(result).toMatchObject({ kind: 'changed', appointment: { status: to }, before: { status: from } });
          expect((await store.history(appointmentId)).slice(historyBefore.length)).toEqual([
            {
              seq: expect.any(Number),
              undoes: null,
              at: expect.any(String),
              actor: { kind: 'staff', id: 'desk-7' },
              action: 'status',
              fromStatus: from,
              toStatus: to,
              fromSlot: null,
              toSlot: null,
              reason: 'test reason',
            },
          ]);
          expect(outbox.at(-1)).toMatchObject({ kind: 'status', payload: { to } });
        } else {
          // Completed before check-in names its rule; every other change the transitions leave out is not allowed.
          expect(result).toEqual(
            beforeCheckIn
              ? { kind: 'refused', message: 'Only a checked-in patient can be marked completed: check the patient in first.' }
              : { kind: 'not-allowed', from },
          );
          expect(await store.history(appointmentId)).toEqual(historyBefore);
          expect(outbox.some((m) => m.kind === 'status')).toBe(false);
          expect((await store.findById(appointmentId))?.status).toBe(from);
        }
      });
    }
  }

  it('counts the seats taken per slot, and with atLeast only the slots that many are taken of', async () => {
    // A day no other test books: the other tests' slots are days 3 to about 10 from today.
    const date = dateInDays(300);
    const two = [{ doctor: ORTHO, capacity: 2 }];
    const at = (preferredTime: string) => request({ payload: { ...validPayload(), preferredDate: date, preferredTime }, candidates: two });
    for (const time of ['10:00', '10:00', '10:15']) expect((await store.book(at(time))).kind).toBe('created');
    const query = { doctors: [ORTHO], from: date, to: date };
    const full = { doctor: ORTHO, date, time: '10:00', count: 2 };
    expect(await store.bookedCounts(query)).toEqual(expect.arrayContaining([full, { doctor: ORTHO, date, time: '10:15', count: 1 }]));
    expect(await store.bookedCounts({ ...query, atLeast: 2 })).toEqual([full]);
  });

  it('a cancellation frees the seat at once, drops the pending reminder, and records the patient as its author', async () => {
    const first = await booked(store);
    const original = await store.findById(first.appointmentId);
    const same = { preferredDate: first.preferredDate, preferredTime: first.preferredTime };
    expect((await store.book(request({ payload: { ...validPayload(), ...same } }))).kind).toBe('slot-taken');
    const result = await store.change({
      appointmentId: first.appointmentId,
      actor: { kind: 'patient' },
      to: 'cancelled',
      reason: 'feeling better',
      dropPending: ['reminder'],
    });
    expect(result.kind).toBe('changed');
    expect((await store.book(request({ payload: { ...validPayload(), ...same } }))).kind).toBe('created');
    expect(await store.bookedCounts({ doctors: [ORTHO], from: first.preferredDate, to: first.preferredDate })).toContainEqual({
      doctor: ORTHO,
      date: first.preferredDate,
      time: first.preferredTime,
      count: 1,
    });
    const reminders = (await store.outboxOf(first.appointmentId)).filter((m) => m.kind === 'reminder');
    expect(reminders).toEqual([expect.objectContaining({ droppedAt: expect.any(String), sentAt: null })]);
    expect((await store.history(first.appointmentId)).at(-1)).toMatchObject({
      actor: { kind: 'patient' },
      fromStatus: 'booked',
      toStatus: 'cancelled',
      reason: 'feeling better',
    });
    expect(original?.status).toBe('booked');
  });

  it('a reschedule counts the patient’s own seat as free, refuses a held one, and becomes booked again', async () => {
    const mine = await booked(store);
    const other = await booked(store);
    await reach(store, mine.appointmentId, 'confirmed');
    const candidates = [{ doctor: ORTHO, capacity: 1 }];
    // Its own slot (another minute of the same day would do as well): allowed, its seat is its own.
    const own = await store.change({
      appointmentId: mine.appointmentId,
      actor: { kind: 'patient' },
      reschedule: { date: mine.preferredDate, time: mine.preferredTime, candidates },
    });
    expect(own).toMatchObject({
      kind: 'changed',
      appointment: { status: 'booked', preferredDate: mine.preferredDate, preferredTime: mine.preferredTime },
    });
    const taken = await store.change({
      appointmentId: mine.appointmentId,
      actor: { kind: 'patient' },
      reschedule: { date: other.preferredDate, time: other.preferredTime, candidates },
    });
    expect(taken).toEqual({ kind: 'slot-taken' });
    // The other appointment moves away: its old slot is free for this one.
    const free = validPayload();
    await store.change({
      appointmentId: other.appointmentId,
      actor: { kind: 'patient' },
      reschedule: { date: free.preferredDate, time: free.preferredTime, candidates },
    });
    const moved = await store.change({
      appointmentId: mine.appointmentId,
      actor: { kind: 'patient' },
      reschedule: { date: other.preferredDate, time: other.preferredTime, candidates },
      dropPending: ['reminder'],
      messages: (after, before) => [
        { kind: 'rescheduled', channel: 'email', payload: { from: before.preferredTime, to: after.preferredTime }, dueAt: new Date() },
        reminder(new Date(Date.now() + 3_600_000)),
      ],
    });
    expect(moved).toMatchObject({
      kind: 'changed',
      appointment: { preferredDate: other.preferredDate, preferredTime: other.preferredTime, status: 'booked' },
    });
    expect((await store.history(mine.appointmentId)).at(-1)).toMatchObject({
      action: 'reschedule',
      fromStatus: 'booked',
      toStatus: 'booked',
      fromSlot: `${mine.preferredDate} ${mine.preferredTime} ${ORTHO}`,
      toSlot: `${other.preferredDate} ${other.preferredTime} ${ORTHO}`,
    });
    const reminders = (await store.outboxOf(mine.appointmentId)).filter((m) => m.kind === 'reminder');
    expect(reminders.map((m) => m.droppedAt === null)).toEqual([false, true]);
    // A finished appointment cannot move.
    await reach(store, mine.appointmentId, 'cancelled');
    expect(
      await store.change({
        appointmentId: mine.appointmentId,
        actor: { kind: 'patient' },
        reschedule: { date: mine.preferredDate, time: mine.preferredTime, candidates },
      }),
    ).toEqual({
      kind: 'not-allowed',
      from: 'cancelled',
    });
  });

  it('a guard (the cut-off) refuses the change inside its transaction; an unknown reference is not found', async () => {
    const { appointmentId } = await booked(store);
    expect(await store.change({ appointmentId, actor: { kind: 'patient' }, to: 'cancelled', guard: () => 'too late' })).toEqual({
      kind: 'refused',
      message: 'too late',
    });
    expect((await store.findById(appointmentId))?.status).toBe('booked');
    expect(await store.change({ appointmentId: 'ASH-NONE-0000', actor: { kind: 'patient' }, to: 'cancelled' })).toEqual({
      kind: 'not-found',
    });
  });

  it('outbox: a claimed message is leased to one worker; a failure schedules it again; sent is final', async () => {
    const { appointmentId } = await booked(store, {
      messages: () => [{ kind: 'only', channel: 'email', payload: {}, dueAt: new Date(Date.now() + 7 * 86_400_000) }],
    });
    const far = new Date(Date.now() + 8 * 86_400_000);
    const mine = () =>
      store.claimOutbox({ limit: 1000, leaseMs: 60_000, now: far }).then((all) => all.filter((m) => m.appointmentId === appointmentId));
    const [first] = await mine();
    expect(first).toMatchObject({ kind: 'only', attempts: 1 });
    expect(await mine()).toEqual([]);
    await store.markFailed(first!.seq, 'smtp down', far);
    const [again] = await mine();
    expect(again).toMatchObject({ attempts: 2, lastError: 'smtp down' });
    await store.markSent(again!.seq, far);
    expect(
      await store
        .claimOutbox({ limit: 1000, leaseMs: 60_000, now: new Date(far.getTime() + 3_600_000) })
        .then((all) => all.filter((m) => m.appointmentId === appointmentId)),
    ).toEqual([]);
    expect((await store.outboxOf(appointmentId))[0]).toMatchObject({ sentAt: far.toISOString(), attempts: 2 });
  });
});

describe(`migration 004 on a database of schema version 3 (${STORAGE})`, () => {
  it('keeps every row, seq and idempotency key, maps active to booked, and guards the seat over the new statuses', async () => {
    const dataDir = tempDataDir();
    const v3 = MIGRATIONS.slice(0, 3);
    const insert = `INSERT INTO appointments (id, created_at, full_name, age, gender, email, phone, whatsapp, address, service, doctor,
        preferred_date, preferred_time, message, payment_method, seat, status)
      VALUES ($1, '2026-01-01T00:00:00.000Z', 'Old Row', 30, 'Other', 'old@example.in', $2, $2, 'Kompally', 'Cardiology', 'dr-a', '2026-12-01', $3, '', 'pay_now', $4, $5)`;
    const rows: unknown[][] = [
      ['ASH-OLD0-0001', '9000000001', '10:00', 1, 'active'],
      ['ASH-OLD0-0002', '9000000002', '10:00', null, 'active'],
      ['ASH-OLD0-0003', '9000000003', '10:15', 1, 'cancelled'],
    ];
    const key = "INSERT INTO idempotency_keys (key, request_hash, appointment_id, created_at) VALUES ('k1', 'h', 'ASH-OLD0-0001', $1)";
    let sql: (text: string, values?: unknown[]) => Promise<unknown[]>;
    let done: () => Promise<void>;
    if (TEST_DATABASE_URL) {
      const pool = new pg.Pool({ connectionString: TEST_DATABASE_URL, options: `-c search_path=${schemaFor(dataDir)}` });
      await migratePostgres(pool, schemaFor(dataDir), v3);
      sql = async (text, values = []) => (await pool.query(text, values)).rows;
      done = () => pool.end();
    } else {
      const db = new Database(path.join(dataDir, SQLITE_FILE));
      db.pragma('foreign_keys = ON');
      migrateSqlite(db, v3);
      sql = async (text, values = []) => {
        const ordered: unknown[] = [];
        const statement = db.prepare(text.replace(/\$(\d+)/g, (_m, n: string) => (ordered.push(values[Number(n) - 1]), '?')));
        return statement.reader ? statement.all(...ordered) : (statement.run(...ordered), []);
      };
      done = async () => {
        db.close();
      };
    }
    for (const row of rows) await sql(insert, row);
    await sql(key, [new Date().toISOString()]);
    const seqBefore = await sql('SELECT seq, id FROM appointments ORDER BY seq');
    await done();

    const store = over(await openTestData(dataDir, 'NORMAL'));
    try {
      expect((await store.findById('ASH-OLD0-0001'))?.status).toBe('booked');
      expect((await store.findById('ASH-OLD0-0002'))?.status).toBe('booked');
      expect((await store.findById('ASH-OLD0-0003'))?.status).toBe('cancelled');
      expect((await store.findById('ASH-OLD0-0001'))?.language).toBe('en');
      expect((await store.findByKey('k1'))?.appointment.appointmentId).toBe('ASH-OLD0-0001');
      // The seat of 10:00 is held by a booked row; 10:15's cancelled row holds none.
      const at = (time: string) =>
        request({
          payload: { ...validPayload(), preferredDate: '2026-12-01', preferredTime: time, service: 'Cardiology & Heart Care' },
          candidates: [{ doctor: 'dr-a', capacity: 1 }],
        });
      expect((await store.book(at('10:00'))).kind).toBe('slot-taken');
      expect((await store.book(at('10:15'))).kind).toBe('created');
      // Migration 007 wrote the old rows' search terms: the desk finds them by name and by phone.
      expect((await store.search('old r')).map((a) => a.reference).sort()).toEqual(['ASH-OLD0-0001', 'ASH-OLD0-0002', 'ASH-OLD0-0003']);
      expect((await store.search('+91 90000 00002')).map((a) => a.reference)).toEqual(['ASH-OLD0-0002']);
      expect((await store.search('old'))[0]).toMatchObject({ channel: 'online' });
    } finally {
      await store.close();
    }
    if (TEST_DATABASE_URL) {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL, options: `-c search_path=${schemaFor(dataDir)}` });
      await client.connect();
      try {
        expect(
          (await client.query('SELECT seq::int AS seq, id FROM appointments WHERE id LIKE $1 ORDER BY seq', ['ASH-OLD0-%'])).rows,
        ).toEqual((seqBefore as Array<{ seq: string | number; id: string }>).map((r) => ({ seq: Number(r.seq), id: r.id })));
        await expect(client.query("UPDATE appointments SET status = 'active' WHERE id = 'ASH-OLD0-0001'")).rejects.toThrow(/check/i);
      } finally {
        await client.end();
      }
    } else {
      const db = new Database(path.join(dataDir, SQLITE_FILE));
      try {
        expect(db.prepare("SELECT seq, id FROM appointments WHERE id LIKE 'ASH-OLD0-%' ORDER BY seq").all()).toEqual(seqBefore);
        expect(db.pragma('foreign_key_check')).toEqual([]);
        // 4 or later: the desk's 005 follows.
        expect(db.pragma('user_version', { simple: true })).toBeGreaterThanOrEqual(4);
        const indexes = (
          db
            .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'appointments' AND sql IS NOT NULL")
            .all() as Array<{ name: string }>
        ).map((r) => r.name);
        expect(indexes).toEqual(
          expect.arrayContaining([
            'appointments_manage_token',
            'appointments_one_patient_per_seat',
            'appointments_one_visit_per_phone_day',
          ]),
        );
        expect(() => db.prepare("UPDATE appointments SET status = 'active' WHERE id = 'ASH-OLD0-0001'").run()).toThrow(/CHECK/);
        // The idempotency keys still point at appointments: a key to nothing is refused.
        db.pragma('foreign_keys = ON');
        expect(() => db.prepare("INSERT INTO idempotency_keys VALUES ('k2', 'h', 'ASH-NONE', '2026-01-01')").run()).toThrow(/FOREIGN KEY/);
      } finally {
        db.close();
      }
    }
  });
});
