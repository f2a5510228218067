// The booking API as a process: `tsx mfe-booking/server/main.ts` (the local stack starts it this way).
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openStore } from './store/open';

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

async function main() {
  const config = loadConfig(process.env, path.join(REPO_ROOT, '.data', 'booking'), path.join(import.meta.dirname, 'schedule', 'schedule.json'));
  const store = await openStore(config);
  const app = await buildApp({ store, config });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'booking API stopping');
    await app.close();
    await store.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error('The booking API could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
