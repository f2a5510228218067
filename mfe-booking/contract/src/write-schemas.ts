// Writes the browser's copies of the payload schemas, one JSON file per page's concern (a test fails while one is stale).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BROWSER_SCHEMA_COPIES } from './browser-schema-copies';

for (const [file, schemas] of Object.entries(BROWSER_SCHEMA_COPIES)) {
  writeFileSync(fileURLToPath(new URL(file, import.meta.url)), `${JSON.stringify(schemas, null, 2)}\n`);
}
