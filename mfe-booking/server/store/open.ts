import path from 'node:path';
import type { BookingConfig } from '../config';
import { openPostgresStore } from './postgres';
import { openSqliteStore } from './sqlite';
import type { AppointmentStore } from './types';

/** PostgreSQL when DATABASE_URL is set, else the embedded SQLite file; either is migrated on open. */
export async function openStore(config: BookingConfig): Promise<AppointmentStore> {
  if (config.databaseUrl) {
    return openPostgresStore({ connectionString: config.databaseUrl, schema: config.databaseSchema, poolSize: config.databasePoolSize });
  }
  return openSqliteStore({ dataDir: path.resolve(config.dataDir), synchronous: config.sqliteSync });
}
