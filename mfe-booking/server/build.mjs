// `npm run build -w mfe-booking/server`: the API and its operator commands as JavaScript in dist/ (esbuild.server.mjs).
import { buildServer } from '../../esbuild.server.mjs';

await buildServer(import.meta.dirname, {
  main: 'main.ts',
  staff: 'features/desk/staff-auth/cli.ts',
  schedule: 'features/schedules/cli.ts',
  migrate: 'db/migrations/cli.ts',
});
