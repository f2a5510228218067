import path from 'node:path';
import type { BookingConfig } from '../config';
import { readScheduleFile } from '../schedule/read-file';
import { openPostgresStore } from './postgres';
import { openSqliteStore } from './sqlite';
import type { AppointmentStore } from './types';

/**
 * PostgreSQL when DATABASE_URL is set, else the embedded SQLite file; either is migrated on open, and
 * seeded with the schedule file if it has never had a schedule.
 */
export async function openStore(config: BookingConfig): Promise<AppointmentStore> {
  const seed = config.scheduleFile ? readScheduleFile(config.scheduleFile) : undefined;
  if (config.databaseUrl) {
    return openPostgresStore({ connectionString: config.databaseUrl, schema: config.databaseSchema, poolSize: config.databasePoolSize, ...(seed ? { seed } : {}) });
  }
  return openSqliteStore({ dataDir: path.resolve(config.dataDir), synchronous: config.sqliteSync, ...(seed ? { seed } : {}) });
}
