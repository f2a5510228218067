// `npm run schedule -w mfe-booking/server -- <command>`: changes doctors' schedules in the database the API uses
// (same settings as the API, `.env` included: DATABASE_URL for PostgreSQL, else BOOKING_DATA_DIR). See commands.ts.
import { openConfiguredData } from '../../data';
import { operatorConfig } from '../../operator';
import { runScheduleCommand } from './run-command';

async function main() {
  const config = operatorConfig('npm run schedule', import.meta.dirname);
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
