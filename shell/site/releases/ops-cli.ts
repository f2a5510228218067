// npm run release -- <remote> [--version <v>] | npm run rollback -- <remote> [<release>] | npm run releases [-- --json]
import { OpsError, parseRemote, release, rollback, status } from './ops';

const SITE_URL = process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 8080}`;

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
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
    const report = await status(SITE_URL);
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
