// docs/configuration.md's table and .env.example, written from the servers' settings schemas
// (`npm run settings:docs`); settings-docs.test.ts fails when the committed ones differ.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { envExample, settingsTable } from '@hospital/server-kit';
import { bookingSettings } from '@hospital/booking-api/settings';
import { ROOT } from './paths';
import { siteSettings } from './settings';

const SERVERS = [siteSettings, bookingSettings];
export const TABLE_START =
  '<!-- settings table: written by `npm run settings:docs` from shell/site/settings.ts and mfe-booking/server/settings.ts -->';
export const TABLE_END = '<!-- end of settings table -->';
export const CONFIGURATION_DOC = path.join(ROOT, 'docs', 'configuration.md');
export const ENV_EXAMPLE = path.join(ROOT, '.env.example');

const HEADER = `
# Every setting of the site server and the booking API, written by \`npm run settings:docs\` from
# shell/site/settings.ts and mfe-booking/server/settings.ts: edit those, not this file.
# Copy it to .env and chmod 600 it (it holds secrets). Every command reads it (a variable set in the
# environment wins). Fill in the ones left uncommented (npm run serve refuses to start without them) and
# uncomment what you change; on a server set NODE_ENV=production, so every command refuses as serve does.
`;

/** The configuration page with its settings table as the schemas say. */
export function withSettingsTable(doc: string): string {
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`docs/configuration.md has no settings table between "${TABLE_START}" and "${TABLE_END}"`);
  return `${doc.slice(0, start + TABLE_START.length)}\n${settingsTable(SERVERS)}\n${doc.slice(end)}`;
}

// A variable both servers read is written once, in the site server's part: `npm run serve` gives each API
// instance its own PORT and HOST.
export const envExampleText = (): string => envExample(SERVERS, { header: HEADER });

export async function writeSettingsDocs(): Promise<void> {
  await writeFile(CONFIGURATION_DOC, withSettingsTable(await readFile(CONFIGURATION_DOC, 'utf8')));
  await writeFile(ENV_EXAMPLE, envExampleText());
}
