// The report's section on server rendering (issue 32), and the time budgets against the previous build
// measured in the same run.
import type { FirstPaintResults } from './first-paint-report';
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
  /** Its npm start, the shell built: until its pages were ready (the crawl, before issue 32). */
  startMs: number;
  firstPaint?: FirstPaintResults;
  navigation?: NavigationResults;
  lighthouse?: Array<{ page: string; figures: LighthouseFigures }>;
}

export function serverRenderBudgetsMet(results: ServerRenderResults): boolean {
  return (
    (!results.start || results.start.everyPageMs <= SERVER_RENDER_BUDGETS.readyMs) &&
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
\`/readyz\` after ${seconds(start.readyMs)}, and has answered all ${start.pages} pages server-rendered (each asked once, in turn) ${seconds(start.everyPageMs)} after
the command: ${mark(start.everyPageMs <= SERVER_RENDER_BUDGETS.readyMs)} (budget ${seconds(SERVER_RENDER_BUDGETS.readyMs)}).${start.machineLoad ? ` The 1-minute load average at the first launch, its readiness, the second's readiness and the last page: ${start.machineLoad.join(', ')}.` : ''}${before}
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

/** The time budgets, this build against the previous one, in the same run: the ratio reads past the machine's speed. */
export function renderAgainstPrevious(
  previous: PreviousBuild,
  firstPaint?: FirstPaintResults,
  navigation?: NavigationResults,
  lighthouse: ReadonlyArray<{ page: string; ours: LighthouseFigures }> = [],
): string {
  const ratio = (now: number, before: number) => (before > 0 ? (Math.round((now / before) * 100) / 100).toString() : '-');
  const paintRows = firstPaint && previous.firstPaint
    ? [...firstPaint.slowPhone, ...firstPaint.desktop].map((now) => {
        const before = [...previous.firstPaint!.slowPhone, ...previous.firstPaint!.desktop].find((row) => row.page === now.page && row.profile === now.profile);
        return `| \`${now.page}\` | ${now.profile} | ${before?.firstPaintMs ?? '-'} / ${now.firstPaintMs} | ${before?.gapMs ?? '-'} / ${now.gapMs} | ${before ? ratio(now.gapMs, before.gapMs) : '-'} |`;
      })
    : [];
  const moveRows = navigation && previous.navigation
    ? [...navigation.slowPhone, ...navigation.desktop].map((now) => {
        const before = [...previous.navigation!.slowPhone, ...previous.navigation!.desktop].find((row) => row.from === now.from && row.to === now.to && row.profile === now.profile);
        return `| \`${now.from}\` → \`${now.to}\` | ${now.profile} | ${before?.moveMs ?? '-'} / ${now.moveMs} | ${before ? ratio(now.moveMs, before.moveMs) : '-'} |`;
      })
    : [];
  const scoreRows = (previous.lighthouse ?? []).flatMap(({ page, figures: before }) => {
    const now = lighthouse.find((row) => row.page === page)?.ours;
    return now
      ? [`| \`${page}\` | ${before.performance} / ${now.performance} | ${before.tbtMs} / ${now.tbtMs} | ${before.lcpMs} / ${now.lcpMs} | ${before.benchmarkIndex} / ${now.benchmarkIndex} |`]
      : [];
  });
  return `## Against the previous build, in the same run

The previous build is ${previous.ref} (${previous.commit}), built and started from a fresh clone beside this one
and measured by the same scripts in the same run, a run on it and a run on this build in turn, so both meet
the same machine and the same changes of its load. Medians as in the sections above; *ratio* is this build's
over the previous one's: below 1, this build is quicker. Where both builds miss a budget of the sections above
together, the machine was too busy for that run's absolute figures (their load column says how busy): the
ratio is what compares the builds.
${paintRows.length ? `
| page | profile | first paint ms (before / now) | gap ms (before / now) | ratio of gaps |
|---|---|---|---|---|
${paintRows.join('\n')}
` : ''}${moveRows.length ? `
| move | profile | tap to content ms (before / now) | ratio |
|---|---|---|---|
${moveRows.join('\n')}
` : ''}${scoreRows.length ? `
Lighthouse (mobile defaults, the median of 5 runs, the builds' runs in turn):

| page | performance (before / now) | TBT ms (before / now) | LCP ms (before / now) | benchmarkIndex (before / now) |
|---|---|---|---|---|
${scoreRows.join('\n')}
` : ''}`;
}
