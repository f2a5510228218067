// `npm run bench`: production build, the local stack, then for each main page its first-load JavaScript,
// the time from its first paint to a page that answers input under real throttling, Lighthouse mobile
// figures, and the same for its static floor. Writes bench/results.json and REPORT.md.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { launchChromium } from './first-load';
import { measureAllFirstPaints } from './first-paint';
import { firstPaintBudgetsMet, renderFirstPaintReport, type FirstPaintResults } from './first-paint-report';
import { DESKTOP, SLOW_PHONE } from './profiles';
import { saveFloor, serveFloor } from './floor';
import { medianLighthouse, type LighthouseFigures } from './lighthouse';
import { BENCH_PAGES, BUDGETS } from './pages';
import { renderReport } from './report';
import { measureSizes, type PageSizes } from './sizes';
import { ROOT, startStack } from './stack';

export interface PageResult {
  page: string;
  sizes: PageSizes;
  ours: LighthouseFigures;
  floor: LighthouseFigures;
  lcpRatio: number;
}

async function main() {
  const stack = await startStack();
  const browser = await launchChromium();
  const floorServer = await serveFloor(Number(process.env.BENCH_FLOOR_PORT ?? stack.port + 5));
  try {
    const sizes = await measureSizes(browser, stack.base);
    const firstPaint: FirstPaintResults = {
      slowPhone: await measureAllFirstPaints(browser, stack.base, SLOW_PHONE),
      desktop: await measureAllFirstPaints(browser, stack.base, DESKTOP),
    };
    console.log(`First paint to answering input: budgets ${firstPaintBudgetsMet(firstPaint) ? 'met' : 'MISSED'}.`);
    const floors = new Map<string, string>();
    for (const page of BENCH_PAGES) floors.set(page, await saveFloor(browser, stack.base, page));

    const results: PageResult[] = [];
    for (const page of BENCH_PAGES) {
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
    const measuredAt = new Date().toISOString();
    await writeFile(
      path.join(ROOT, 'bench', 'results.json'),
      `${JSON.stringify({ measuredAt, budgets: BUDGETS, results, firstPaint }, null, 2)}\n`,
    );
    // The first-paint figures before issue 16, and the booking team's API figures (measured by their own
    // commands): the report carries them as they are.
    const sections = await Promise.all(
      ['first-paint-baseline.md', 'booking-results.md', 'booking-scale.md'].map((file) =>
        readFile(path.join(ROOT, 'bench', file), 'utf8').catch(() => ''),
      ),
    );
    const [baseline, ...bookingSections] = sections;
    await writeFile(
      path.join(ROOT, 'bench', 'REPORT.md'),
      [renderReport(measuredAt, results), renderFirstPaintReport(firstPaint), baseline, ...bookingSections].filter(Boolean).join('\n'),
    );
  } finally {
    await floorServer.stop();
    await browser.close();
    await stack.stop();
  }
}

void main();
