/** One versioned schema change, written once per storage; both storages run the same list in order. */
export interface Migration {
  /** 1, 2, 3…: the position in MIGRATIONS, recorded in each database once applied. */
  version: number;
  name: string;
  sqlite: string;
  postgres: string;
  /** Rows the change derives in code from rows already there, written in the migration's transaction after its SQL. */
  backfill?: Backfill;
}

/** Reads rows with `select` (SQL both databases run) and inserts what `rows` makes of each into `table`. */
export interface Backfill {
  select: string;
  table: string;
  columns: readonly string[];
  rows: (row: Record<string, unknown>) => unknown[][];
}
