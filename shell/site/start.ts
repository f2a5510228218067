// `npm start`: builds whatever is missing, then serves the whole site on one origin.
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@hospital/shared-types';
import { buildPackage } from './releases/build';
import { fileExists, shellDist, releasesDir, siteDir } from './paths';
import { Prerenderer } from './prerender/prerender';
import { listReleases, makeLive, packageVersion, publish, readMap, releaseId, releaseOfUrl } from './releases/releases';
import { createSiteServer } from './server/server';
import { startBookingApi, startMailCatcher, startPaymentStandIn, type RunningApi } from './server/booking-api';

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

  // Without a payment gateway's keys, Pay Now goes to a local stand-in (no money moves); its keys are made up
  // for this run and set for the API and the pages' policy. With RAZORPAY_* set, the real gateway is used.
  const gatewayKeys = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'].some((name) => process.env[name]);
  const standIn = gatewayKeys ? null : await startPaymentStandIn(Number(process.env.PAYMENT_STAND_IN_PORT ?? port + 3), `http://localhost:${port}/api/payments/webhook`);
  if (standIn) Object.assign(process.env, standIn.env);

  const apis: RunningApi[] = [];
  // BOOKING_API_INSTANCES=2 (with DATABASE_URL=postgres://…) runs several API processes on consecutive ports.
  const instances = Math.max(1, Number(process.env.BOOKING_API_INSTANCES ?? 1) || 1);
  const firstApiPort = Number(process.env.API_PORT ?? port + 710);
  for (let i = 0; i < instances; i++) {
    const api = await startBookingApi(firstApiPort + i);
    if (api) apis.push(api);
  }

  const prerenderer = new Prerenderer(siteDir(), shellDist(), (message) => console.log(message));
  const app = await createSiteServer({ apiUpstreams: apis.map((a) => a.url), prerenderer });
  const stop = async () => {
    prerenderer.stop();
    for (const { child } of apis) child.kill('SIGTERM');
    catcher?.child.kill('SIGTERM');
    standIn?.child.kill('SIGTERM');
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // Pages are prerendered against the site itself before it says it is ready, and again by themselves after
  // each release or rollback (the prerenderer watches the map), never because of a visit.
  const prerendered = prerenderer.start(`http://localhost:${port}`);
  await app.listen({ port, host });
  await prerendered;
  console.log(`The hospital site is on http://localhost:${port} (Ctrl-C stops everything)`);
  if (catcher) console.log(`E-mails the site sends are caught, not delivered: read them in ${mailFolder} (one .eml file each; SMTP on ${catcher.url})`);
  if (standIn) console.log(`Pay Now goes to a local stand-in payment gateway (no money moves) on ${standIn.env.RAZORPAY_API_URL}; set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET for Razorpay`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
