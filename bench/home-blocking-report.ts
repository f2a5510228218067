// The report section on the home page's blocking time: its Lighthouse TBT beside /about's, each build's runs in turn.
import type { LighthouseFigures } from './lighthouse';

export interface BuildRuns {
  /** "this build" or the previous build's ref and commit. */
  build: string;
  pages: Array<{ page: string; runs: LighthouseFigures[] }>;
}

export interface HomeBlockingResults {
  measuredAt: string;
  /** The machine's one-minute load average before each run, lowest and highest. */
  load: [number, number];
  builds: BuildRuns[];
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const range = (values: readonly number[]) => `${Math.min(...values)}-${Math.max(...values)}`;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** Home's TBT over /about's, from the medians of their runs in one build. */
export function homeToAbout(build: BuildRuns): number | undefined {
  const tbt = (page: string) => build.pages.find((row) => row.page === page)?.runs.map((run) => run.tbtMs) ?? [];
  const home = tbt('/');
  const about = tbt('/about');
  return home.length && about.length ? round2(median(home) / Math.max(median(about), 1)) : undefined;
}

export function renderHomeBlocking(results: HomeBlockingResults): string {
  const rows = results.builds.flatMap(({ build, pages }) =>
    pages.map(({ page, runs }) => {
      const tbt = runs.map((run) => run.tbtMs);
      const performance = runs.map((run) => run.performance);
      const index = runs.map((run) => run.benchmarkIndex);
      return `| ${build} | \`${page}\` | ${runs.length} | ${median(tbt)} (${range(tbt)}) | ${median(performance)} (${range(performance)}) | ${median(index)} (${range(index)}) |`;
    }),
  );
  const ratios = results.builds.map((build) => {
    const ratio = homeToAbout(build);
    const perf = (page: string) => median(build.pages.find((row) => row.page === page)?.runs.map((run) => run.performance) ?? []);
    const indian = ['/te', '/hi']
      .filter((page) => build.pages.some((row) => row.page === page))
      .map((page) => `\`${page}\` ${round2((perf(page) - perf('/')) / 100)}`);
    return `- ${build.build}: home ÷ about TBT **${ratio ?? '-'}** (target at most 2: ${ratio !== undefined && ratio <= 2 ? 'met' : 'missed'}); performance against \`/\`: ${indian.join(', ') || '-'} (target within 0.05)`;
  });
  return `## Home page blocking time

Measured ${results.measuredAt} by \`npm run bench:home-blocking\`: Lighthouse with the bench's mobile settings (simulated
4x slower CPU, slow 4G) in Debian's Chromium, a fresh browser a run, one run of each page on each build in turn,
so both builds and all pages meet the same changes of the machine's load (one-minute load average
${results.load[0]}-${results.load[1]} on 2 cores shared with other work). Medians, with the range of the runs.

| build | page | runs | TBT ms | performance | benchmarkIndex |
|---|---|---|---|---|---|
${rows.join('\n')}

${ratios.join('\n')}
`;
}
