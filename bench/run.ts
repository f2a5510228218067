// `npm run bench`: production build, the local stack, then for each main page its first-load JavaScript,
// the time from its first paint to a page that answers input under real throttling, Lighthouse mobile
// figures, and the same for its static floor; then moves between live pages; then server
// rendering and npm start on a fresh clone. The time budgets are also measured on the previous
// build in the same run (BENCH_PREVIOUS, a commit: main by default; empty to skip). Writes
// bench/results.json and REPORT.md. `BENCH_PARTS=first-paint,navigation npm run bench` measures only those
// parts (the Lighthouse runs are long) and keeps the other parts' figures from the last results.json;
// `BENCH_LH_PAGES=/,/te` has Lighthouse score only those pages (the others keep theirs the same way).
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { launchChromium } from './first-load';
import { measureAllFirstPaints } from './first-paint';
import { measureAllMoves } from './navigation';
import { navigationBudgetsMet, renderNavigationReport, type NavigationResults } from './navigation-report';
import { firstPaintBudgetsMet, renderFirstPaintReport, type FirstPaintResults } from './first-paint-report';
import { DESKTOP, SLOW_PHONE } from './profiles';
import { saveFloor, serveFloor } from './floor';
import { medianLighthouse, medianLighthouseOf, type LighthouseFigures } from './lighthouse';
import { BENCH_PAGES, BUDGETS, LANGUAGE_BENCH_PAGES } from './pages';
import { renderReport } from './report';
import { measureSizes, type PageSizes } from './sizes';
import { BENCH_TMP, ROOT, startStack, type RunningStack } from './stack';
import { checkout } from './checkout';
import { measureServerRendering, measureStart, type ServerRenderResults } from './server-render';
import { renderAgainstPrevious, renderServerRenderReport, serverRenderBudgetsMet, type PreviousBuild } from './server-render-report';
import { renderLanguageWeightReport } from './language-weight-report';

export interface PageResult {
  page: string;
  sizes: PageSizes;
  ours: LighthouseFigures;
  floor: LighthouseFigures;
  lcpRatio: number;
}

interface Results {
  measuredAt: string;
  budgets: typeof BUDGETS;
  results: PageResult[];
  firstPaint?: FirstPaintResults;
  navigation?: NavigationResults;
  serverRender?: ServerRenderResults;
  previous?: PreviousBuild;
}

const PARTS = ['lighthouse', 'first-paint', 'navigation', 'server-render', 'start'] as const;
const wanted = new Set((process.env.BENCH_PARTS ?? PARTS.join(',')).split(',').map((part) => part.trim()));
const ALL_SCORED: readonly string[] = [...BENCH_PAGES, ...LANGUAGE_BENCH_PAGES];
const onlyPages = process.env.BENCH_LH_PAGES?.split(',').map((page) => page.trim());
const scored = ALL_SCORED.filter((page) => !onlyPages || onlyPages.includes(page));

async function main() {
  const resultsFile = path.join(ROOT, 'bench', 'results.json');
  const previous = JSON.parse(await readFile(resultsFile, 'utf8').catch(() => '{}')) as Partial<Results>;
  // BENCH_URL: measure a site already running (built from this tree) instead of building one.
  const port = Number(process.env.BENCH_PORT ?? 8700);
  // The previous build first, ready before this one starts: its start (an older build's may crawl every page) has the
  // machine to itself, as this one's has.
  const previousRef = process.env.BENCH_PREVIOUS ?? 'main';
  const timed = wanted.has('first-paint') || wanted.has('navigation') || wanted.has('lighthouse');
  let previousBuild: PreviousBuild | undefined = previousRef && timed ? undefined : previous.previous;
  let previousStack: RunningStack | undefined;
  if (previousRef && timed && !process.env.BENCH_URL) {
    const folder = path.join(BENCH_TMP, 'previous');
    const commit = await checkout(previousRef, folder);
    // The previous build's readiness, whichever it has: /readyz (health checks), /ready (server rendering), or the crawl's list.
    const has = async (file: string) => (await readFile(path.join(folder, file)).catch(() => null)) !== null;
    const readyPath = (await has('shell/site/server/health.ts'))
      ? '/readyz'
      : (await has('shell/site/render/pages.ts'))
        ? '/ready'
        : '/prerendered.json';
    previousStack = await startStack({ root: folder, port: port + 100, readyPath });
    // The parts not measured again keep the previous build's figures of the last run, when it was the same commit.
    const kept = previous.previous?.commit === commit.slice(0, 7) ? previous.previous : undefined;
    previousBuild = { ...kept, ref: previousRef, commit: commit.slice(0, 7), startMs: previousStack.startMs ?? 0 };
    console.log(`Previous build ${previousRef} (${previousBuild.commit}) ready after ${Math.round(previousBuild.startMs / 1000)} s.`);
  }
  const stack: RunningStack = process.env.BENCH_URL
    ? { base: process.env.BENCH_URL, port: Number(new URL(process.env.BENCH_URL).port), stop: async () => undefined }
    : await startStack({ port });
  const browser = await launchChromium();
  const floorServer = await serveFloor(Number(process.env.BENCH_FLOOR_PORT ?? stack.port + 5), stack.base);
  try {
    // The previous build's runs and this one's in turn, so both meet the same load (bench/profiles.ts).
    const bases = previousStack ? [previousStack.base, stack.base] : [stack.base];
    const [ofPrevious, ofThis] = [0, bases.length - 1];
    let firstPaint = previous.firstPaint;
    if (wanted.has('first-paint')) {
      const slowPhone = await measureAllFirstPaints(browser, bases, SLOW_PHONE);
      const desktop = await measureAllFirstPaints(browser, bases, DESKTOP);
      firstPaint = { slowPhone: slowPhone[ofThis] ?? [], desktop: desktop[ofThis] ?? [] };
      if (previousStack && previousBuild)
        previousBuild.firstPaint = { slowPhone: slowPhone[ofPrevious] ?? [], desktop: desktop[ofPrevious] ?? [] };
      console.log(`First paint to answering input: budgets ${firstPaintBudgetsMet(firstPaint) ? 'met' : 'MISSED'}.`);
    }
    let navigation = previous.navigation;
    if (wanted.has('navigation')) {
      const slowPhone = await measureAllMoves(browser, bases, SLOW_PHONE);
      const desktop = await measureAllMoves(browser, bases, DESKTOP);
      navigation = { measuredAt: new Date().toISOString(), slowPhone: slowPhone[ofThis] ?? [], desktop: desktop[ofThis] ?? [] };
      if (previousStack && previousBuild)
        previousBuild.navigation = { slowPhone: slowPhone[ofPrevious] ?? [], desktop: desktop[ofPrevious] ?? [] };
      console.log(`Moves between pages: budgets ${navigationBudgetsMet(navigation) ? 'met' : 'MISSED'}.`);
    }
    // The pages scored again lose their last figures; the others keep them.
    const results: PageResult[] = (previous.results ?? []).filter((result) => !wanted.has('lighthouse') || !scored.includes(result.page));
    const sizes = wanted.has('lighthouse') ? await measureSizes(browser, stack.base) : [];
    const floors = new Map<string, string>();
    if (wanted.has('lighthouse')) for (const page of scored) floors.set(page, await saveFloor(browser, stack.base, page));
    if (wanted.has('lighthouse') && previousBuild && previousStack)
      previousBuild.lighthouse = (previousBuild.lighthouse ?? []).filter((row) => !scored.includes(row.page));
    for (const page of wanted.has('lighthouse') ? scored : []) {
      // The previous build's runs and this one's in turn, as for the timings above.
      const [theirs, ours] = previousStack
        ? await medianLighthouseOf([`${previousStack.base}${page}`, `${stack.base}${page}`])
        : [undefined, await medianLighthouse(`${stack.base}${page}`)];
      if (!ours) throw new Error(`No Lighthouse figures for ${page}`);
      if (theirs) previousBuild?.lighthouse?.push({ page, figures: theirs });
      const floor = await medianLighthouse(`${floorServer.base}/${floors.get(page)}`);
      results.push({
        page,
        sizes: sizes.find((s) => s.page === page) as PageSizes,
        ours,
        floor,
        lcpRatio: Math.round((ours.lcpMs / Math.max(floor.lcpMs, 1)) * 100) / 100,
      });
      console.log(`${page}: performance ${ours.performance}, LCP ${ours.lcpMs} ms (floor ${floor.lcpMs} ms)`);
    }
    results.sort((a, b) => ALL_SCORED.indexOf(a.page) - ALL_SCORED.indexOf(b.page));
    await previousStack?.stop();
    previousStack = undefined;
    await rm(path.join(BENCH_TMP, 'previous'), { recursive: true, force: true });
    let serverRender = previous.serverRender;
    if (wanted.has('server-render')) {
      if (process.env.BENCH_URL) throw new Error('The server-render part releases into the bench stack: run it without BENCH_URL');
      serverRender = await measureServerRendering({ root: ROOT, site: path.join(BENCH_TMP, 'site'), base: stack.base });
    }
    if (wanted.has('start') && serverRender) {
      // Its own stack on its own ports, after the bench stack: the fresh clone has the machine to itself.
      await stack.stop();
      serverRender.start = await measureStart(port + 200);
    }
    if (serverRender) console.log(`Server rendering: budgets ${serverRenderBudgetsMet(serverRender) ? 'met' : 'MISSED'}.`);
    const now = new Date().toISOString();
    const measuredAt = wanted.has('lighthouse') ? now : (previous.measuredAt ?? now);
    const all: Results = { measuredAt, budgets: BUDGETS, results, firstPaint, navigation, serverRender, previous: previousBuild };
    await writeFile(resultsFile, `${JSON.stringify(all, null, 2)}\n`);
    // The baselines of first paint and moves, how the budgets were set, the choice of React's server renderer, CI's wall time (.ci/run on a
    // clean clone), why the Hindi pages once scored lowest and the booking team's API figures (measured by
    // their own commands): the report carries them as they are.
    const sections = await Promise.all(
      [
        'first-paint-baseline.md',
        'navigation-baseline.md',
        'server-render-api.md',
        'ci-wall-time.md',
        'languages-lighthouse.md',
        'home-blocking.md',
        'home-blocking-profile.md',
        'budget-history.md',
        'booking-results.md',
        'booking-scale.md',
        'booking-api-sql-layer.md',
        'booking-against-previous.md',
        'booking-speed-back.md',
        'desk-search.md',
        'pay-now.md',
        'booking-page-schemas.md',
      ].map((file) => readFile(path.join(ROOT, 'bench', file), 'utf8').catch(() => '')),
    );
    const [
      firstPaintBaseline,
      navigationBaseline,
      serverRenderApi,
      ciWallTime,
      languagesLighthouse,
      homeBlocking,
      homeBlockingProfile,
      budgetHistory,
      ...bookingSections
    ] = sections;
    await writeFile(
      path.join(ROOT, 'bench', 'REPORT.md'),
      [
        renderReport(measuredAt, results),
        firstPaint && renderFirstPaintReport(firstPaint),
        firstPaintBaseline,
        navigation && renderNavigationReport(navigation, wanted.has('navigation') ? now : undefined),
        navigationBaseline,
        previousBuild && renderAgainstPrevious(previousBuild, firstPaint, navigation, results),
        renderLanguageWeightReport(results, previousBuild),
        serverRender && renderServerRenderReport(serverRender, previousBuild),
        serverRenderApi,
        ciWallTime,
        languagesLighthouse,
        homeBlocking,
        homeBlockingProfile,
        budgetHistory,
        ...bookingSections,
      ]
        .filter(Boolean)
        .join('\n'),
    );
  } finally {
    await floorServer.stop();
    await browser.close();
    await previousStack?.stop();
    await stack.stop();
  }
}

void main();
