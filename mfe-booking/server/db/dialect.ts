// The few things SQLite and PostgreSQL do differently, in one place; every query else is written once.
//
// SQLite: one writer at a time (a write transaction begins IMMEDIATE and holds the whole database), so
// row locks, SKIP LOCKED and advisory locks have nothing to add there; commits are group commits (see
// ./transaction.ts). PostgreSQL: many writers, so rows and keys are locked explicitly.
import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Tables } from './schema';

export type DatabaseKind = 'sqlite' | 'postgres';

/** Fixed numbers for advisory locks: each one a kind of thing that only one transaction may write at once. */
export const LOCKS = {
  /** Bookings that carry the same Idempotency-Key (with the key's hash as the second number). */
  idempotencyKey: 804_417_202,
  /** Schedule writers. */
  schedule: 804_417_203,
} as const;

export interface SqlDialect {
  kind: DatabaseKind;
  /** Locks the rows a select reads until the transaction ends. */
  lockRows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O>;
  /** Locks the rows it reads and passes over rows another transaction holds (two workers, one queue). */
  claimRows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O>;
  /** Holds a lock on (space, key) until the transaction ends: one transaction at a time per key. */
  advisoryLock(trx: Kysely<Tables>, space: number, key?: string): Promise<void>;
  /** The error a unique index raised. */
  isUniqueViolation(error: unknown): boolean;
  /** A message's JSON payload with its manage link blanked (a message that will not be sent keeps no working link). */
  payloadWithoutLink: RawBuilder<string>;
  /** Bookings that arrive together share one transaction (one fsync); see ./transaction.ts. */
  groupCommit: boolean;
}

const sqlite: SqlDialect = {
  kind: 'sqlite',
  lockRows: (query) => query,
  claimRows: (query) => query,
  advisoryLock: async () => undefined,
  isUniqueViolation: (error) => /^SQLITE_CONSTRAINT_(UNIQUE|PRIMARYKEY)$/.test(String((error as { code?: unknown }).code)),
  payloadWithoutLink: sql<string>`json_set(payload, '$.manageUrl', json('null'))`,
  groupCommit: true,
};

const postgres: SqlDialect = {
  kind: 'postgres',
  lockRows: (query) => query.forUpdate(),
  claimRows: (query) => query.forUpdate().skipLocked(),
  advisoryLock: async (trx, space, key) => {
    await (
      key === undefined ? sql`SELECT pg_advisory_xact_lock(${space})` : sql`SELECT pg_advisory_xact_lock(${space}, hashtext(${key}))`
    ).execute(trx);
  },
  isUniqueViolation: (error) => (error as { code?: unknown }).code === '23505',
  payloadWithoutLink: sql<string>`(payload::jsonb || '{"manageUrl": null}'::jsonb)::text`,
  groupCommit: false,
};

export const DIALECTS: Record<DatabaseKind, SqlDialect> = { sqlite, postgres };
