// `npm run serve`, the production start: runs what `npm run build` made (JavaScript only, no TypeScript loader),
// builds nothing, starts no mail catcher. It refuses to start, with one message that lists every problem, when
// a setting it needs is missing or malformed or a build is missing; it warns about unsafe settings.
import { access } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_NAMES } from '@hospital/shared-types';
import { installJsonConsole, loadEnvFile, readSettings, refusal, writeRefusal } from '@hospital/server-kit';
import { bookingSettings } from '@hospital/booking-api/settings';
import { ROOT, shellDist, siteDir } from './paths';
import { readMap, releaseNameOf } from './releases/releases';
import { builtRenderWorker } from './render/render-thread';
import { plannedPorts, portProblems } from './ports';
import { combinedProblems, runSite, stopOnSignals } from './run-site';
import { API_BUILD, builtApi } from './server/booking-api';
import { gatewayOrigins } from './server/security-headers';
import { siteSettings } from './settings';

/** What `npm run build` and the releases must have put in place: serve builds nothing itself. */
async function missingBuilds({ releases }: { releases: boolean }): Promise<string[]> {
  const missing: string[] = [];
  const has = (file: string) =>
    access(file).then(
      () => true,
      () => false,
    );
  if (!(await has(path.join(shellDist(), 'index.html'))))
    missing.push(`The shell is not built (${path.relative(ROOT, shellDist())}): run npm run build`);
  if (!(await has(API_BUILD))) missing.push(`The booking API is not built (${path.relative(ROOT, API_BUILD)}): run npm run build`);
  if (!releases) return missing;
  let map;
  try {
    map = await readMap();
  } catch (error) {
    return [...missing, error instanceof Error ? error.message : String(error)];
  }
  for (const remote of REMOTE_NAMES) {
    const entry = map[remote];
    const release = releaseNameOf(entry);
    if (!entry)
      missing.push(`No release of ${remote} is live in ${path.relative(ROOT, siteDir()) || '.'}: run npm run release -- ${remote}`);
    else if (!release || !(await has(path.join(siteDir(), 'releases', remote, release, 'mf-manifest.json')))) {
      missing.push(`The live release of ${remote} (${entry}) is not in ${path.relative(ROOT, siteDir())}/releases`);
    }
  }
  return missing;
}

async function main() {
  // Every line it and its API processes write is a JSON line, as the service manager's log expects.
  installJsonConsole();
  const envFile = loadEnvFile(ROOT);
  process.env.NODE_ENV = 'production';
  const site = readSettings(siteSettings, process.env, 'production');
  const api = readSettings(bookingSettings, process.env, 'production');
  const problems = [
    ...new Set([...site.problems, ...api.problems]),
    ...combinedProblems(site.values, process.env),
    // In a fleet (DATABASE_URL) the releases come from the registry once the server runs.
    ...(await missingBuilds({ releases: !process.env.DATABASE_URL })),
    ...(site.values ? await portProblems(plannedPorts(site.values)) : []),
  ];
  if (!site.values || problems.length > 0) {
    writeRefusal(refusal('npm run serve', problems));
    process.exit(1);
  }
  for (const warning of new Set([...envFile.warnings, ...site.warnings, ...api.warnings])) console.warn(`Warning: ${warning}`);

  const running = await runSite({
    settings: site.values,
    mode: 'production',
    api: builtApi(),
    apiEnv: {},
    gateway: gatewayOrigins(api.values ?? {}),
    worker: builtRenderWorker(),
  });
  stopOnSignals(running);
  console.log(
    `The hospital site is on ${running.url} with ${running.apis.length} booking API instance(s) (pids ${running.apis.map((instance) => instance.pid).join(', ')})` +
      (site.values.METRICS_PORT !== undefined ? `; metrics on http://${site.values.METRICS_HOST}:${site.values.METRICS_PORT}/metrics` : ''),
  );
}

main().catch((error: unknown) => {
  writeRefusal(`npm run serve could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
