// The backup and restore docs/operations.md gives, read from that page and run as written: a backup taken while
// the API takes bookings, restored into an empty place, holds every booking that was answered 201 before it.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { openData as openStorage, type BookingData } from '../data';
import { startServer, tempDataDir, validPayload } from '../test/harness';
import { STORAGE, TEST_DATABASE_URL } from '../test/storage';
import { readScheduleFile } from '../features/schedules/read-file';
import { ALWAYS_OPEN_FILE } from '../test/schedules';

const run = promisify(execFile);
/** The storage, seeded with the always-open schedule the test API books on. */
const openData = (storage: Parameters<typeof openStorage>[0]) => openStorage(storage, { seed: readScheduleFile(ALWAYS_OPEN_FILE) });
const SERVER_DIR = path.resolve(__dirname, '..');
const OPERATIONS = fs.readFileSync(path.resolve(SERVER_DIR, '../../docs/operations.md'), 'utf8');

/** The shell block the page marks `<!-- backup.test.ts: name -->`. */
const documented = (name: string): string => {
  const block = new RegExp(`<!-- backup\\.test\\.ts: ${name} -->\\n+\`\`\`sh\\n([\\s\\S]*?)\`\`\``).exec(OPERATIONS);
  if (!block?.[1]) throw new Error(`docs/operations.md has no block "${name}"`);
  return block[1];
};

/** Debian's PostgreSQL tools (pg_dump, createdb…), where postgres.sh found them, first on the PATH. */
const pgBinDir = (): string | undefined => {
  const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)) : [];
  return versions
    .map((version) => path.join('/usr/lib/postgresql', version, 'bin'))
    .find((dir) => fs.existsSync(path.join(dir, 'pg_restore')));
};

/** Runs a documented block with `sh -e` from the checkout's root, as an operator would, with these settings. */
const runDocumented = async (name: string, env: Record<string, string>): Promise<void> => {
  const bin = pgBinDir();
  await run('sh', ['-ec', documented(name)], {
    cwd: path.resolve(SERVER_DIR, '../..'),
    env: { PATH: bin ? `${bin}:${process.env.PATH}` : process.env.PATH, HOME: os.tmpdir(), ...env },
  });
};

const withDatabase = (url: string, database: string): string => {
  const target = new URL(url);
  target.pathname = `/${database}`;
  return target.toString();
};

const adminQuery = async (sql: string): Promise<void> => {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
};

/** Books three appointments on a running API over `data`, then backs up and restores; checks the restored copy. */
async function bookBackUpRestore(data: BookingData, backUpAndRestore: () => Promise<BookingData>): Promise<void> {
  const server = await startServer({ data });
  const references: string[] = [];
  let restored: BookingData | undefined;
  try {
    for (let i = 0; i < 3; i++) {
      const answer = await server.post(validPayload());
      expect(answer.status).toBe(201);
      references.push(String(answer.body.appointmentId));
    }
    restored = await backUpAndRestore();
    for (const reference of references) {
      const appointment = await restored.repos.appointments.findById(reference);
      expect(appointment).toMatchObject({ appointmentId: reference, status: 'booked' });
      expect((await restored.repos.outbox.of(reference)).map((message) => message.kind)).toContain('booked');
    }
  } finally {
    await restored?.close();
    await server.stop();
  }
}

if (!TEST_DATABASE_URL) {
  it(`the documented backup taken while the API runs restores every booking made before it (${STORAGE})`, async () => {
    const dataDir = tempDataDir();
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'booking-backup-'));
    try {
      const backup = path.join(folder, 'appointments-backup.sqlite');
      const restoredDir = path.join(folder, 'restored');
      await bookBackUpRestore(await openData({ kind: 'sqlite', dataDir }), async () => {
        await runDocumented('sqlite backup', { BOOKING_DATA_DIR: dataDir, BACKUP: backup });
        await runDocumented('sqlite restore', { BOOKING_DATA_DIR: restoredDir, BACKUP: backup });
        return openData({ kind: 'sqlite', dataDir: restoredDir });
      });
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
} else {
  const url = TEST_DATABASE_URL;
  // `public` is the default schema, the one every new database already has; a named schema is a site sharing a database.
  it.each(['public', 'booking_site'])(
    'the documented pg_dump taken while the API runs restores into a new database every booking made before it (schema %s)',
    async (schema) => {
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'booking-backup-'));
      const source = `backup_source_${process.pid}`;
      await adminQuery(`DROP DATABASE IF EXISTS booking_restored`);
      await adminQuery(`CREATE DATABASE ${source}`);
      const sourceUrl = withDatabase(url, source);
      try {
        const backup = path.join(folder, 'booking.dump');
        const settings = { DATABASE_URL: sourceUrl, BACKUP: backup, ...(schema === 'public' ? {} : { BOOKING_PG_SCHEMA: schema }) };
        await bookBackUpRestore(await openData({ kind: 'postgres', connectionString: sourceUrl, schema, poolSize: 2 }), async () => {
          await runDocumented('postgres backup', settings);
          const restoredUrl = withDatabase(url, 'booking_restored');
          await runDocumented('postgres restore', { ...settings, RESTORED_URL: restoredUrl });
          return openData({ kind: 'postgres', connectionString: restoredUrl, schema, poolSize: 2 });
        });
      } finally {
        fs.rmSync(folder, { recursive: true, force: true });
        await adminQuery(`DROP DATABASE IF EXISTS ${source}`);
        await adminQuery(`DROP DATABASE IF EXISTS booking_restored`);
      }
    },
    60_000,
  );
}
