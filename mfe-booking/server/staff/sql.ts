import type Database from 'better-sqlite3';
import type pg from 'pg';

/** The little the staff store needs of a database: statements written once, with $1, $2… parameters. */
export interface SqlRunner {
  all<T>(text: string, values?: readonly unknown[]): Promise<T[]>;
  /** Rows changed. */
  run(text: string, values?: readonly unknown[]): Promise<number>;
  /** Runs the statements in one transaction: all or none. */
  atomically(statements: ReadonlyArray<readonly [text: string, values: readonly unknown[]]>): Promise<void>;
}

/** better-sqlite3 names parameters @p1, @p2…: the same statement text serves both storages. */
export function sqliteRunner(db: Database.Database): SqlRunner {
  const cache = new Map<string, Database.Statement>();
  const prepare = (text: string) => {
    let statement = cache.get(text);
    if (!statement) {
      statement = db.prepare(text.replace(/\$(\d+)/g, '@p$1'));
      cache.set(text, statement);
    }
    return statement;
  };
  const named = (values: readonly unknown[]) => Object.fromEntries(values.map((value, i) => [`p${i + 1}`, value]));
  return {
    all: async <T>(text: string, values: readonly unknown[] = []) => {
      const statement = prepare(text);
      return (statement.reader ? statement.all(named(values)) : (statement.run(named(values)), [])) as T[];
    },
    run: async (text, values = []) => prepare(text).run(named(values)).changes,
    // Synchronous inside: nothing else can slip a statement into the transaction.
    atomically: async (statements) => {
      db.transaction(() => {
        for (const [text, values] of statements) prepare(text).run(named(values));
      }).immediate();
    },
  };
}

export function postgresRunner(pool: pg.Pool): SqlRunner {
  return {
    all: async <T>(text: string, values: readonly unknown[] = []) => (await pool.query(text, [...values])).rows as T[],
    run: async (text, values = []) => (await pool.query(text, [...values])).rowCount ?? 0,
    atomically: async (statements) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        for (const [text, values] of statements) await client.query(text, [...values]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
  };
}
