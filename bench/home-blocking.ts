// `npm run bench:home-blocking`: Lighthouse on the home page, /about and the Indian home pages, on this build and
// the previous one (BENCH_PREVIOUS, main by default; empty to skip) in turn, LH_RUNS runs each (5 by default):
// the whole bench's Lighthouse part takes an hour on this machine. Writes bench/home-blocking.json and .md,
// which REPORT.md carries. Ports: BENCH_PORT (8700) and its next three for this build, BENCH_PREVIOUS_PORT
// (BENCH_PORT + 100) and its next three for the previous one.
import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { checkout } from './checkout';
import { runLighthouse, withChrome, type LighthouseFigures } from './lighthouse';
import { renderHomeBlocking, type BuildRuns, type HomeBlockingResults } from './home-blocking-report';
import { BENCH_TMP, ROOT, startStack, type RunningStack } from './stack';

const PAGES = (process.env.HOME_BLOCKING_PAGES ?? '/,/about,/te,/hi').split(',').map((page) => page.trim());
const RUNS = Number(process.env.LH_RUNS ?? 5);

async function main() {
  const port = Number(process.env.BENCH_PORT ?? 8700);
  const previousRef = process.env.BENCH_PREVIOUS ?? 'main';
  const stacks: Array<{ build: string; stack: RunningStack }> = [];
  try {
    if (previousRef) {
      const folder = path.join(BENCH_TMP, 'previous');
      const commit = await checkout(previousRef, folder);
      const stack = await startStack({ root: folder, port: Number(process.env.BENCH_PREVIOUS_PORT ?? port + 100) });
      stacks.push({ build: `${previousRef} (${commit.slice(0, 7)})`, stack });
    }
    stacks.push({ build: 'this build', stack: await startStack({ port }) });
    const runs = stacks.map(() => PAGES.map((): LighthouseFigures[] => []));
    const loads: number[] = [];
    for (let round = 0; round < RUNS; round++) {
      for (const [p, page] of PAGES.entries()) {
        for (const [s, { stack }] of stacks.entries()) {
          loads.push(Math.round((loadavg()[0] ?? 0) * 10) / 10);
          runs[s]?.[p]?.push(await measured(`${stack.base}${page}`));
        }
      }
      console.log(`Round ${round + 1} of ${RUNS} done.`);
    }
    const builds: BuildRuns[] = stacks.map(({ build }, s) => ({
      build,
      pages: PAGES.map((page, p) => ({ page, runs: runs[s]?.[p] ?? [] })),
    }));
    const results: HomeBlockingResults = {
      measuredAt: new Date().toISOString(),
      load: [Math.min(...loads), Math.max(...loads)],
      builds,
    };
    await writeFile(path.join(ROOT, 'bench', 'home-blocking.json'), `${JSON.stringify(results, null, 2)}\n`);
    const report = renderHomeBlocking(results);
    await writeFile(path.join(ROOT, 'bench', 'home-blocking.md'), report);
    console.log(report);
  } finally {
    for (const { stack } of stacks) await stack.stop();
  }
}

/** One Lighthouse run in a fresh browser; a run Lighthouse could not measure is repeated, twice at most. */
async function measured(url: string): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await withChrome((chromePort) => runLighthouse(url, chromePort));
    } catch (error) {
      if (attempt > 2) throw error;
      console.warn(`${url}: a run failed and is repeated (${(error as Error).message.split('\n')[0]})`);
    }
  }
}

void main();
