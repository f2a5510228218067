// The local stack's site server (@hospital/site) with only its /api pass-through in use, as its
// own process: the load proof puts it in front of one or several API instances.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSiteServer } from '@hospital/site/server';

async function main() {
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'booking-scale-site-'));
  fs.mkdirSync(path.join(empty, 'releases'));
  const apiUpstreams = (process.env.API_UPSTREAMS ?? '').split(',').filter(Boolean);
  const app = await createSiteServer({ apiUpstreams, site: empty, shell: empty });
  await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
