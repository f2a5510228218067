import { createHash } from 'node:crypto';
import path from 'node:path';
import { openData, type BookingData } from '../data';
import type { Schedule } from '../domain/schedule';

/**
 * The API tests run on SQLite by default and on PostgreSQL when TEST_DATABASE_URL is set
 * (`npm run test:postgres -w mfe-booking/server` starts a throwaway cluster and sets it).
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
export const STORAGE: 'postgres' | 'sqlite' = TEST_DATABASE_URL ? 'postgres' : 'sqlite';

/** One PostgreSQL schema per data folder: a fresh folder is a fresh database, the same folder the same one. */
export const schemaFor = (dataDir: string) => `t_${createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16)}`;

export async function openTestData(
  dataDir: string,
  synchronous: 'FULL' | 'NORMAL' = 'FULL',
  seed?: { schedule: Schedule; source: string },
): Promise<BookingData> {
  return openData(
    TEST_DATABASE_URL
      ? { kind: 'postgres', connectionString: TEST_DATABASE_URL, schema: schemaFor(dataDir), poolSize: 4 }
      : { kind: 'sqlite', dataDir, synchronous },
    { seed },
  );
}

/** The environment that points a spawned API process (main.ts) at the same storage. */
export const storageEnv = (dataDir: string): Record<string, string> =>
  TEST_DATABASE_URL ? { DATABASE_URL: TEST_DATABASE_URL, BOOKING_PG_SCHEMA: schemaFor(dataDir) } : { BOOKING_DATA_DIR: dataDir };
