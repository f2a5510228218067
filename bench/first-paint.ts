// From the first paint to a page that answers input, under real throttling: for each page, five
// first visits in fresh contexts, each timed from the page's own paint entry to the moment a tap would be
// handled by the live page, with every byte that crossed the wire counted.
import type { Browser } from 'playwright-core';
import { DESKTOP, SLOW_PHONE, alternately, machineLoad, median, openThrottled, type Profile } from './profiles';
import { LIVE_SELECTOR, answeredAt, installProbe, readProbe } from './probe';

export interface FirstPaintRun {
  firstPaintMs: number;
  /** html[data-live] set: the live page's handlers are attached. */
  liveMs: number;
  /** When a tap would be handled: the live mark, or the end of the long task it was made in. */
  answersInputMs: number;
  gapMs: number;
  wireBytes: number;
  scriptWireBytes: number;
  requests: number;
  /** 1-minute load average of the machine when the run ended. */
  load: number;
}

export interface FirstPaintFigures {
  page: string;
  profile: string;
  runs: FirstPaintRun[];
  firstPaintMs: number;
  answersInputMs: number;
  gapMs: number;
  wireBytes: number;
}

/** The pages whose first paint is held to the budgets below. */
export const FIRST_PAINT_PAGES = ['/', '/about', '/appoinment', '/packages', '/shop'] as const;
export const FIRST_PAINT_BUDGETS = {
  /** Answers input at most this long after the first paint on the slow phone (median of five). */
  slowPhoneGapMs: 1500,
  desktopGapMs: 300,
  /** A first visit to / moved 668 KB before compression and the takeover work: at most 40 % of it. */
  homeWireKb: Math.round(668 * 0.4 * 10) / 10,
} as const;

const RUN_TIMEOUT_MS = 90_000;

/** The visitor asked to save data (Chromium reads it from a setting the protocol cannot change). */
export const SAVE_DATA = `Object.defineProperty(navigator.connection, 'saveData', { get: function () { return true; } });`;

export async function measureFirstPaintOnce(browser: Browser, url: string, profile: Profile): Promise<FirstPaintRun> {
  const tab = await openThrottled(browser, profile);
  try {
    // The first load alone: with Save-Data the live page fetches no other page ahead; what that
    // costs is measured with the moves between pages (bench/navigation.ts).
    await tab.page.addInitScript({ content: SAVE_DATA });
    await installProbe(tab.page, [LIVE_SELECTOR]);
    await tab.page.goto(url, { waitUntil: 'commit', timeout: RUN_TIMEOUT_MS });
    await tab.page.waitForSelector(LIVE_SELECTOR, { state: 'attached', timeout: RUN_TIMEOUT_MS });
    // A whole first visit: whatever the page still fetches once live counts as well.
    await tab.page.waitForLoadState('networkidle', { timeout: RUN_TIMEOUT_MS });
    const readings = await readProbe(tab.page);
    const firstPaint = readings.firstContentfulPaint;
    const live = readings.seen[LIVE_SELECTOR];
    if (firstPaint === null || live === null || live === undefined) throw new Error(`${url}: no paint entry or no live mark`);
    const answers = answeredAt(live, readings.longTasks);
    const transfers = tab.wire.transfers;
    return {
      firstPaintMs: Math.round(firstPaint),
      liveMs: Math.round(live),
      answersInputMs: Math.round(answers),
      gapMs: Math.round(answers - firstPaint),
      wireBytes: tab.wire.total(),
      scriptWireBytes: transfers.filter((t) => t.type === 'Script').reduce((sum, t) => sum + t.wireBytes, 0),
      requests: transfers.length,
      load: machineLoad(),
    };
  } finally {
    await tab.close();
  }
}

const figuresOf = (page: string, profile: Profile, all: FirstPaintRun[]): FirstPaintFigures => ({
  page,
  profile: profile.name,
  runs: all,
  firstPaintMs: median(all.map((run) => run.firstPaintMs)),
  answersInputMs: median(all.map((run) => run.answersInputMs)),
  gapMs: median(all.map((run) => run.gapMs)),
  wireBytes: median(all.map((run) => run.wireBytes)),
});

/** A page's figures on each site of `bases` (builds to compare), their runs taken in turn (bench/profiles.ts `alternately`). */
export async function measureFirstPaint(
  browser: Browser,
  bases: readonly string[],
  page: string,
  profile: Profile,
  runs = Number(process.env.FIRST_PAINT_RUNS ?? 5),
): Promise<FirstPaintFigures[]> {
  const all = await alternately(bases, runs, (base) => measureFirstPaintOnce(browser, `${base}${page}`, profile));
  return all.map((runsOfBase) => figuresOf(page, profile, runsOfBase));
}

/** Every page's figures, one list for each site of `bases`. */
export async function measureAllFirstPaints(
  browser: Browser,
  bases: readonly string[],
  profile: Profile,
  pages: readonly string[] = FIRST_PAINT_PAGES,
) {
  const figures: FirstPaintFigures[][] = bases.map(() => []);
  for (const page of pages) {
    for (const [index, measured] of (await measureFirstPaint(browser, bases, page, profile)).entries()) {
      console.log(
        `${bases[index]} ${profile.name} ${page}: first paint ${measured.firstPaintMs} ms, answers input ${measured.answersInputMs} ms, gap ${measured.gapMs} ms, ` +
          `${(measured.wireBytes / 1024).toFixed(1)} KB over the wire (load ${measured.runs.map((run) => run.load).join(', ')})`,
      );
      figures[index]?.push(measured);
    }
  }
  return figures;
}

async function main() {
  const { launchChromium } = await import('./first-load');
  const base = process.env.BENCH_URL ?? 'http://localhost:8080';
  const args = process.argv.slice(2);
  const profile = args.includes('--desktop') ? DESKTOP : SLOW_PHONE;
  const pages = args.filter((arg) => arg.startsWith('/'));
  const browser = await launchChromium();
  try {
    const [figures = []] = await measureAllFirstPaints(browser, [base], profile, pages.length ? pages : FIRST_PAINT_PAGES);
    if (args.includes('--runs'))
      console.log(
        JSON.stringify(
          figures.map((f) => ({ page: f.page, runs: f.runs })),
          null,
          1,
        ),
      );
  } finally {
    await browser.close();
  }
}

// `BENCH_URL=http://localhost:8520 npx tsx bench/first-paint.ts [--desktop] [--runs] / /about` against a running site.
if (process.argv[1]?.endsWith('first-paint.ts')) void main();
