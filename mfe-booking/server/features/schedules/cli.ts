// `npm run schedule -w mfe-booking/server -- <command>`: changes doctors' schedules in the database the API uses
// (same environment as the API: DATABASE_URL for PostgreSQL, else BOOKING_DATA_DIR). See commands.ts.
import path from 'node:path';
import { loadConfig } from '../../config';
import { openConfiguredData } from '../../data';
import { runScheduleCommand } from './commands';

const SERVER_DIR = path.resolve(import.meta.dirname, '..', '..');

async function main() {
  const config = loadConfig(process.env, path.join(SERVER_DIR, '..', '..', '.data', 'booking'), path.join(SERVER_DIR, 'features', 'schedules', 'schedule.json'));
  const data = await openConfiguredData(config);
  try {
    process.exitCode = await runScheduleCommand(process.argv.slice(2), {
      schedules: data.schedules,
      appointments: data.repos.appointments,
      now: new Date(),
      horizonDays: config.horizonDays,
      print: (line) => console.log(line),
    });
  } finally {
    await data.close();
  }
}

main().catch((error: unknown) => {
  console.error('The schedule command failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
