/** One versioned schema change, written once per storage; both storages run the same list in order. */
export interface Migration {
  /** 1, 2, 3…: the position in MIGRATIONS, recorded in each database once applied. */
  version: number;
  name: string;
  sqlite: string;
  postgres: string;
}
