// `npm run migrate -w mfe-booking/server`: brings the configured storage's schema up to date (the API also does
// this on start), with the same settings as the API, `.env` included: DATABASE_URL for PostgreSQL, else BOOKING_DATA_DIR.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { operatorConfig, storageOf } from '../../operator';
import { SQLITE_FILE } from '../open';
import { SQLITE_PAGE_SIZE, prepareSqliteFile, repackPages } from '../sqlite-pages';
import { MIGRATIONS } from './index';
import { migratePostgres, migrateSqlite } from './run';

async function main() {
  const config = operatorConfig('npm run migrate', import.meta.dirname);
  let applied;
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 1 });
    try {
      applied = await migratePostgres(pool, config.databaseSchema);
    } finally {
      await pool.end();
    }
  } else {
    const dataDir = path.resolve(config.dataDir);
    fs.mkdirSync(dataDir, { recursive: true });
    const db = new Database(path.join(dataDir, SQLITE_FILE));
    try {
      prepareSqliteFile(db);
      applied = migrateSqlite(db);
      const pages = repackPages(db);
      if (pages === 'repacked') console.log(`rewrote the file in ${SQLITE_PAGE_SIZE}-byte pages`);
      if (pages === 'in use')
        console.log(
          `The file keeps ${String(db.pragma('page_size', { simple: true }))}-byte pages: another process has it open. Stop the API and run this again to rewrite it in ${SQLITE_PAGE_SIZE}-byte pages (faster bookings).`,
        );
    } finally {
      db.close();
    }
  }
  for (const migration of applied) console.log(`applied ${String(migration.version).padStart(3, '0')}_${migration.name}`);
  console.log(`${storageOf(config)} is at schema version ${MIGRATIONS.at(-1)?.version ?? 0}`);
}

main().catch((error: unknown) => {
  console.error('Migration failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
