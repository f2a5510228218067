// The one way the API opens a transaction, and SQLite's group commit.
import { CompiledQuery, type Kysely, type QueryResult } from 'kysely';
import { runAtOnce, transactionBegun } from './sqlite-driver';
import type { SqlDialect } from './dialect';
import type { Tables } from './schema';

export interface TransactionOptions {
  /** A consistent snapshot that writes nothing (PostgreSQL: REPEATABLE READ READ ONLY; SQLite: a deferred BEGIN). */
  snapshot?: boolean;
}

/** Runs `work` in one transaction: committed when it returns, rolled back when it throws. */
export function inTransaction<T>(
  db: Kysely<Tables>,
  work: (trx: Kysely<Tables>) => Promise<T>,
  { snapshot = false }: TransactionOptions = {},
): Promise<T> {
  const builder = db.transaction();
  return (snapshot ? builder.setIsolationLevel('repeatable read').setAccessMode('read only') : builder).execute((trx) => {
    transactionBegun(db, trx);
    return work(trx);
  });
}

/** `query` in the transaction `trx`: at once on SQLite's writer, else through Kysely. */
export function executeIn<R>(trx: Kysely<Tables>, query: CompiledQuery): Promise<QueryResult<R>> {
  try {
    const result = runAtOnce<R>(trx, query);
    if (result) return Promise.resolve(result);
  } catch (error) {
    return Promise.reject(error as Error);
  }
  return trx.executeQuery<R>(query);
}

// Written once: each is run many times a second.
const SAVEPOINT = {
  unit: CompiledQuery.raw('SAVEPOINT unit'),
  releaseUnit: CompiledQuery.raw('RELEASE SAVEPOINT unit'),
  rollbackUnit: CompiledQuery.raw('ROLLBACK TO SAVEPOINT unit'),
  attempt: CompiledQuery.raw('SAVEPOINT attempt'),
  releaseAttempt: CompiledQuery.raw('RELEASE SAVEPOINT attempt'),
  rollbackAttempt: CompiledQuery.raw('ROLLBACK TO SAVEPOINT attempt'),
};

interface Pending<A, R> {
  arg: A;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/**
 * A unit of work run in a transaction of its own, or (SQLite) together with the others that arrive
 * while one commit is in progress: one transaction, each unit in a savepoint, one fsync for all. With
 * synchronous=FULL an fsync costs about a millisecond here, so one per booking would cap the API near a
 * thousand bookings a second. Nobody is answered before the commit is on disk; a unit that throws is
 * rolled back to its savepoint alone.
 */
export function groupedWork<A, R>(
  db: Kysely<Tables>,
  dialect: SqlDialect,
  work: (trx: Kysely<Tables>, arg: A) => Promise<R>,
): (arg: A) => Promise<R> {
  if (!dialect.groupCommit) return (arg) => inTransaction(db, (trx) => work(trx, arg));

  let queue: Array<Pending<A, R>> = [];
  let committing = false;
  const runBatch = async (batch: Array<Pending<A, R>>) => {
    const outcomes: Array<{ ok: true; result: R } | { ok: false; error: unknown }> = [];
    const [only] = batch;
    if (batch.length === 1 && only) {
      // Alone in its transaction: it needs no savepoint of its own.
      await inTransaction(db, (trx) => work(trx, only.arg)).then(
        (result) => outcomes.push({ ok: true, result }),
        (error: unknown) => outcomes.push({ ok: false, error }),
      );
      return outcomes;
    }
    await inTransaction(db, async (trx) => {
      for (const { arg } of batch) {
        await executeIn(trx, SAVEPOINT.unit);
        try {
          outcomes.push({ ok: true, result: await work(trx, arg) });
          await executeIn(trx, SAVEPOINT.releaseUnit);
        } catch (error) {
          await executeIn(trx, SAVEPOINT.rollbackUnit);
          await executeIn(trx, SAVEPOINT.releaseUnit);
          outcomes.push({ ok: false, error });
        }
      }
    });
    return outcomes;
  };
  const flush = () => {
    if (committing || queue.length === 0) return;
    committing = true;
    const batch = queue;
    queue = [];
    runBatch(batch)
      .then(
        (outcomes) =>
          batch.forEach((pending, index) => {
            const outcome = outcomes[index];
            if (outcome?.ok) pending.resolve(outcome.result);
            else pending.reject(outcome ? outcome.error : new Error('Outcome missing'));
          }),
        (error: unknown) => batch.forEach((pending) => pending.reject(error)),
      )
      .finally(() => {
        committing = false;
        flush();
      });
  };
  return (arg) =>
    new Promise<R>((resolve, reject) => {
      if (queue.length === 0 && !committing) setImmediate(flush);
      queue.push({ arg, resolve, reject });
    });
}

/**
 * Runs `write` inside a savepoint of `trx`: true when it succeeded, false when a unique index refused it
 * (undone alone; the rest of the transaction goes on). Any other error is thrown.
 */
export async function unlessUniqueViolation(trx: Kysely<Tables>, dialect: SqlDialect, write: () => Promise<void>): Promise<boolean> {
  await executeIn(trx, SAVEPOINT.attempt);
  try {
    await write();
    await executeIn(trx, SAVEPOINT.releaseAttempt);
    return true;
  } catch (error) {
    await executeIn(trx, SAVEPOINT.rollbackAttempt);
    await executeIn(trx, SAVEPOINT.releaseAttempt);
    if (!dialect.isUniqueViolation(error)) throw error;
    return false;
  }
}
