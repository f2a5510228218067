// `npm run bench`: production build, the local stack, then for each main page its first-load JavaScript,
// the time from its first paint to a page that answers input under real throttling, Lighthouse mobile
// figures, and the same for its static floor; then moves between live pages (issue 22). Writes
// bench/results.json and REPORT.md. `BENCH_PARTS=first-paint,navigation npm run bench` measures only those
// parts (the Lighthouse runs are long) and keeps the other parts' figures from the last results.json.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { launchChromium } from './first-load';
import { measureAllFirstPaints } from './first-paint';
import { measureAllMoves } from './navigation';
import { navigationBudgetsMet, renderNavigationReport, type NavigationResults } from './navigation-report';
import { firstPaintBudgetsMet, renderFirstPaintReport, type FirstPaintResults } from './first-paint-report';
import { DESKTOP, SLOW_PHONE } from './profiles';
import { saveFloor, serveFloor } from './floor';
import { medianLighthouse, type LighthouseFigures } from './lighthouse';
import { BENCH_PAGES, BUDGETS, LANGUAGE_BENCH_PAGES } from './pages';
import { renderReport } from './report';
import { measureSizes, type PageSizes } from './sizes';
import { ROOT, startStack, type RunningStack } from './stack';

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
}

const PARTS = ['lighthouse', 'first-paint', 'navigation'] as const;
const wanted = new Set((process.env.BENCH_PARTS ?? PARTS.join(',')).split(',').map((part) => part.trim()));

async function main() {
  const resultsFile = path.join(ROOT, 'bench', 'results.json');
  const previous = JSON.parse(await readFile(resultsFile, 'utf8').catch(() => '{}')) as Partial<Results>;
  // BENCH_URL: measure a site already running (built from this tree) instead of building one.
  const stack: RunningStack = process.env.BENCH_URL
    ? { base: process.env.BENCH_URL, port: Number(new URL(process.env.BENCH_URL).port), stop: async () => undefined }
    : await startStack();
  const browser = await launchChromium();
  const floorServer = await serveFloor(Number(process.env.BENCH_FLOOR_PORT ?? stack.port + 5), stack.base);
  try {
    let firstPaint = previous.firstPaint;
    if (wanted.has('first-paint')) {
      firstPaint = {
        slowPhone: await measureAllFirstPaints(browser, stack.base, SLOW_PHONE),
        desktop: await measureAllFirstPaints(browser, stack.base, DESKTOP),
      };
      console.log(`First paint to answering input: budgets ${firstPaintBudgetsMet(firstPaint) ? 'met' : 'MISSED'}.`);
    }
    let navigation = previous.navigation;
    if (wanted.has('navigation')) {
      navigation = {
        measuredAt: new Date().toISOString(),
        slowPhone: await measureAllMoves(browser, stack.base, SLOW_PHONE),
        desktop: await measureAllMoves(browser, stack.base, DESKTOP),
      };
      console.log(`Moves between pages: budgets ${navigationBudgetsMet(navigation) ? 'met' : 'MISSED'}.`);
    }
    const results: PageResult[] = previous.results ?? [];
    if (wanted.has('lighthouse')) results.length = 0;
    const sizes = wanted.has('lighthouse') ? await measureSizes(browser, stack.base) : [];
    const floors = new Map<string, string>();
    const scored = [...BENCH_PAGES, ...LANGUAGE_BENCH_PAGES];
    if (wanted.has('lighthouse')) for (const page of scored) floors.set(page, await saveFloor(browser, stack.base, page));
    for (const page of wanted.has('lighthouse') ? scored : []) {
      const ours = await medianLighthouse(`${stack.base}${page}`);
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
    const now = new Date().toISOString();
    const measuredAt = wanted.has('lighthouse') ? now : (previous.measuredAt ?? now);
    const all: Results = { measuredAt, budgets: BUDGETS, results, firstPaint, navigation };
    await writeFile(resultsFile, `${JSON.stringify(all, null, 2)}\n`);
    // The figures before issues 16 and 22, and the booking team's API figures (measured by their own
    // commands): the report carries them as they are.
    const sections = await Promise.all(
      ['first-paint-baseline.md', 'navigation-baseline.md', 'booking-results.md', 'booking-scale.md', 'booking-api-sql-layer.md', 'pay-now.md'].map((file) =>
        readFile(path.join(ROOT, 'bench', file), 'utf8').catch(() => ''),
      ),
    );
    const [firstPaintBaseline, navigationBaseline, ...bookingSections] = sections;
    await writeFile(
      path.join(ROOT, 'bench', 'REPORT.md'),
      [
        renderReport(measuredAt, results),
        firstPaint && renderFirstPaintReport(firstPaint),
        firstPaintBaseline,
        navigation && renderNavigationReport(navigation, wanted.has('navigation') ? now : undefined),
        navigationBaseline,
        ...bookingSections,
      ]
        .filter(Boolean)
        .join('\n'),
    );
  } finally {
    await floorServer.stop();
    await browser.close();
    await stack.stop();
  }
}

void main();
