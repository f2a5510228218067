// `npm run schedule -w mfe-booking/server -- <command>`: changes doctors' schedules in the database the API uses
// (same environment as the API: DATABASE_URL for PostgreSQL, else BOOKING_DATA_DIR). See commands.ts.
import { configFor } from '../../config';
import { openConfiguredData } from '../../data';
import { runScheduleCommand } from './commands';

async function main() {
  const config = configFor(process.env, import.meta.dirname);
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
