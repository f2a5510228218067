// Time from a bad canary's start to its automatic end, over 10 runs, on one machine: a site server in this
// process (the render test's site, no render threads), the production rule (100 visits a side, 5 s looks),
// and steady traffic of 60 pages a second, a quarter of visitors on the canary, whose pages fail one in five
// (beacons) against one in a hundred on live. `npx tsx bench/canary-ending.ts`
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Registry } from 'prom-client';
import { canaryWatch } from '../shell/site/canary/watch';
import { inCanary } from '../shell/site/canary/visitor-releases';
import { FolderRegistry } from '../shell/site/registry/folder-registry';
import { createSiteServer } from '../shell/site/server/server';
import { testSite, writeRelease } from '../shell/site/test/render-site';
import { writeRouteLists } from '../shell/site/test/declared-routes';

const RUNS = 10;
const PAGES_PER_SECOND = 60;
const SHARE = 25;

async function once(run: number): Promise<number> {
  const fixture = await testSite();
  // The canary's release, published beside the live one.
  const folder = path.join(fixture.site, 'releases', 'content', `2.0.${run}`);
  await writeRelease(folder);
  await writeRouteLists({ content: folder });
  await writeFile(
    path.join(folder, 'release.json'),
    JSON.stringify({
      remote: 'content',
      release: `2.0.${run}`,
      version: `2.0.${run}`,
      contractVersion: '1',
      publishedAt: new Date().toISOString(),
    }),
  );
  await mkdir(path.join(fixture.site, 'releases', 'content', '1.0.0'), { recursive: true });
  await writeFile(
    path.join(fixture.site, 'releases', 'content', '1.0.0', 'release.json'),
    JSON.stringify({ remote: 'content', release: '1.0.0', version: '1.0.0', contractVersion: '1', publishedAt: new Date(0).toISOString() }),
  );
  const watch = canaryWatch({ site: fixture.site, registry: new Registry() });
  const app = await createSiteServer({ site: fixture.site, shell: fixture.shell, signals: watch.signals });
  watch.start(() => undefined);
  const registry = new FolderRegistry(fixture.site);
  await registry.startCanary({
    remote: 'content',
    live: '1.0.0',
    release: `2.0.${run}`,
    percent: SHARE,
    who: 'bench',
    why: 'bad on purpose',
  });
  const started = performance.now();
  let visitor = 0;
  while (Object.keys(await registry.canaries()).length > 0) {
    const tick = performance.now();
    for (let page = 0; page < PAGES_PER_SECOND / 10; page += 1) {
      const bucket = visitor++ % 100;
      const canary = inCanary('content', bucket, SHARE);
      await app.inject({ url: '/about', headers: { cookie: `release_bucket=${bucket}` } });
      if (Math.random() < (canary ? 0.2 : 0.01)) {
        const release = canary ? `2.0.${run}` : '1.0.0';
        await app.inject({
          method: 'POST',
          url: '/api/site/beacon',
          headers: { 'content-type': 'text/plain' },
          payload: JSON.stringify({ remote: 'content', release, kind: 'error', route: '/about' }),
        });
      }
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 100 - (performance.now() - tick))));
    if (performance.now() - started > 120_000) throw new Error('not ended within 2 minutes');
  }
  const took = performance.now() - started;
  await watch.stop();
  await app.close();
  return took;
}

async function main() {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    times.push(await once(run));
    console.log(`run ${run + 1}: ended after ${((times.at(-1) ?? 0) / 1000).toFixed(1)} s`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const seconds = (ms: number | undefined) => ((ms ?? 0) / 1000).toFixed(1);
  console.log(
    `bad canary to automatic end over ${RUNS} runs (${PAGES_PER_SECOND} pages/s, ${SHARE} % share): p50 ${seconds(sorted[Math.floor(RUNS / 2)])} s, max ${seconds(sorted.at(-1))} s`,
  );
}

void main();
