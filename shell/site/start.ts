// `npm start`, the developer's command: builds whatever is missing (the servers' JavaScript always), then serves
// the whole site on one origin.
// Without SMTP_URL it sends the site's mail to a local catcher that keeps each message as a file, and says so.
// A server runs `npm run serve` instead (serve.ts).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@hospital/shared-types';
import { loadEnvFile, readSettings, refusal } from '@hospital/server-kit';
import { bookingSettings } from '@hospital/booking-api/settings';
import { buildPackage } from './releases/build';
import { ROOT, SITE_PACKAGE, fileExists, shellDist, releasesDir, siteDir } from './paths';
import { listReleases, makeLive, packageVersion, publish, readMap, releaseId, releaseNameOf } from './releases/releases';
import { builtRenderWorker } from './render/render-thread';
import { plannedPorts, portProblems } from './ports';
import { combinedProblems, runSite, stopOnSignals } from './run-site';
import { builtApi, startMailCatcher, startPaymentStandIn } from './server/booking-api';
import { gatewayOrigins } from './server/security-headers';
import { siteSettings } from './settings';

/**
 * The servers' JavaScript: what `npm run serve` and the operator's commands run, and what this runs too, so
 * the code a server runs is the code every browser test drives. About a second, so always made again.
 */
async function buildServers() {
  for (const folder of [SITE_PACKAGE, path.join(ROOT, 'mfe-booking', 'server')]) {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, ['build.mjs'], { cwd: folder, stdio: 'inherit' });
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`The build in ${path.relative(ROOT, folder)} failed (exit ${code})`)),
      );
    });
  }
}

async function ensureShell() {
  if (await fileExists(path.join(shellDist(), 'index.html'))) return;
  console.log('Building the shell…');
  await buildPackage('shell');
}

/** Makes sure the map names a published release of the remote, building and publishing one if none exists. */
async function ensureRemote(remote: RemoteName) {
  const live = releaseNameOf((await readMap())[remote]);
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
  loadEnvFile(ROOT);
  const site = readSettings(siteSettings, process.env, 'development');
  const api = readSettings(bookingSettings, process.env, 'development');
  const local = { mailCatcher: !process.env.SMTP_URL, paymentStandIn: !api.values?.RAZORPAY_KEY_ID };
  const problems = [
    ...new Set([...site.problems, ...api.problems]),
    ...combinedProblems(site.values, process.env),
    ...(site.values ? await portProblems(plannedPorts(site.values, local)) : []),
  ];
  if (!site.values || problems.length > 0) throw new Error(refusal('npm start', problems));
  const settings = site.values;

  await buildServers();
  await ensureShell();
  for (const remote of REMOTE_NAMES) await ensureRemote(remote);

  const apiEnv: Record<string, string> = {};
  // Links in the mails the site sends lead back to this site, unless told otherwise.
  if (!process.env.SITE_URL) apiEnv.SITE_URL = `http://localhost:${settings.PORT}`;
  // One device-cookie key for every API instance of this run (a server sets STAFF_DEVICE_SECRET).
  if (!process.env.STAFF_DEVICE_SECRET) apiEnv.STAFF_DEVICE_SECRET = randomBytes(32).toString('base64url');
  let catcher: Awaited<ReturnType<typeof startMailCatcher>> | null = null;
  const mailFolder = path.resolve(siteDir(), 'mail');
  if (!process.env.SMTP_URL) {
    catcher = await startMailCatcher(settings.MAIL_CATCHER_PORT ?? settings.PORT + 2, mailFolder);
    apiEnv.SMTP_URL = catcher.url;
  }
  // Without a payment gateway's keys, Pay Now goes to a local stand-in (no money moves): its keys are made up
  // for this run and given to the API; the pages' policy allows it. With RAZORPAY_* set, Razorpay is used.
  const standIn = api.values?.RAZORPAY_KEY_ID
    ? null
    : await startPaymentStandIn(
        settings.PAYMENT_STAND_IN_PORT ?? settings.PORT + 3,
        `http://localhost:${settings.PORT}/api/payments/webhook`,
      );
  if (standIn) Object.assign(apiEnv, standIn.env);
  const stopLocalServices = () => {
    catcher?.child.kill('SIGTERM');
    standIn?.child.kill('SIGTERM');
  };

  const gateway = gatewayOrigins(standIn ? standIn.env : (api.values ?? {}));
  const running = await runSite({
    settings,
    mode: 'development',
    api: builtApi(),
    apiEnv,
    gateway,
    worker: builtRenderWorker(),
    onStop: stopLocalServices,
  });
  stopOnSignals(running);
  console.log(`The hospital site is on http://localhost:${settings.PORT} (Ctrl-C stops everything)`);
  if (catcher) {
    console.log(
      [
        '',
        '************************************************************************************',
        '  NO E-MAIL LEAVES THIS MACHINE: SMTP_URL is not set, so the site sends its mail to a',
        `  local catcher (${catcher.url}) that keeps each message as a file in`,
        `  ${mailFolder}`,
        "  This is npm start, the developer's command. A server runs `npm run serve` with SMTP_URL.",
        '************************************************************************************',
        '',
      ].join('\n'),
    );
  }
  if (standIn)
    console.log(
      `Pay Now goes to a local stand-in payment gateway (no money moves) on ${standIn.env.RAZORPAY_API_URL}; set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET for Razorpay`,
    );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
