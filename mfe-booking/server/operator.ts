// What every entry point of the API's package does first: reads the checkout's `.env` (as `npm run serve` does),
// then the settings through the one schema. The operator's commands also say on their first line which
// database and site they act on, so a command pointed at the wrong place is seen before it acts.
import path from 'node:path';
import { describeDatabaseUrl, loadEnvFile, SettingsRefusal, type EnvFile } from '@hospital/server-kit';
import { configFor, serverDirFrom, type BookingConfig } from './config';
import { SQLITE_FILE } from './db/open';

/** The checkout's `.env`, found from the folder of a running entry point (its source or its build). */
export const loadCheckoutEnv = (here: string): EnvFile => loadEnvFile(path.join(serverDirFrom(here), '..', '..'));

/** Where the appointments are kept, in words: the database's host and name, never a password. */
export const storageOf = (config: Pick<BookingConfig, 'databaseUrl' | 'databaseSchema' | 'dataDir'>): string =>
  config.databaseUrl
    ? `${describeDatabaseUrl(config.databaseUrl)}, schema "${config.databaseSchema}"`
    : `SQLite file ${path.resolve(config.dataDir, SQLITE_FILE)}`;

/** The configuration of an operator's command (`npm run staff`, …), refused as the servers refuse it, announced on stdout. */
export function operatorConfig(command: string, here: string, print: (line: string) => void = console.log): BookingConfig {
  const envFile = loadCheckoutEnv(here);
  let config: BookingConfig;
  try {
    config = configFor(process.env, here);
  } catch (error) {
    throw error instanceof SettingsRefusal ? new SettingsRefusal(command, error.problems) : error;
  }
  print(
    `${command}: acting on ${storageOf(config)}; site ${config.siteUrl}${envFile.found ? '' : ` (no ${envFile.file}: the environment only)`}`,
  );
  for (const warning of envFile.warnings) print(`Warning: ${warning}`);
  return config;
}
