// Kysely's SQLite dialect with two changes the booking API needs from better-sqlite3:
// - a write transaction starts with BEGIN IMMEDIATE: it takes the write lock first, so two processes on
//   one file queue on busy_timeout instead of one failing when its read lock cannot be upgraded;
// - statements are prepared once per SQL text and kept (Kysely's driver prepares on every query, about
//   a fifth of a booking's database time here).
import type Database from 'better-sqlite3';
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

/** Distinct statements are few (the queries are written in code); this only bounds a mistake. */
const MAX_CACHED = 500;

class CachingConnection implements DatabaseConnection {
  private readonly statements = new Map<string, Database.Statement>();

  constructor(private readonly db: Database.Database) {}

  private prepare(text: string): Database.Statement {
    let statement = this.statements.get(text);
    if (!statement) {
      if (this.statements.size >= MAX_CACHED) this.statements.clear();
      statement = this.db.prepare(text);
      this.statements.set(text, statement);
    }
    return statement;
  }

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const statement = this.prepare(query.sql);
    const parameters = query.parameters as unknown[];
    if (statement.reader) return Promise.resolve({ rows: statement.all(parameters) as R[] });
    const { changes, lastInsertRowid } = statement.run(parameters);
    return Promise.resolve({ rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) });
  }

  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not used with SQLite');
  }
}

/** SQLite has one connection: whoever holds it runs alone until it is released. */
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

class BookingSqliteDriver implements Driver {
  private readonly mutex = new Mutex();
  private readonly connection: CachingConnection;

  constructor(private readonly db: Database.Database) {
    this.connection = new CachingConnection(db);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.mutex.lock();
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(settings.accessMode === 'read only' ? 'begin' : 'begin immediate'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    this.mutex.unlock();
  }

  async destroy(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}

export class BookingSqliteDialect implements Dialect {
  constructor(private readonly db: Database.Database) {}

  createDriver(): Driver {
    return new BookingSqliteDriver(this.db);
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
