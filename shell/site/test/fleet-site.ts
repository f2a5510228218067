// One site server of the fleet test: its own site folder and port, the page renderer and the registry follower,
// without booking API instances. `node --import tsx fleet-site.ts <site> <shell> <port>` with DATABASE_URL set.
import { ReleaseFollower } from '../registry/release-follower';
import { PageRenderer } from '../render/pages';
import { createSiteServer } from '../server/server';
import { canaryWatch } from '../canary/watch';
import { Registry } from 'prom-client';

const [site = '', shell = '', port = ''] = process.argv.slice(2);
const databaseUrl = process.env.DATABASE_URL ?? '';
const log = (message: string) => console.log(message);
const follower = new ReleaseFollower({ connectionString: databaseUrl, site, log });
const pages = new PageRenderer({ site, shell, log });
// The fleet test's canaries decide on a few dozen visits, looked at every 500 ms.
const canaries = canaryWatch({
  site,
  databaseUrl,
  registry: new Registry(),
  minVisits: Number(process.env.CANARY_MIN_VISITS ?? 100),
  intervalMs: 500,
});
const app = await createSiteServer({ site, shell, pages, follower, signals: canaries.signals, releases: { counts: canaries.counts } });
await app.listen({ port: Number(port), host: '127.0.0.1' });
await follower.start();
canaries.start((fields, message) => console.log(JSON.stringify({ level: 'warn', ...fields, msg: message })));
console.log(`listening on ${port}`);

const stop = async () => {
  await app.close();
  await canaries.stop();
  await follower.stop();
  await pages.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
