// npm run release -- <remote> [--version <v>] [--from <build folder>] [--publish | --canary <percent>] [--why <text>]
// npm run promote -- <remote> | npm run rollback -- <remote> [<release>] [--why <text>] | npm run releases [-- --json] [--history]
import path from 'node:path';
import { loadEnvFile } from '@hospital/server-kit';
import { ROOT, siteDir } from '../paths';
import { LockBusyError } from '../registry/folder-lock';
import { openRegistry } from '../registry/open-registry';
import { StaleCanaryError, StaleChangeError, UnknownReleaseError } from '../registry/registry';
import { OpsError, parseRemote, promote, release, rollback, status } from './ops';

/** The value after a flag, if the flag is given. */
const flag = (args: string[], name: string): string | undefined => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};

/** The site these commands act on, from the same settings as `npm run serve` (`.env` included). */
function configuredSite(): { url: string; announce: string } {
  const envFile = loadEnvFile(ROOT);
  // The site server of this machine, where the releases are served from (SITE_URL may be a proxy's address).
  const host = !process.env.HOST || ['0.0.0.0', '::'].includes(process.env.HOST) ? 'localhost' : process.env.HOST;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${process.env.PORT || 8080}`;
  const folder = path.relative(ROOT, siteDir()) || '.';
  const registry = process.env.DATABASE_URL ? 'the registry in PostgreSQL (DATABASE_URL)' : `releases in ${folder}`;
  return { url, announce: `site ${url}, ${registry}${envFile.found ? '' : ` (no ${envFile.file}: the environment only)`}` };
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  const site = configuredSite();
  // The first line says where it acts; on stderr when stdout is JSON for a program to read.
  (args.includes('--json') ? console.error : console.log)(`npm run ${command ?? 'releases'}: ${site.announce}`);
  const started = performance.now();
  const elapsed = () => `${Math.round(performance.now() - started)} ms`;

  const registry = await openRegistry();
  try {
    await run(command, args, site.url, registry, elapsed);
  } finally {
    await registry.close();
  }
}

async function run(
  command: string | undefined,
  args: string[],
  siteUrl: string,
  registry: Awaited<ReturnType<typeof openRegistry>>,
  elapsed: () => string,
): Promise<void> {
  const why = flag(args, '--why');
  const change = { registry, ...(why ? { why } : {}) };
  if (command === 'release') {
    const remote = parseRemote(args[0]);
    const version = flag(args, '--version');
    const from = flag(args, '--from');
    const publishOnly = args.includes('--publish');
    const canary = flag(args, '--canary');
    const canaryPercent = canary === undefined ? undefined : Number(canary);
    const record = await release(remote, {
      ...change,
      publishOnly,
      ...(version ? { version } : {}),
      ...(from ? { from } : {}),
      ...(canaryPercent !== undefined ? { canaryPercent } : {}),
    });
    console.log(
      publishOnly
        ? `${remote} ${record.release} is published (${elapsed()}); make it live with npm run rollback -- ${remote} ${record.release}.`
        : canaryPercent !== undefined
          ? `${remote} ${record.release} is published and served to ${canaryPercent}% of visitors (${elapsed()}); npm run promote -- ${remote} makes it live, npm run rollback -- ${remote} ends it.`
          : `${remote} ${record.release} is published and live (${elapsed()}). The next page load uses it.`,
    );
  } else if (command === 'promote') {
    const remote = parseRemote(args[0]);
    const record = await promote(remote, change);
    console.log(`${remote} ${record.release} is live for every visitor (${elapsed()}).`);
  } else if (command === 'rollback') {
    const remote = parseRemote(args[0]);
    const target = args[1] && !args[1].startsWith('--') ? args[1] : undefined;
    const record = await rollback(remote, target, change);
    console.log(`${remote} ${record.release} is live again (${elapsed()}). The next page load uses it.`);
  } else if (command === 'releases') {
    if (args.includes('--history')) {
      const history = await registry.history();
      if (args.includes('--json')) console.log(JSON.stringify(history, null, 2));
      else
        for (const entry of history)
          console.log(
            `${entry.at}  ${entry.remote.padEnd(8)} ${entry.kind.padEnd(12)} ${entry.from ?? '(none)'} -> ${entry.to}  by ${entry.who}: ${entry.why}`,
          );
      return;
    }
    const report = await status(siteUrl, registry);
    if (args.includes('--json')) {
      console.log(JSON.stringify(report, null, 2));
      return;
    }
    for (const remote of report) {
      const answers = remote.manifestAnswers === null ? '' : remote.manifestAnswers ? ', manifest answers' : ', MANIFEST DOES NOT ANSWER';
      const canary = remote.canary
        ? `, canary ${remote.canary.release} to ${remote.canary.percent}% of visitors since ${remote.canary.startedAt}`
        : '';
      console.log(`${remote.remote}: live ${remote.live ?? '(none)'}${canary}${answers}`);
      for (const r of remote.releases) {
        console.log(
          `  ${r.live ? '*' : r.release === remote.canary?.release ? '~' : ' '} ${r.release.padEnd(28)} published ${r.publishedAt}  contract ${r.contractVersion}`,
        );
      }
    }
  } else {
    throw new OpsError(
      'Usage: release <remote> [--version <v>] [--from <folder>] [--publish | --canary <percent>] [--why <text>] | promote <remote> | rollback <remote> [<release>] [--why <text>] | releases [--json] [--history]',
    );
  }
}

main().catch((error: unknown) => {
  const refused = [OpsError, StaleChangeError, StaleCanaryError, UnknownReleaseError, LockBusyError].some((kind) => error instanceof kind);
  console.error(refused ? (error as Error).message : error);
  process.exit(1);
});
