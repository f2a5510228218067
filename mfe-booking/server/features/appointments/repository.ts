// The appointments table: reads and writes, no rules. Which statuses hold a seat comes from the contract
// (SEAT_HOLDING_STATUSES), the same list the unique indexes of migration 004 use.
import { SEAT_HOLDING_STATUSES, type AppointmentPayload, type AppointmentStatus, type DeskAppointmentRow } from '@hospital/shared-types';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { SqlDialect } from '../../db/dialect';
import { prepared } from '../../db/prepared';
import { iso, type Tables } from '../../db/schema';
import type { BookedCount } from '../slots/slots';
import { toAppointment } from './rows';
import type { AppointmentPage, BookedSlot, StoredAppointment } from './types';

/**
 * Rows that hold a seat: the condition of the one-seat and one-visit unique indexes, with the statuses
 * written as literals: a database uses a partial index only when the query's condition visibly implies
 * the index's, which a bound parameter does not (SQLite scanned the whole table: 328 bookings/s at 14,000 rows).
 */
const holdsSeat = (eb: ExpressionBuilder<Tables, 'appointments'>) =>
  eb.and([eb('seat', 'is not', null), eb('status', 'in', SEAT_HOLDING_STATUSES.map((status) => sql.lit(status)))]);

// Every booking runs these: built and compiled once (db/prepared.ts).
const INSERT = prepared((db, param) =>
  db
    .insertInto('appointments')
    .values({
      id: param(0),
      created_at: param(1),
      full_name: param(2),
      age: param(3),
      gender: param(4),
      email: param(5),
      phone: param(6),
      whatsapp: param(7),
      address: param(8),
      service: param(9),
      doctor: param(10),
      preferred_date: param(11),
      preferred_time: param(12),
      message: param(13),
      payment_method: param(14),
      seat: param(15),
      status: param(16),
      language: param(17),
      manage_token_hash: param(18),
      extra: param(19),
    })
    .onConflict((conflict) => conflict.doNothing()),
);

/** '' as `except` excludes nothing (no reference is empty). */
const SEAT_HOLDER_OF_PHONE = prepared((db, param) =>
  db
    .selectFrom('appointments')
    .select('id')
    .where('phone', '=', param(0))
    .where('service', '=', param(1))
    .where('preferred_date', '=', param(2))
    .where('id', '<>', param(3))
    .where(holdsSeat)
    .limit(1),
);

export interface NewAppointment {
  id: string;
  createdAt: string;
  payload: AppointmentPayload;
  doctor: string;
  /** 1 … capacity; null for a walk-in beyond capacity. */
  seat: number | null;
  status: AppointmentStatus;
  language: string;
  manageTokenHash: string | null;
  extra: boolean;
}

export class AppointmentsRepository {
  constructor(
    private readonly db: Kysely<Tables>,
    private readonly dialect: SqlDialect,
  ) {}

  /**
   * Inserts unless a unique index refuses the row (its seat is held, the phone already has that day, or
   * the reference is taken): then nothing is written and false is answered. On PostgreSQL the insert
   * first waits for an open transaction that holds a conflicting row.
   */
  async insert(row: NewAppointment): Promise<boolean> {
    const p = row.payload;
    const values = [row.id, row.createdAt, p.fullName, p.age, p.gender, p.email, p.phone, p.whatsapp, p.address, p.service, row.doctor, p.preferredDate, p.preferredTime,
      p.message, p.paymentMethod, row.seat, row.status, row.language, row.manageTokenHash, row.extra ? 1 : 0];
    const result = await INSERT(this.db, this.dialect, values);
    return Number(result.numAffectedRows ?? 0) === 1;
  }

  async exists(id: string): Promise<boolean> {
    return (await this.db.selectFrom('appointments').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  }

  /** With `lock`, the row stays this transaction's until it ends (two changes of one appointment queue). */
  async findById(id: string, { lock = false } = {}): Promise<StoredAppointment | null> {
    const query = this.db.selectFrom('appointments').selectAll().where('id', '=', id);
    const row = await (lock ? this.dialect.lockRows(query) : query).executeTakeFirst();
    return row ? toAppointment(row) : null;
  }

  async findByTokenHash(hash: string): Promise<StoredAppointment | null> {
    const row = await this.db.selectFrom('appointments').selectAll().where('manage_token_hash', '=', hash).executeTakeFirst();
    return row ? toAppointment(row) : null;
  }

  /** A seat-holding appointment of this phone in this department on this date (other than `except`). */
  async seatHolderOfPhone(query: { phone: string; service: string; date: string; except?: string }): Promise<string | undefined> {
    const [row] = (await SEAT_HOLDER_OF_PHONE(this.db, this.dialect, [query.phone, query.service, query.date, query.except ?? ''])).rows;
    return row?.id;
  }

  /** Seat-holding appointments per doctor on a date. */
  async dayLoad(doctors: readonly string[], date: string): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('appointments')
      .select(['doctor', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('doctor', 'in', doctors)
      .where('preferred_date', '=', date)
      .where(holdsSeat)
      .groupBy('doctor')
      .execute();
    return new Map(rows.map((row) => [row.doctor, Number(row.n)]));
  }

  /** Seats held in one slot of a doctor, by appointments other than `except`. */
  async seatsTaken(query: { doctor: string; date: string; time: string; except: string }): Promise<Set<number>> {
    const rows = await this.db
      .selectFrom('appointments')
      .select('seat')
      .where('doctor', '=', query.doctor)
      .where('preferred_date', '=', query.date)
      .where('preferred_time', '=', query.time)
      .where('id', '<>', query.except)
      .where(holdsSeat)
      .execute();
    return new Set(rows.map((row) => Number(row.seat)));
  }

  /** Seat-holding bookings per slot of these doctors between two dates (inclusive). */
  async bookedCounts({ doctors, from, to }: { doctors: readonly string[]; from: string; to: string }): Promise<BookedCount[]> {
    const rows = await this.db
      .selectFrom('appointments')
      .select(['doctor', 'preferred_date', 'preferred_time', (eb) => eb.fn.countAll<number | string>().as('count')])
      .where('doctor', 'in', doctors)
      .where('preferred_date', '>=', from)
      .where('preferred_date', '<=', to)
      .where(holdsSeat)
      .groupBy(['doctor', 'preferred_date', 'preferred_time'])
      .execute();
    return rows.map((row) => ({ doctor: row.doctor, date: row.preferred_date, time: row.preferred_time, count: Number(row.count) }));
  }

  /** Seat-holding bookings on a date (of one doctor, or all), by time and doctor. */
  async seatHoldersOn({ date, doctor }: { date: string; doctor?: string }): Promise<BookedSlot[]> {
    let select = this.db.selectFrom('appointments').select(['id', 'doctor', 'preferred_date', 'preferred_time']).where('preferred_date', '=', date).where(holdsSeat);
    if (doctor) select = select.where('doctor', '=', doctor);
    const rows = await select.orderBy('preferred_time').orderBy('doctor').execute();
    return rows.map((row) => ({ appointmentId: row.id, doctor: row.doctor, date: row.preferred_date, time: row.preferred_time }));
  }

  async setStatus(id: string, status: AppointmentStatus): Promise<void> {
    await this.db.updateTable('appointments').set({ status }).where('id', '=', id).execute();
  }

  /** Another slot and seat; the status given (a reschedule makes it booked again). A unique index may refuse it. */
  async move(id: string, to: { doctor: string; date: string; time: string; seat: number; status: AppointmentStatus }): Promise<void> {
    await this.db
      .updateTable('appointments')
      .set({ doctor: to.doctor, preferred_date: to.date, preferred_time: to.time, seat: to.seat, status: to.status })
      .where('id', '=', id)
      .execute();
  }

  /** Newest first. */
  async page({ limit, offset }: { limit: number; offset: number }): Promise<AppointmentPage> {
    const [rows, count] = await Promise.all([
      this.db.selectFrom('appointments').selectAll().orderBy('seq', 'desc').limit(limit).offset(offset).execute(),
      this.db.selectFrom('appointments').select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst(),
    ]);
    return { appointments: rows.map(toAppointment), total: Number(count?.total ?? 0) };
  }

  /** The desk's rows from one date to another (inclusive), of one doctor or all, by date, time and doctor. */
  async forDesk({ from, to, doctor }: { from: string; to: string; doctor?: string }): Promise<DeskAppointmentRow[]> {
    let select = this.db
      .selectFrom('appointments')
      .select(['id', 'full_name', 'age', 'gender', 'phone', 'email', 'service', 'doctor', 'preferred_date', 'preferred_time', 'status', 'message', 'created_at', 'extra'])
      .where('preferred_date', '>=', from)
      .where('preferred_date', '<=', to);
    if (doctor) select = select.where('doctor', '=', doctor);
    const rows = await select.orderBy('preferred_date').orderBy('preferred_time').orderBy('doctor').orderBy('seq').execute();
    return rows.map((row) => ({
      reference: row.id,
      fullName: row.full_name,
      age: row.age,
      gender: row.gender,
      phone: row.phone,
      email: row.email,
      service: row.service,
      doctor: row.doctor,
      date: row.preferred_date,
      time: row.preferred_time,
      status: row.status,
      message: row.message,
      createdAt: new Date(iso(row.created_at)).toISOString(),
      extra: Number(row.extra) === 1,
    }));
  }
}
