// The booking database and a repository per aggregate over it: what main.ts, the commands and the tests open.
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { BookingConfig } from './config';
import { LOCKS, type SqlDialect } from './db/dialect';
import { openDatabase, type BookingDatabase, type DatabaseOptions } from './db/open';
import type { Tables } from './db/schema';
import { unlessUniqueViolation } from './db/transaction';
import type { Storage, Transaction } from './domain/storage';
import { AppointmentsRepository } from './features/appointments/repository';
import { IdempotencyRepository } from './features/booking/idempotency-repository';
import { AuditRepository } from './features/appointments/audit-repository';
import { ManageLinksRepository } from './features/manage/links-repository';
import { OutboxRepository } from './features/outbox/repository';
import { PaymentsRepository } from './features/payments/repository';
import { TokensRepository } from './features/queue/tokens-repository';
import { RateLimitsRepository } from './features/rate-limits/repository';
import { RetentionRepository } from './features/retention/repository';
import { readScheduleFile } from './features/schedules/read-file';
import { createScheduleStore, type ScheduleStore } from './features/schedules/store';
import type { Schedule } from './domain/schedule';
import { createStaffRepository } from './features/desk/staff-auth/repository';
import type { StaffStore } from './features/desk/staff-auth/types';

export interface Repositories {
  appointments: AppointmentsRepository;
  idempotency: IdempotencyRepository;
  audit: AuditRepository;
  outbox: OutboxRepository;
  manageLinks: ManageLinksRepository;
  staff: StaffStore;
  payments: PaymentsRepository;
  retention: RetentionRepository;
  tokens: TokensRepository;
}

/** Each repository made when first asked for: a booking's transaction uses five of the eight. */
class LazyRepositories implements Repositories {
  #appointments?: AppointmentsRepository;
  #idempotency?: IdempotencyRepository;
  #audit?: AuditRepository;
  #outbox?: OutboxRepository;
  #manageLinks?: ManageLinksRepository;
  #staff?: StaffStore;
  #payments?: PaymentsRepository;
  #retention?: RetentionRepository;
  #tokens?: TokensRepository;

  constructor(
    private readonly db: Kysely<Tables>,
    private readonly dialect: SqlDialect,
  ) {}

  get appointments() {
    return (this.#appointments ??= new AppointmentsRepository(this.db, this.dialect));
  }
  get idempotency() {
    return (this.#idempotency ??= new IdempotencyRepository(this.db, this.dialect));
  }
  get audit() {
    return (this.#audit ??= new AuditRepository(this.db, this.dialect));
  }
  get outbox() {
    return (this.#outbox ??= new OutboxRepository(this.db, this.dialect));
  }
  get manageLinks() {
    return (this.#manageLinks ??= new ManageLinksRepository(this.db));
  }
  // The staff repository is a closure of some twenty functions: the costliest to make of the eight.
  get staff() {
    return (this.#staff ??= createStaffRepository(this.db));
  }
  get payments() {
    return (this.#payments ??= new PaymentsRepository(this.db, this.dialect));
  }
  get retention() {
    return (this.#retention ??= new RetentionRepository(this.db, this.dialect));
  }
  get tokens() {
    return (this.#tokens ??= new TokensRepository(this.db, this.dialect));
  }
}

/** The repositories over the database, or over one transaction of it. */
export const repositoriesOf = (db: Kysely<Tables>, dialect: SqlDialect): Repositories => new LazyRepositories(db, dialect);

/** The use cases' storage (domain/storage.ts) over the database: its repositories, and one transaction over them. */
export function storageOf({ database, repos }: Pick<BookingData, 'database' | 'repos'>): Storage {
  const { dialect } = database;
  // Made once per transaction: the bookings of a group commit share it.
  const made = new WeakMap<Kysely<Tables>, Transaction>();
  const over = (trx: Kysely<Tables>): Transaction => {
    let tx = made.get(trx);
    if (!tx) {
      tx = {
        repos: repositoriesOf(trx, dialect),
        unlessUniqueViolation: (write) => unlessUniqueViolation(trx, dialect, write),
        lockIdempotencyKey: (key) => dialect.advisoryLock(trx, LOCKS.idempotencyKey, key),
      };
      made.set(trx, tx);
    }
    return tx;
  };
  return {
    repos,
    transaction: (work) => database.transaction((trx) => work(over(trx))),
    grouped: (work) => database.grouped((trx, arg) => work(over(trx), arg)),
  };
}

export interface BookingData {
  database: BookingDatabase;
  repos: Repositories;
  schedules: ScheduleStore;
  /** Counts shared by every instance (PostgreSQL); none on SQLite, whose one process counts in memory. */
  rateLimits: RateLimitsRepository | null;
  close(): Promise<void>;
}

export interface DataOptions {
  /** The schedule written on first start (an empty database), and where it came from. */
  seed?: { schedule: Schedule; source: string } | undefined;
  /** Idempotency keys older than this are forgotten on start. */
  keyRetentionDays?: number;
}

export async function openData(options: DatabaseOptions, { seed, keyRetentionDays = 7 }: DataOptions = {}): Promise<BookingData> {
  const database = await openDatabase(options);
  const repos = repositoriesOf(database.db, database.dialect);
  const schedules = createScheduleStore(database);
  const rateLimits = database.kind === 'postgres' ? new RateLimitsRepository(database.db) : null;
  let sweep: NodeJS.Timeout | undefined;
  try {
    await repos.idempotency.forgetBefore(new Date(Date.now() - keyRetentionDays * 86_400_000));
    if (rateLimits) {
      await rateLimits.sweep();
      sweep = setInterval(() => void rateLimits.sweep().catch(() => undefined), 600_000);
      sweep.unref();
    }
    if (seed) {
      await schedules.write(seed.schedule, { source: seed.source, ifRevision: 0 });
      await schedules.fillMissingFees(seed.schedule, seed.source);
    }
  } catch (error) {
    clearInterval(sweep);
    await database.close();
    throw error;
  }
  return {
    database,
    repos,
    schedules,
    rateLimits,
    close: async () => {
      clearInterval(sweep);
      await database.close();
    },
  };
}

/** PostgreSQL when DATABASE_URL is set, else the embedded SQLite file; seeded with the schedule file if it never had a schedule. */
export function openConfiguredData(config: BookingConfig): Promise<BookingData> {
  const seed = config.scheduleFile ? readScheduleFile(config.scheduleFile) : undefined;
  const options: DatabaseOptions = config.databaseUrl
    ? { kind: 'postgres', connectionString: config.databaseUrl, schema: config.databaseSchema, poolSize: config.databasePoolSize }
    : { kind: 'sqlite', dataDir: path.resolve(config.dataDir), synchronous: config.sqliteSync };
  return openData(options, { seed });
}
