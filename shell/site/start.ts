// `npm start`: builds whatever is missing, then serves the whole site on one origin.
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@hospital/shared-types';
import { buildPackage } from './releases/build';
import { fileExists, shellDist, releasesDir, siteDir } from './paths';
import { PageRenderer } from './render/pages';
import { listReleases, makeLive, packageVersion, publish, readMap, releaseId, releaseOfUrl } from './releases/releases';
import { createSiteServer } from './server/server';
import { startBookingApi, startMailCatcher, type RunningApi } from './server/booking-api';

async function ensureShell() {
  if (await fileExists(path.join(shellDist(), 'index.html'))) return;
  console.log('Building the shell…');
  await buildPackage('shell');
}

/** Makes sure the map names a published release of the remote, building and publishing one if none exists. */
async function ensureRemote(remote: RemoteName) {
  const live = releaseOfUrl((await readMap())[remote]);
  if (live && (await fileExists(path.join(releasesDir(remote), live, 'mf-manifest.json')))) return;
  const published = await listReleases(remote);
  const latest = published.at(-1);
  if (latest) {
    await makeLive(remote, latest.release);
    return;
  }
  const version = await packageVersion(remote);
  const release = releaseId(version);
  console.log(`Building mfe-${remote} ${release}…`);
  await buildPackage(remote, release);
  await publish(remote, release, version);
  await makeLive(remote, release);
}

async function main() {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? 'localhost';
  await ensureShell();
  for (const remote of REMOTE_NAMES) await ensureRemote(remote);

  // Without SMTP_URL, the site's e-mails go to a local catcher that keeps them as .eml files.
  const mailFolder = path.resolve(siteDir(), 'mail');
  const catcher = process.env.SMTP_URL ? null : await startMailCatcher(Number(process.env.MAIL_CATCHER_PORT ?? port + 2), mailFolder);
  if (catcher) process.env.SMTP_URL = catcher.url;

  const apis: RunningApi[] = [];
  // BOOKING_API_INSTANCES=2 (with DATABASE_URL=postgres://…) runs several API processes on consecutive ports.
  const instances = Math.max(1, Number(process.env.BOOKING_API_INSTANCES ?? 1) || 1);
  const firstApiPort = Number(process.env.API_PORT ?? port + 710);
  for (let i = 0; i < instances; i++) {
    const api = await startBookingApi(firstApiPort + i);
    if (api) apis.push(api);
  }

  const pages = new PageRenderer({ site: siteDir(), shell: shellDist(), log: (message) => console.log(message) });
  const app = await createSiteServer({ apiUpstreams: apis.map((a) => a.url), pages });
  const stop = async () => {
    await pages.close();
    for (const { child } of apis) child.kill('SIGTERM');
    catcher?.child.kill('SIGTERM');
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await app.listen({ port, host });
  // Pages are rendered when they are asked for; the site is ready once it can render (its home page is).
  if (!(await pages.ready())) console.log('The server cannot render pages yet: they are served plain, for the browser to render.');
  console.log(`The hospital site is on http://localhost:${port} (Ctrl-C stops everything)`);
  if (catcher) console.log(`E-mails the site sends are caught, not delivered: read them in ${mailFolder} (one .eml file each; SMTP on ${catcher.url})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
