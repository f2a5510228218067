// The appointments table: reads and writes, no rules. Which statuses hold a seat comes from the domain
// (SEAT_HOLDING_STATUSES), the same list the unique indexes of migration 009 use.
import { type AppointmentPayload, type AppointmentStatus } from '@hospital/booking-contract';
import { findDoctorIdentity } from '@hospital/hospital-data';
import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import type { SqlDialect } from '../../db/dialect';
import { prepared } from '../../db/prepared';
import { iso, type AppointmentsTable, type Tables } from '../../db/schema';
import { SEAT_HOLDING_STATUSES } from '../../domain/status';
import type { SearchQuery, TermRange } from '../../domain/search/query';
import { searchTermsOf } from '../../domain/search/terms';
import type { BookedCount } from '../../domain/slots';
import { phoneOf, toAppointment } from '../../db/appointment-rows';
import type { AppointmentPage, BookedSlot, DeskRow, NewAppointment, StoredAppointment } from '../../domain/appointment';

/**
 * Rows that hold a seat: the condition of the one-seat and one-visit unique indexes, with the statuses
 * written as literals: a database uses a partial index only when the query's condition visibly implies
 * the index's, which a bound parameter does not (SQLite scanned the whole table: 328 bookings/s at 14,000 rows).
 */
const holdsSeat = (eb: ExpressionBuilder<Tables, 'appointments'>) =>
  eb.and([
    eb('seat', 'is not', null),
    eb(
      'status',
      'in',
      SEAT_HOLDING_STATUSES.map((status) => sql.lit(status)),
    ),
  ]);

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
      channel: param(20),
      fee: param(21),
      health_package: param(22),
      age_months: param(23),
      guardian_name: param(24),
    })
    .onConflict((conflict) => conflict.doNothing())
    .returning('seq'),
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

const DESK_COLUMNS = [
  'id',
  'full_name',
  'age',
  'age_months',
  'guardian_name',
  'gender',
  'phone',
  'whatsapp',
  'email',
  'address',
  'service',
  'doctor',
  'preferred_date',
  'preferred_time',
  'status',
  'message',
  'created_at',
  'extra',
  'channel',
  'language',
  'payment_method',
  'fee',
  'erased_at',
] as const;

const deskRowOf = (row: Pick<Selectable<AppointmentsTable>, (typeof DESK_COLUMNS)[number]>): DeskRow => ({
  reference: row.id,
  fullName: row.full_name,
  age: row.age,
  ageMonths: row.age_months ?? null,
  guardianName: row.guardian_name ?? null,
  gender: row.gender,
  phone: phoneOf(row),
  whatsapp: row.whatsapp,
  email: row.email,
  address: row.address,
  service: row.service,
  doctor: row.doctor,
  doctorName: findDoctorIdentity(row.doctor)?.name ?? row.doctor,
  date: row.preferred_date,
  time: row.preferred_time,
  status: row.status,
  message: row.message,
  createdAt: new Date(iso(row.created_at)).toISOString(),
  extra: Number(row.extra) === 1,
  channel: row.channel,
  language: row.language,
  paymentMethod: row.payment_method,
  fee: row.fee ?? null,
});

// Written once per number of terms (a booking writes three to six).
const termStatements = new Map<number, ReturnType<typeof termsInsertOf>>();
const termsInsertOf = (count: number) =>
  prepared((db, param) =>
    db
      .insertInto('appointment_search_terms')
      .values(
        Array.from({ length: count }, (_x, i) => ({
          term: param(5 * i),
          slot: param(5 * i + 1),
          doctor: param(5 * i + 2),
          appointment_id: param(5 * i + 3),
          appointment_seq: param(5 * i + 4),
        })),
      )
      .onConflict((conflict) => conflict.doNothing()),
  );

/** How a slot sorts in the search terms: 'YYYY-MM-DD HH:MM'. */
const slotKey = (date: string, time: string) => `${date} ${time}`;

/** A name's words are counted up to this to find the narrowest, which the search reads first. */
const COUNTED_UP_TO = 5000;
/** Up to this many distinct terms, a prefix is read term by term in slot order; beyond, as one range. */
const FEW_TERMS = 8;

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
    const values = [
      row.id,
      row.createdAt,
      p.fullName,
      p.age,
      p.gender,
      p.email,
      p.phone,
      p.whatsapp,
      p.address,
      p.service,
      row.doctor,
      p.preferredDate,
      p.preferredTime,
      p.message,
      p.paymentMethod,
      row.seat,
      row.status,
      row.language,
      row.manageTokenHash,
      row.extra ? 1 : 0,
      row.channel,
      row.fee ?? null,
      p.healthPackage || null,
      p.ageMonths ?? null,
      p.guardianName ?? null,
    ];
    const inserted = (await INSERT(this.db, this.dialect, values)).rows[0];
    if (!inserted) return false;
    await this.index({ id: row.id, seq: inserted.seq }, p, row.doctor);
    return true;
  }

  /** The terms the desk's search finds the appointment by (domain/search/terms.ts), with its slot and doctor. */
  private async index(
    { id, seq }: { id: string; seq: number | string },
    patient: { fullName: string; phone: string; whatsapp: string; preferredDate: string; preferredTime: string },
    doctor: string,
  ): Promise<void> {
    const terms = searchTermsOf(patient);
    if (terms.length === 0) return;
    let statement = termStatements.get(terms.length);
    if (!statement) termStatements.set(terms.length, (statement = termsInsertOf(terms.length)));
    const slot = slotKey(patient.preferredDate, patient.preferredTime);
    await statement(
      this.db,
      this.dialect,
      terms.flatMap((term) => [term, slot, doctor, id, seq]),
    );
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
  async seatHolderOfPhone(query: { phone: string; service: string; preferredDate: string; except?: string }): Promise<string | undefined> {
    const [row] = (await SEAT_HOLDER_OF_PHONE(this.db, this.dialect, [query.phone, query.service, query.preferredDate, query.except ?? '']))
      .rows;
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
  async bookedCounts({
    doctors,
    from,
    to,
    atLeast,
  }: {
    doctors: readonly string[];
    from: string;
    to: string;
    atLeast?: number;
  }): Promise<BookedCount[]> {
    const query = this.db
      .selectFrom('appointments')
      .select(['doctor', 'preferred_date', 'preferred_time', (eb) => eb.fn.countAll<number | string>().as('count')])
      .where('doctor', 'in', doctors)
      .where('preferred_date', '>=', from)
      .where('preferred_date', '<=', to)
      .where(holdsSeat)
      .groupBy(['doctor', 'preferred_date', 'preferred_time']);
    // With `atLeast`, only the slots that many seats are taken of (the full ones): fewer rows to carry.
    const rows = await (atLeast === undefined ? query : query.having((eb) => eb.fn.countAll(), '>=', atLeast)).execute();
    return rows.map((row) => ({ doctor: row.doctor, date: row.preferred_date, time: row.preferred_time, count: Number(row.count) }));
  }

  /** Seat-holding bookings on a date (of one doctor, or all), by time and doctor. */
  async seatHoldersOn({ date, doctor }: { date: string; doctor?: string }): Promise<BookedSlot[]> {
    let select = this.db
      .selectFrom('appointments')
      .select(['id', 'doctor', 'preferred_date', 'preferred_time'])
      .where('preferred_date', '=', date)
      .where(holdsSeat);
    if (doctor) select = select.where('doctor', '=', doctor);
    const rows = await select.orderBy('preferred_time').orderBy('doctor').execute();
    return rows.map((row) => ({
      appointmentId: row.id,
      doctor: row.doctor,
      preferredDate: row.preferred_date,
      preferredTime: row.preferred_time,
    }));
  }

  async setStatus(id: string, status: AppointmentStatus): Promise<void> {
    await this.db.updateTable('appointments').set({ status }).where('id', '=', id).execute();
  }

  /** How the patient pays (Pay Now switched to Pay at Hospital, or a late payment of one that had switched). */
  async setPaymentMethod(id: string, paymentMethod: AppointmentPayload['paymentMethod']): Promise<void> {
    await this.db.updateTable('appointments').set({ payment_method: paymentMethod }).where('id', '=', id).execute();
  }

  /** Another slot and seat; the status given (a reschedule makes it booked again). A unique index may refuse it. */
  async move(id: string, to: { doctor: string; date: string; time: string; seat: number; status: AppointmentStatus }): Promise<void> {
    await this.db
      .updateTable('appointments')
      .set({ doctor: to.doctor, preferred_date: to.date, preferred_time: to.time, seat: to.seat, status: to.status })
      .where('id', '=', id)
      .execute();
    // The search's order follows the appointment.
    await this.db
      .updateTable('appointment_search_terms')
      .set({ slot: slotKey(to.date, to.time), doctor: to.doctor })
      .where('appointment_seq', '=', (eb) => eb.selectFrom('appointments').select('seq').where('id', '=', id))
      .execute();
  }

  /** Newest first. */
  async page({ limit, offset }: { limit: number; offset: number }): Promise<AppointmentPage> {
    const [rows, count] = await Promise.all([
      this.db.selectFrom('appointments').selectAll().orderBy('seq', 'desc').limit(limit).offset(offset).execute(),
      this.db
        .selectFrom('appointments')
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirst(),
    ]);
    return { appointments: rows.map(toAppointment), total: Number(count?.total ?? 0) };
  }

  /** The desk's rows from one date to another (inclusive), of one doctor or all, by date, time and doctor. */
  async forDesk({ from, to, doctor }: { from: string; to: string; doctor?: string }): Promise<DeskRow[]> {
    let select = this.db
      .selectFrom('appointments')
      .select(DESK_COLUMNS)
      .where('preferred_date', '>=', from)
      .where('preferred_date', '<=', to);
    if (doctor) select = select.where('doctor', '=', doctor);
    const rows = await select.orderBy('preferred_date').orderBy('preferred_time').orderBy('doctor').orderBy('seq').execute();
    return rows.map(deskRowOf);
  }

  /** One appointment as the desk shows it. */
  async deskRow(id: string): Promise<DeskRow | null> {
    const row = await this.db.selectFrom('appointments').select(DESK_COLUMNS).where('id', '=', id).executeTakeFirst();
    return row ? deskRowOf(row) : null;
  }

  /**
   * The desk's search: the appointments a query finds (domain/search/query.ts), upcoming first (soonest
   * first) then past (latest first), at most `limit`. Terms are read from their own index, which holds
   * each appointment's slot and doctor: the first page comes from the narrowest word's terms, each checked
   * for the name's other words, without reading the appointments it passes over.
   */
  async search(
    query: SearchQuery,
    { now, doctor, limit }: { now: { date: string; time: string }; doctor?: string; limit: number },
  ): Promise<DeskRow[]> {
    let order: Array<{ id: string }>;
    if (query.kind === 'reference') {
      let matched = this.db
        .selectFrom('appointments')
        .select(['id', 'preferred_date', 'preferred_time', 'seq'])
        .where('id', '>=', query.from)
        .where('id', '<', query.to);
      if (doctor) matched = matched.where('doctor', '=', doctor);
      const upcoming = sql<number>`CASE WHEN preferred_date > ${now.date} OR (preferred_date = ${now.date} AND preferred_time >= ${now.time}) THEN 0 ELSE 1 END`;
      const soonest = sql<string>`CASE WHEN preferred_date > ${now.date} OR (preferred_date = ${now.date} AND preferred_time >= ${now.time}) THEN preferred_date || preferred_time ELSE '' END`;
      order = await matched
        .orderBy(upcoming)
        .orderBy(soonest)
        .orderBy('preferred_date', 'desc')
        .orderBy('preferred_time', 'desc')
        .orderBy('seq', 'desc')
        .limit(limit)
        .execute();
    } else {
      const ranges = query.kind === 'phone' ? [query.terms] : await this.narrowestFirst(query.terms);
      order = await this.orderFromTerms(ranges, { now: slotKey(now.date, now.time), doctor, limit });
      // What was typed first, then what sounds like it (another script or spelling), each in the search's order.
      if (query.kind === 'name' && query.sounds && order.length < limit) {
        const found = new Set(order.map(({ id }) => id));
        const alike = await this.orderFromTerms(await this.narrowestFirst(query.sounds), {
          now: slotKey(now.date, now.time),
          doctor,
          limit,
        });
        order = [...order, ...alike.filter(({ id }) => !found.has(id)).slice(0, limit - order.length)];
      }
    }
    if (order.length === 0) return [];
    const rows = await this.db
      .selectFrom('appointments')
      .select(DESK_COLUMNS)
      .where(
        'id',
        'in',
        order.map((row) => row.id),
      )
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return order.flatMap(({ id }) => {
      const row = byId.get(id);
      return row ? [deskRowOf(row)] : [];
    });
  }

  /**
   * The first `limit` appointments whose terms start with each range, in the search's order, from the
   * terms' index alone. The first range drives: when it holds few distinct terms (a name's first
   * letters usually do: "ra" is ravi, rajesh, rao), each term's entries are read in slot order and the
   * read stops at `limit`; with many, the range's entries are read and the first `limit` kept.
   */
  private async orderFromTerms(
    ranges: readonly TermRange[],
    { now, doctor, limit }: { now: string; doctor: string | undefined; limit: number },
  ): Promise<Array<{ id: string; slot: string }>> {
    const [first, ...others] = ranges as [TermRange, ...TermRange[]];
    const distinct = await this.termsStartingWith(first, FEW_TERMS + 1);
    const streams: Array<{ term: string } | TermRange> = distinct.length <= FEW_TERMS ? distinct.map((term) => ({ term })) : [first];
    const entries = (stream: { term: string } | TermRange) => {
      let select = this.db.selectFrom('appointment_search_terms as t').select(['t.appointment_id as id', 't.slot']);
      // One term's entries are one per appointment; a range may hold two words of one name.
      select =
        'term' in stream
          ? select.where('t.term', '=', stream.term)
          : select.distinct().where('t.term', '>=', stream.from).where('t.term', '<', stream.to);
      if (doctor) select = select.where('t.doctor', '=', doctor);
      for (const range of others) {
        select = select.where((eb) =>
          eb.exists(
            eb
              .selectFrom('appointment_search_terms as o')
              .select('o.term')
              .whereRef('o.appointment_seq', '=', 't.appointment_seq')
              .where('o.term', '>=', range.from)
              .where('o.term', '<', range.to),
          ),
        );
      }
      return select;
    };
    /** The streams' first `count` in one order, each appointment once. */
    const merged = (lists: ReadonlyArray<ReadonlyArray<{ id: string; slot: string }>>, sign: 1 | -1, count: number) => {
      const seen = new Set<string>();
      return lists
        .flat()
        .sort((a, b) => sign * (a.slot < b.slot ? -1 : a.slot > b.slot ? 1 : 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
        .filter(({ id }) => !seen.has(id) && Boolean(seen.add(id)))
        .slice(0, count);
    };
    const ahead = merged(
      await Promise.all(
        streams.map((stream) =>
          entries(stream).where('t.slot', '>=', now).orderBy('t.slot').orderBy('t.appointment_id').limit(limit).execute(),
        ),
      ),
      1,
      limit,
    );
    if (ahead.length === limit) return ahead;
    const left = limit - ahead.length;
    const behind = merged(
      await Promise.all(
        streams.map((stream) =>
          entries(stream).where('t.slot', '<', now).orderBy('t.slot', 'desc').orderBy('t.appointment_id').limit(left).execute(),
        ),
      ),
      -1,
      left,
    );
    return [...ahead, ...behind];
  }

  /** The distinct terms of a range, at most `count`: one index step each (a loose index scan), however many entries each has. */
  private async termsStartingWith(range: TermRange, count: number): Promise<string[]> {
    const found = await sql<{ term: string }>`
      WITH RECURSIVE next_term(term) AS (
        SELECT min(term) FROM appointment_search_terms WHERE term >= ${range.from} AND term < ${range.to}
        UNION ALL
        SELECT (SELECT min(term) FROM appointment_search_terms WHERE term > next_term.term AND term < ${range.to}) FROM next_term WHERE next_term.term IS NOT NULL
      )
      SELECT term FROM next_term WHERE term IS NOT NULL LIMIT ${count}`.execute(this.db);
    return found.rows.map((row) => row.term);
  }

  /** A name's words, the one with the fewest terms first (counted up to COUNTED_UP_TO). */
  private async narrowestFirst(ranges: readonly TermRange[]): Promise<TermRange[]> {
    if (ranges.length < 2) return [...ranges];
    const counts = await Promise.all(
      ranges.map(async (range) => {
        const found = this.db
          .selectFrom('appointment_search_terms')
          .select('appointment_id')
          .where('term', '>=', range.from)
          .where('term', '<', range.to)
          .limit(COUNTED_UP_TO)
          .as('found');
        return Number(
          (
            await this.db
              .selectFrom(found)
              .select((eb) => eb.fn.countAll<number | string>().as('n'))
              .executeTakeFirst()
          )?.n ?? 0,
        );
      }),
    );
    return ranges
      .map((range, i) => ({ range, count: counts[i] ?? 0 }))
      .sort((a, b) => a.count - b.count)
      .map(({ range }) => range);
  }
}
