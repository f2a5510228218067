// Kysely over better-sqlite3, shaped for the booking API:
// - one writer connection, held by one transaction at a time; a write transaction begins IMMEDIATE, so two
//   processes on one file queue on busy_timeout instead of one failing to upgrade its read lock;
// - a second connection answers reads made outside a transaction (free times, look-ups) from the last
//   committed state (WAL), so they never wait behind a group commit's fsync as they would on the writer;
// - statements are prepared once per SQL text and kept (Kysely's own driver prepares on every query).
import Database from 'better-sqlite3';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type { Tables } from './schema';

/** Distinct statements are few (the queries are written in code); this only bounds a mistake. */
const MAX_CACHED = 500;

class Statements {
  private readonly cache = new Map<string, Database.Statement>();

  constructor(readonly db: Database.Database) {}

  get(text: string): Database.Statement {
    let statement = this.cache.get(text);
    if (!statement) {
      if (this.cache.size >= MAX_CACHED) this.cache.clear();
      statement = this.db.prepare(text);
      this.cache.set(text, statement);
    }
    return statement;
  }
}

function run<R>(statement: Database.Statement, query: CompiledQuery): QueryResult<R> {
  const parameters = query.parameters as unknown[];
  if (statement.reader) return { rows: statement.all(parameters) as R[] };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) };
}

/** Whoever holds the writer runs alone until they let go. */
class Mutex {
  private held = false;
  private readonly waiting: Array<() => void> = [];

  async lock(): Promise<void> {
    if (!this.held) {
      this.held = true;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  unlock(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.held = false;
  }
}

/** What Kysely holds for one query or one transaction. */
class Lease implements DatabaseConnection {
  inTransaction = false;
  /** Counts the transactions this lease has held, so a finished one is told from the next. */
  transactions = 0;

  constructor(
    private readonly writer: Statements,
    private readonly reader: Statements,
    private readonly writerLock: Mutex,
  ) {}

  /** In the transaction this lease holds, at once. */
  runInTransaction<R>(query: CompiledQuery): QueryResult<R> {
    return run<R>(this.writer.get(query.sql), query);
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.inTransaction) return this.runInTransaction<R>(query);
    const read = this.reader.get(query.sql);
    if (read.readonly) return run<R>(read, query);
    // A write outside a transaction: its own, after the transaction that holds the writer.
    await this.writerLock.lock();
    try {
      return run<R>(this.writer.get(query.sql), query);
    } finally {
      this.writerLock.unlock();
    }
  }

  // The API never streams rows.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not used with SQLite');
  }
}

class BookingSqliteDriver implements Driver {
  private readonly lock = new Mutex();
  /** The lease of the transaction that holds the writer, if one does. */
  active: Lease | null = null;
  private readonly writer: Statements;
  private readonly reader: Statements;

  constructor(file: Database.Database) {
    this.writer = new Statements(file);
    const reader = new Database(file.name, { fileMustExist: true });
    reader.pragma('query_only = ON');
    reader.pragma('busy_timeout = 5000');
    this.reader = new Statements(reader);
  }

  async init(): Promise<void> {}

  // Leases are kept for the next query: Kysely remembers every connection it is given (a WeakSet), which
  // cost more than the query itself when each query had a new one.
  private readonly idle: Lease[] = [];

  async acquireConnection(): Promise<DatabaseConnection> {
    return this.idle.pop() ?? new Lease(this.writer, this.reader, this.lock);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await this.lock.lock();
    const lease = connection as Lease;
    lease.inTransaction = true;
    lease.transactions++;
    this.active = lease;
    try {
      await connection.executeQuery(CompiledQuery.raw(settings.accessMode === 'read only' ? 'begin' : 'begin immediate'));
    } catch (error) {
      // Kysely calls neither commit nor rollback after a failed begin: the writer is released here.
      this.release(connection as Lease);
      throw error;
    }
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    // A failed commit leaves the transaction open: Kysely rolls it back next, still on the writer.
    await connection.executeQuery(CompiledQuery.raw('commit'));
    this.release(connection as Lease);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await connection.executeQuery(CompiledQuery.raw('rollback'));
    } finally {
      this.release(connection as Lease);
    }
  }

  private release(lease: Lease): void {
    if (!lease.inTransaction) return;
    lease.inTransaction = false;
    if (this.active === lease) this.active = null;
    this.lock.unlock();
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    // Never more idle than were ever in use at once: as many as queries and transactions run concurrently.
    const lease = connection as Lease;
    if (!lease.inTransaction) this.idle.push(lease);
  }

  async destroy(): Promise<void> {
    for (const db of [this.reader.db, this.writer.db]) if (db.open) db.close();
  }
}

export class BookingSqliteDialect implements Dialect {
  driver: BookingSqliteDriver | undefined;

  constructor(private readonly db: Database.Database) {}

  createDriver(): Driver {
    this.driver = new BookingSqliteDriver(this.db);
    return this.driver;
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new SqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}

// Statements a booking runs in its transaction, run at once on the writer instead of through Kysely's
// executor (about ten promise steps a statement, a booking runs about ten statements): the transaction
// already holds the one connection, so there is nothing to wait for.
const drivers = new WeakMap<Kysely<Tables>, BookingSqliteDriver>();
const transactions = new WeakMap<Kysely<Tables>, { lease: Lease; transaction: number }>();

/** Makes `db` (over this dialect) able to run its transactions' statements at once. */
export function runsStatementsAtOnce(db: Kysely<Tables>, dialect: BookingSqliteDialect): void {
  if (dialect.driver) drivers.set(db, dialect.driver);
}

/** Called first thing inside a transaction of `db`: `trx` is the one that holds the writer now. */
export function transactionBegun(db: Kysely<Tables>, trx: Kysely<Tables>): void {
  const lease = drivers.get(db)?.active;
  if (lease) transactions.set(trx, { lease, transaction: lease.transactions });
}

/**
 * `query` run at once when `trx` is a transaction this driver still holds; undefined otherwise (another
 * database, PostgreSQL, or not a transaction): then Kysely runs it.
 */
export function runAtOnce<R>(trx: Kysely<Tables>, query: CompiledQuery): QueryResult<R> | undefined {
  const held = transactions.get(trx);
  if (!held || !held.lease.inTransaction || held.lease.transactions !== held.transaction) return undefined;
  return held.lease.runInTransaction<R>(query);
}
