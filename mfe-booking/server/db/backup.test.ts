// The backup and restore docs/operations.md gives, run as written: a backup taken while the API takes bookings,
// restored into an empty place, holds every booking that was answered 201 before it, with its messages.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { openData } from '../data';
import { startServer, tempDataDir, validPayload } from '../test/harness';
import { STORAGE, TEST_DATABASE_URL, schemaFor } from '../test/storage';

const run = promisify(execFile);

/** Debian's PostgreSQL tools (pg_dump, pg_restore), where postgres.sh found them. */
const pgBin = (tool: string): string => {
  const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)) : [];
  return versions.map((version) => path.join('/usr/lib/postgresql', version, 'bin', tool)).find((file) => fs.existsSync(file)) ?? tool;
};

it(`a backup taken while the API runs restores every booking made before it (${STORAGE})`, async () => {
  const dataDir = tempDataDir();
  const server = await startServer({ dataDir });
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'booking-backup-'));
  const references: string[] = [];
  try {
    for (let i = 0; i < 3; i++) {
      const answer = await server.post(validPayload());
      expect(answer.status).toBe(201);
      references.push(String(answer.body.appointmentId));
    }
    let restored;
    if (!TEST_DATABASE_URL) {
      // docs/operations.md, "Backups": SQLite's online backup through the driver the API uses…
      const backup = path.join(folder, 'appointments-backup.sqlite');
      const source = path.join(dataDir, 'appointments.sqlite');
      await run(process.execPath, ['-e', `require('better-sqlite3')(${JSON.stringify(source)}).backup(${JSON.stringify(backup)}).then(() => console.log('done'))`], {
        cwd: path.resolve(__dirname, '..'),
      });
      // …restored by putting the file in place as appointments.sqlite of an empty data folder.
      const restoredDir = path.join(folder, 'restored');
      fs.mkdirSync(restoredDir);
      fs.copyFileSync(backup, path.join(restoredDir, 'appointments.sqlite'));
      restored = await openData({ kind: 'sqlite', dataDir: restoredDir });
    } else {
      // pg_dump of the API's schema in PostgreSQL's custom format, restored with pg_restore into a new database.
      const schema = schemaFor(dataDir);
      const dump = path.join(folder, 'booking.dump');
      await run(pgBin('pg_dump'), ['--format=custom', `--schema=${schema}`, `--file=${dump}`, TEST_DATABASE_URL]);
      const database = `restore_${process.pid}`;
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${database}`);
      await admin.end();
      const target = new URL(TEST_DATABASE_URL);
      target.pathname = `/${database}`;
      await run(pgBin('pg_restore'), ['--no-owner', `--dbname=${target.toString()}`, dump]);
      restored = await openData({ kind: 'postgres', connectionString: target.toString(), schema, poolSize: 2 });
    }
    try {
      for (const reference of references) {
        const appointment = await restored.repos.appointments.findById(reference);
        expect(appointment).toMatchObject({ appointmentId: reference, status: 'booked' });
        expect((await restored.repos.outbox.of(reference)).map((message) => message.kind)).toContain('booked');
      }
    } finally {
      await restored.close();
    }
  } finally {
    await server.stop();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}, 60_000);
