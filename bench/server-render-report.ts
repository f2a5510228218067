// The report's section on server rendering, and the time budgets against the previous build
// measured in the same run.
import type { FirstPaintResults } from './first-paint-report';
import type { FirstPaintFigures } from './first-paint';
import type { MoveFigures } from './navigation';
import type { LighthouseFigures } from './lighthouse';
import type { NavigationResults } from './navigation-report';
import type { ServerRenderResults, StartFigures } from './server-render';

const mark = (met: boolean) => (met ? 'met' : '**missed**');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export const SERVER_RENDER_BUDGETS = {
  /** npm start on a fresh clone, once built: every page servable rendered. */
  readyMs: 30_000,
  /** A kept page against a static file of the same size. */
  cachedToStatic: 1.5,
  /** From a release to its first server-rendered answer, beyond the one render it takes. */
  releaseToAnswerBeyondRenderMs: 1_000,
} as const;

/** The build this one is measured against, in the same run. */
export interface PreviousBuild {
  ref: string;
  commit: string;
  /** Its npm start, the shell built: until its pages were ready (a build without server rendering crawls them first). */
  startMs: number;
  firstPaint?: FirstPaintResults;
  navigation?: NavigationResults;
  lighthouse?: Array<{ page: string; figures: LighthouseFigures }>;
}

export function serverRenderBudgetsMet(results: ServerRenderResults): boolean {
  return (
    (!results.start || results.start.readyMs <= SERVER_RENDER_BUDGETS.readyMs) &&
    results.vsStatic.every((row) => row.ratio <= SERVER_RENDER_BUDGETS.cachedToStatic) &&
    results.release.toFirstAnswerMs - results.release.firstAnswerMs <= SERVER_RENDER_BUDGETS.releaseToAnswerBeyondRenderMs &&
    results.release.plainAnswers === 0 &&
    results.release.everyPageRendered
  );
}

function startSection(start: StartFigures | undefined, previous: PreviousBuild | undefined): string {
  if (!start) return '';
  const before = previous
    ? ` The previous build (${previous.ref}, ${previous.commit}) in the same run, its shell built, took ${seconds(previous.startMs)} from \`npm start\` to its pages being ready: building the remotes, then crawling every address in Chromium.`
    : '';
  return `
**\`npm start\` on a fresh clone** (${start.commit}; a clone with the installed packages linked in, no build and no site folder): the first start
builds the shell and the three remotes and is ready after ${seconds(start.firstStartMs)}. Started again, everything built, it answers
\`/readyz\` after ${seconds(start.readyMs)}: from then on every page is served rendered on its first request, ${mark(start.readyMs <= SERVER_RENDER_BUDGETS.readyMs)} (budget ${seconds(SERVER_RENDER_BUDGETS.readyMs)}).
Asked once each, in turn, all ${start.pages} pages had been answered server-rendered ${seconds(start.everyPageMs)} after the command (the sum of their first renders; nothing renders ahead of a request).${start.machineLoad ? ` The 1-minute load average at the first launch, its readiness, the second's readiness and the last page: ${start.machineLoad.join(', ')}.` : ''}${before}
`;
}

export function renderServerRenderReport(results: ServerRenderResults, previous?: PreviousBuild): string {
  const { release } = results;
  const slowest = [...results.byPage].sort((a, b) => Math.max(...b.coldMs) - Math.max(...a.coldMs)).slice(0, 5);
  // The request that rendered it may have left a few ms before the map was seen to change (read every 5 ms).
  const beyondRender = Math.max(0, Math.round(release.toFirstAnswerMs - release.firstAnswerMs));
  const staticRows = results.vsStatic.map(
    (row) =>
      `| \`${row.address}\` | ${(row.brotliBytes / 1024).toFixed(1)} | ${row.renderedP50Ms} / ${row.renderedP95Ms} | ${row.staticP50Ms} / ${row.staticP95Ms} | ${row.ratio} ${mark(row.ratio <= SERVER_RENDER_BUDGETS.cachedToStatic)} |`,
  );
  return `## Server rendering

Measured ${results.measuredAt} by \`npm run bench\` (\`bench/server-render.ts\`), against the bench stack over loopback,
one request at a time on one kept-alive connection, each timed to its last byte (brotli, as browsers ask).
The machine's 1-minute load average during the parts: ${results.machineLoad.join(', ')}.

**Render time**, all ${results.pages} pages of the site (every route without parameters, every address the live
releases list, the offline page, in three languages). *Cold*: the first request for a page after a release
made every kept page stale (${results.coldRounds} rounds: the release below, then a release each);
the first request of a round also starts a render thread and loads the server containers:
${results.threadStartMs.map((ms) => `${ms} ms`).join(', ')}. *Kept*: the same page asked again (10 times each).

| | p50 ms | p95 ms | max ms |
|---|---|---|---|
| cold (first request after a release) | ${results.cold.p50} | ${results.cold.p95} | ${results.cold.max} |
| kept | ${results.cached.p50} | ${results.cached.p95} | ${results.cached.max} |

Slowest cold: ${slowest.map((page) => `\`${page.address}\` ${page.coldMs.join('/')} ms`).join(', ')}. Every page's figures are in \`bench/results.json\`.

**A kept page against a static file of the same bytes** (its brotli twin, from a release folder of the same
server), alternately, 300 of each; budget: the kept page's p50 at most ${SERVER_RENDER_BUDGETS.cachedToStatic}× the file's.

| page | KB brotli | kept p50 / p95 ms | static p50 / p95 ms | ratio of p50 |
|---|---|---|---|---|
${staticRows.join('\n')}

**A release** (\`npm run release -- content --version …\`: build, publish, the map changed) took ${seconds(release.commandMs)}.
From the map naming it to the first answer rendered with it (\`/about\`, asked every 100 ms throughout):
${release.toFirstAnswerMs} ms, of which that answer's own render (with the new thread's start) ${release.firstAnswerMs} ms: ${beyondRender} ms
beyond the render, ${mark(beyondRender <= SERVER_RENDER_BUDGETS.releaseToAnswerBeyondRenderMs)} (budget ${SERVER_RENDER_BUDGETS.releaseToAnswerBeyondRenderMs} ms plus one render). Answers that were not
server-rendered during and after the release: ${release.plainAnswers} of ${release.answers} ${mark(release.plainAnswers === 0)}; every page asked once right after it:
${release.everyPageRendered ? 'all server-rendered, met' : '**some plain, missed**'}.
${startSection(results.start, previous)}`;
}

/**
 * Every run of one build against the run of the other taken beside it (runs alternate, so a pair met the
 * same minute of the machine): the geometric mean of the ratios and its 95 % interval (t on the logs). A
 * ratio of medians of five runs moves 10-25 % from run to run at this machine's load; the pairs read finer.
 */
export function pairedRatio(
  pairs: ReadonlyArray<readonly [before: number, now: number]>,
): { ratio: number; low: number; high: number; slower: number; n: number } | undefined {
  const logs = pairs.filter(([before, now]) => before > 0 && now > 0).map(([before, now]) => Math.log(now / before));
  const n = logs.length;
  if (n < 2) return undefined;
  const mean = logs.reduce((sum, x) => sum + x, 0) / n;
  const sd = Math.sqrt(logs.reduce((sum, x) => sum + (x - mean) ** 2, 0) / (n - 1));
  // Student's t at 97.5 % for n - 1 degrees of freedom (1.96 beyond 30).
  const T = [
    12.71, 4.3, 3.18, 2.78, 2.57, 2.45, 2.36, 2.31, 2.26, 2.23, 2.2, 2.18, 2.16, 2.14, 2.13, 2.12, 2.11, 2.1, 2.09, 2.09, 2.08, 2.07, 2.07,
    2.06, 2.06, 2.06, 2.05, 2.05, 2.05,
  ];
  const t = T[n - 2] ?? 1.96;
  const half = (t * sd) / Math.sqrt(n);
  const round = (x: number) => Math.round(x * 100) / 100;
  return {
    ratio: round(Math.exp(mean)),
    low: round(Math.exp(mean - half)),
    high: round(Math.exp(mean + half)),
    slower: logs.filter((x) => x > 0).length,
    n,
  };
}

const pairedLine = (label: string, paired: ReturnType<typeof pairedRatio>) =>
  paired
    ? `${label}: ${paired.ratio.toFixed(2)} (95 % interval ${paired.low.toFixed(2)}-${paired.high.toFixed(2)}; this build slower in ${paired.slower} of ${paired.n} pairs)`
    : '';

/** The time budgets, this build against the previous one, in the same run: the ratio reads past the machine's speed. */
export function renderAgainstPrevious(
  previous: PreviousBuild,
  firstPaint?: FirstPaintResults,
  navigation?: NavigationResults,
  lighthouse: ReadonlyArray<{ page: string; ours: LighthouseFigures }> = [],
): string {
  const ratio = (now: number, before: number) => (before > 0 ? (Math.round((now / before) * 100) / 100).toString() : '-');
  const paintRows =
    firstPaint && previous.firstPaint
      ? [...firstPaint.slowPhone, ...firstPaint.desktop].map((now) => {
          const before = [...previous.firstPaint!.slowPhone, ...previous.firstPaint!.desktop].find(
            (row) => row.page === now.page && row.profile === now.profile,
          );
          return `| \`${now.page}\` | ${now.profile} | ${before?.firstPaintMs ?? '-'} / ${now.firstPaintMs} | ${before?.gapMs ?? '-'} / ${now.gapMs} | ${before ? ratio(now.gapMs, before.gapMs) : '-'} |`;
        })
      : [];
  const moveRows =
    navigation && previous.navigation
      ? [...navigation.slowPhone, ...navigation.desktop].map((now) => {
          const before = [...previous.navigation!.slowPhone, ...previous.navigation!.desktop].find(
            (row) => row.from === now.from && row.to === now.to && row.profile === now.profile,
          );
          return `| \`${now.from}\` → \`${now.to}\` | ${now.profile} | ${before?.moveMs ?? '-'} / ${now.moveMs} | ${before ? ratio(now.moveMs, before.moveMs) : '-'} |`;
        })
      : [];
  // Run i of a page on one build beside run i on the other, over every page of a profile.
  const pairsOf = <T extends { profile: string; runs: R[] }, R>(
    nowRows: readonly T[],
    beforeRows: readonly T[],
    same: (a: T, b: T) => boolean,
    value: (run: R) => number,
  ) =>
    nowRows.flatMap((now) => {
      const before = beforeRows.find((row) => same(row, now));
      return before ? now.runs.flatMap((run, i) => (before.runs[i] ? [[value(before.runs[i]), value(run)] as const] : [])) : [];
    });
  const pairedPaint =
    firstPaint && previous.firstPaint
      ? (['slowPhone', 'desktop'] as const).map((profile) =>
          pairedLine(
            `gap, ${profile === 'slowPhone' ? 'slow phone' : 'desktop'}`,
            pairedRatio(
              pairsOf<FirstPaintFigures, FirstPaintFigures['runs'][number]>(
                firstPaint[profile],
                previous.firstPaint![profile],
                (a, b) => a.page === b.page,
                (run) => run.gapMs,
              ),
            ),
          ),
        )
      : [];
  const pairedMoves =
    navigation && previous.navigation
      ? (['slowPhone', 'desktop'] as const).map((profile) =>
          pairedLine(
            `tap to content, ${profile === 'slowPhone' ? 'slow phone' : 'desktop'}`,
            pairedRatio(
              pairsOf<MoveFigures, MoveFigures['runs'][number]>(
                navigation[profile],
                previous.navigation![profile],
                (a, b) => a.from === b.from && a.to === b.to,
                (run) => run.moveMs,
              ),
            ),
          ),
        )
      : [];
  const paired = [...pairedPaint, ...pairedMoves].filter(Boolean);
  const scoreRows = (previous.lighthouse ?? []).flatMap(({ page, figures: before }) => {
    const now = lighthouse.find((row) => row.page === page)?.ours;
    return now
      ? [
          `| \`${page}\` | ${before.performance} / ${now.performance} | ${before.tbtMs} / ${now.tbtMs} | ${before.lcpMs} / ${now.lcpMs} | ${before.benchmarkIndex} / ${now.benchmarkIndex} |`,
        ]
      : [];
  });
  // The home page's blocking time against /about's, each build's in its own runs (at most 2 asked).
  const tbtOf = (rows: ReadonlyArray<{ page: string; tbtMs: number }>, page: string) => rows.find((row) => row.page === page)?.tbtMs;
  const homeToAbout = (rows: ReadonlyArray<{ page: string; tbtMs: number }>) => {
    const [home, about] = [tbtOf(rows, '/'), tbtOf(rows, '/about')];
    return home === undefined || about === undefined ? '-' : ratio(home, Math.max(about, 1));
  };
  const blockingLine = scoreRows.length
    ? `\nHome ÷ about TBT (at most 2): before ${homeToAbout((previous.lighthouse ?? []).map(({ page, figures }) => ({ page, tbtMs: figures.tbtMs })))}, now ${homeToAbout(lighthouse.map(({ page, ours }) => ({ page, tbtMs: ours.tbtMs })))}.\n`
    : '';
  return `## Against the previous build, in the same run

The previous build is ${previous.ref} (${previous.commit}), built and started from a fresh clone beside this one
and measured by the same scripts in the same run, a run on it and a run on this build in turn, so both meet
the same machine and the same changes of its load. Medians as in the sections above; *ratio* is this build's
over the previous one's: below 1, this build is quicker. Where both builds miss a budget of the sections above
together, the machine was too busy for that run's absolute figures (their load column says how busy): the
ratio is what compares the builds.
${
  paintRows.length
    ? `
| page | profile | first paint ms (before / now) | gap ms (before / now) | ratio of gaps |
|---|---|---|---|---|
${paintRows.join('\n')}
`
    : ''
}${
    moveRows.length
      ? `
| move | profile | tap to content ms (before / now) | ratio |
|---|---|---|---|
${moveRows.join('\n')}
`
      : ''
  }${
    paired.length
      ? `
Each run beside the other build's run taken next to it, over every page or move of a profile (geometric mean of
this build's over the previous one's, below 1 quicker):
${paired.map((line) => `- ${line}`).join('\n')}
`
      : ''
  }${
    scoreRows.length
      ? `
Lighthouse (mobile defaults, the median of 5 runs, the builds' runs in turn):

| page | performance (before / now) | TBT ms (before / now) | LCP ms (before / now) | benchmarkIndex (before / now) |
|---|---|---|---|---|
${scoreRows.join('\n')}
${blockingLine}`
      : ''
  }`;
}
