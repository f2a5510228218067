// A query of one fixed shape, built and compiled by Kysely once per database kind and then run with new
// values: building and compiling a query costs tens of microseconds, and a booking runs about eight
// (bench/REPORT.md, "Booking API on one SQL layer"). Only the statements every booking runs use it.
import type { Compilable, CompiledQuery, Kysely, QueryResult } from 'kysely';
import type { SqlDialect } from './dialect';
import { executeIn } from './transaction';
import type { Tables } from './schema';

/** Stands where the i-th value of a run goes. */
class Slot {
  constructor(readonly index: number) {}
}

/** `param(i)` in a query built by `prepared` is the i-th value each run gives (typed never: it fits any column). */
export type Param = (index: number) => never;

const param: Param = (index) => new Slot(index) as never;

export function prepared<R>(build: (db: Kysely<Tables>, param: Param) => Compilable<R>) {
  const compiled = new Map<SqlDialect['kind'], { query: CompiledQuery<R>; slots: Array<number | undefined> }>();
  return (db: Kysely<Tables>, dialect: SqlDialect, values: readonly unknown[]): Promise<QueryResult<R>> => {
    let entry = compiled.get(dialect.kind);
    if (!entry) {
      const query = build(db, param).compile();
      entry = { query, slots: query.parameters.map((value) => (value instanceof Slot ? value.index : undefined)) };
      compiled.set(dialect.kind, entry);
    }
    const { query, slots } = entry;
    return executeIn<R>(db, {
      ...query,
      parameters: query.parameters.map((value, i) => (slots[i] === undefined ? value : values[slots[i]])),
    });
  };
}
