// npm run release -- <remote> [--version <v>] | npm run rollback -- <remote> [<release>] | npm run releases [-- --json]
import path from 'node:path';
import { loadEnvFile } from '@hospital/server-kit';
import { ROOT, siteDir } from '../paths';
import { OpsError, parseRemote, release, rollback, status } from './ops';

/** The site these commands act on, from the same settings as `npm run serve` (`.env` included). */
function configuredSite(): { url: string; announce: string } {
  const envFile = loadEnvFile(ROOT);
  // The site server of this machine, where the releases are served from (SITE_URL may be a proxy's address).
  const host = !process.env.HOST || ['0.0.0.0', '::'].includes(process.env.HOST) ? 'localhost' : process.env.HOST;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${process.env.PORT || 8080}`;
  const folder = path.relative(ROOT, siteDir()) || '.';
  return { url, announce: `site ${url}, releases in ${folder}${envFile.found ? '' : ` (no ${envFile.file}: the environment only)`}` };
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  const site = configuredSite();
  // The first line says where it acts; on stderr when stdout is JSON for a program to read.
  (args.includes('--json') ? console.error : console.log)(`npm run ${command ?? 'releases'}: ${site.announce}`);
  const started = performance.now();
  const elapsed = () => `${Math.round(performance.now() - started)} ms`;

  if (command === 'release') {
    const remote = parseRemote(args[0]);
    const versionFlag = args.indexOf('--version');
    const record = await release(remote, versionFlag >= 0 ? args[versionFlag + 1] : undefined);
    console.log(`${remote} ${record.release} is published and live (${elapsed()}). The next page load uses it.`);
  } else if (command === 'rollback') {
    const remote = parseRemote(args[0]);
    const record = await rollback(remote, args[1]);
    console.log(`${remote} ${record.release} is live again (${elapsed()}). The next page load uses it.`);
  } else if (command === 'releases') {
    const report = await status(site.url);
    if (args.includes('--json')) {
      console.log(JSON.stringify(report, null, 2));
      return;
    }
    for (const remote of report) {
      const answers = remote.manifestAnswers === null ? '' : remote.manifestAnswers ? ', manifest answers' : ', MANIFEST DOES NOT ANSWER';
      console.log(`${remote.remote}: live ${remote.live ?? '(none)'}${answers}`);
      for (const r of remote.releases) {
        console.log(`  ${r.live ? '*' : ' '} ${r.release.padEnd(28)} published ${r.publishedAt}  contract ${r.contractVersion}`);
      }
    }
  } else {
    throw new OpsError('Usage: release <remote> [--version <v>] | rollback <remote> [<release>] | releases [--json]');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof OpsError ? error.message : error);
  process.exit(1);
});
