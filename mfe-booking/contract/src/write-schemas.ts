// Writes payload-schemas.json, the browser's copy of the payload schemas (a test fails while it is stale).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PAYLOAD_SCHEMAS } from './payload-schemas';

writeFileSync(fileURLToPath(new URL('payload-schemas.json', import.meta.url)), `${JSON.stringify(PAYLOAD_SCHEMAS, null, 2)}\n`);
