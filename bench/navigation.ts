// Moves inside the live site: from a tap on a link of a live page until the next page's content is
// on screen, under the same real throttling as the first-paint measurement. Each run is a first visit in a
// fresh context: the page goes live, the network settles, the visitor uses the page (a pointer move, a small
// scroll) and the network settles again (what the page fetches ahead of a tap happens then, and is counted),
// then the link is tapped as a visitor would reach it (the header, the mobile menu, or the page).
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, SLOW_PHONE, alternately, machineLoad, median, openThrottled, type Profile } from './profiles';
import { LIVE_SELECTOR, installProbe } from './probe';

export interface Move {
  from: string;
  /** Where the tapped link leads; a link whose address starts with it counts (a doctor's link carries ?doctor=). */
  to: string;
}

/** The moves measured: between the main pages a visitor goes through. */
export const NAVIGATION_MOVES: readonly Move[] = [
  { from: '/about', to: '/packages' },
  { from: '/about', to: '/appoinment' },
  { from: '/packages', to: '/blog' },
  { from: '/', to: '/shop' },
  { from: '/team-single/dr-srinivas-reddy', to: '/appoinment' },
];

export const NAVIGATION_BUDGETS = {
  slowPhoneMs: 300,
  desktopMs: 100,
  /** Everything fetched ahead of a tap on a first visit, the whole header's pages included. */
  aheadKb: 150,
} as const;

export interface MoveRun {
  /** From the tap's click event to the new page's content in the document. */
  moveMs: number;
  /** A loading placeholder appeared during the move. */
  placeholder: boolean;
  /** Layout shift after the frame that showed the content (sum of the entries' values, in the next second). */
  shiftAfter: number;
  /** Bytes received after the page went live and before the tap: what was fetched ahead. */
  aheadBytes: number;
  /** Bytes received from the tap until the content appeared. */
  moveBytes: number;
  load: number;
}

export interface MoveFigures extends Move {
  profile: string;
  runs: MoveRun[];
  moveMs: number;
  aheadBytes: number;
  placeholders: number;
  maxShiftAfter: number;
}

const RUN_TIMEOUT_MS = 90_000;

/** Watches the move in the page: the click, the content, a placeholder, shifts after the content. */
const MOVE_PROBE = `(function () {
  var state = { clickAt: null, contentAt: null, paintedAt: null, placeholder: false, shiftAfter: 0, target: null, before: null };
  window.__benchMove = state;
  function heading() { var h = document.querySelector('#root main h1'); return h ? h.textContent : null; }
  function check() {
    if (state.clickAt === null || state.contentAt !== null) return;
    if (document.querySelector('#root [data-testid="remote-loading"]')) state.placeholder = true;
    var here = location.pathname + location.search;
    if (here.indexOf(state.target) !== 0) return;
    if (document.querySelector('#root [data-testid="remote-loading"]')) return;
    var h = heading();
    if (h === null || h === state.before) return;
    state.contentAt = performance.now();
    // The frame that shows the content shifts everything by design; what moves after it does not belong.
    requestAnimationFrame(function () { requestAnimationFrame(function () { state.paintedAt = performance.now(); }); });
  }
  window.__benchArm = function (target) { state.target = target; state.before = heading(); };
  addEventListener('click', function (event) {
    if (state.target !== null && state.clickAt === null) state.clickAt = event.timeStamp;
  }, true);
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  try {
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) {
        if (state.paintedAt !== null && entry.startTime >= state.paintedAt) state.shiftAfter += entry.value;
      });
    }).observe({ type: 'layout-shift', buffered: false });
  } catch (error) {}
})();`;

async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: RUN_TIMEOUT_MS });
  // Fetching ahead starts when the browser is idle after the page went live: let it start, then finish.
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle', { timeout: RUN_TIMEOUT_MS });
}

async function readThePage(page: Page, touch: boolean) {
  if (touch) {
    await page.evaluate(() => window.scrollBy(0, 40));
    await page.evaluate(() => window.scrollBy(0, -40));
  } else {
    await page.mouse.move(20, 500);
    await page.mouse.move(40, 520);
  }
}

/** Taps the link as a visitor reaches it: in view, else through the mobile menu, else scrolled to. */
async function tapLink(page: Page, to: string, touch: boolean) {
  const links = page.locator(`#root a[href^="${to}"]`).filter({ visible: true });
  const exact = (href: string | null) => href !== null && (href === to || href.startsWith(`${to}?`));
  const tap = async (link: ReturnType<Page['locator']>) => (touch ? link.tap() : link.click());
  const inView = async () => {
    for (const link of await links.all()) {
      if (!exact(await link.getAttribute('href'))) continue;
      const box = await link.boundingBox();
      const viewport = page.viewportSize();
      if (box && viewport && box.y >= 0 && box.y + box.height <= viewport.height) return link;
    }
    return null;
  };
  let link = await inView();
  if (!link && touch) {
    const menu = page.locator('#root header button[popovertarget]');
    if (await menu.isVisible()) {
      await menu.tap();
      const panelLink = page.locator(`#root header [popover] a[href="${to}"]`).first();
      if (!(await panelLink.isVisible())) {
        const group = page.locator('#root header [popover] details', { has: panelLink }).first();
        if ((await group.count()) > 0) await group.locator('summary').tap();
      }
      if (await panelLink.isVisible()) link = panelLink;
    }
  }
  if (!link) {
    const anywhere = (await links.all()).length ? links.first() : page.locator(`#root a[href^="${to}"]`).first();
    await anywhere.scrollIntoViewIfNeeded();
    await settle(page);
    link = anywhere;
  }
  await page.evaluate((target) => (window as unknown as { __benchArm(t: string): void }).__benchArm(target), to);
  await tap(link);
}

export async function measureMoveOnce(browser: Browser, base: string, move: Move, profile: Profile): Promise<MoveRun> {
  // Other pages' code is the remotes' files: counted through the service worker too once it controls the page.
  const tab = await openThrottled(browser, profile, (url) => url.pathname.startsWith('/remotes/'));
  try {
    await installProbe(tab.page, [LIVE_SELECTOR]);
    await tab.page.addInitScript({ content: MOVE_PROBE });
    await tab.page.goto(`${base}${move.from}`, { waitUntil: 'commit', timeout: RUN_TIMEOUT_MS });
    await tab.page.waitForSelector(LIVE_SELECTOR, { state: 'attached', timeout: RUN_TIMEOUT_MS });
    const atLive = tab.wire.total();
    await settle(tab.page);
    // A reader uses the page before tapping: the pointer crosses it on a desktop, a finger scrolls it a little on
    // a phone (what the page fetches ahead happens meanwhile).
    await readThePage(tab.page, profile.mobile);
    await settle(tab.page);
    const beforeTap = tab.wire.total();
    const tapIndex = tab.wire.transfers.length;
    await tapLink(tab.page, move.to, profile.mobile);
    await tab.page.waitForFunction(
      () => (window as unknown as { __benchMove: { contentAt: number | null } }).__benchMove.contentAt !== null,
      null,
      {
        timeout: RUN_TIMEOUT_MS,
        polling: 50,
      },
    );
    const afterMove = tab.wire.total();
    if (process.env.NAVIGATION_DEBUG) {
      for (const t of tab.wire.transfers.slice(tapIndex)) console.log(`  during: ${t.type} ${t.wireBytes} ${t.url.slice(-70)}`);
    }
    // Anything that moves shortly after the content appeared counts.
    await tab.page.waitForTimeout(1000);
    const state = await tab.page.evaluate(
      () =>
        (window as unknown as { __benchMove: { clickAt: number; contentAt: number; placeholder: boolean; shiftAfter: number } })
          .__benchMove,
    );
    return {
      moveMs: Math.round(state.contentAt - state.clickAt),
      placeholder: state.placeholder,
      shiftAfter: Math.round(state.shiftAfter * 10000) / 10000,
      aheadBytes: beforeTap - atLive,
      moveBytes: afterMove - beforeTap,
      load: machineLoad(),
    };
  } finally {
    await tab.close();
  }
}

/** A move's figures on each site of `bases` (builds to compare), their runs taken in turn (bench/profiles.ts `alternately`). */
export async function measureMove(
  browser: Browser,
  bases: readonly string[],
  move: Move,
  profile: Profile,
  runs = Number(process.env.NAVIGATION_RUNS ?? 5),
) {
  const all = await alternately(bases, runs, (base) => measureMoveOnce(browser, base, move, profile));
  return all.map((runsOfBase, index) => figuresOf(move, profile, runsOfBase, bases[index] ?? ''));
}

function figuresOf(move: Move, profile: Profile, all: MoveRun[], base: string): MoveFigures {
  const figures: MoveFigures = {
    ...move,
    profile: profile.name,
    runs: all,
    moveMs: median(all.map((run) => run.moveMs)),
    aheadBytes: median(all.map((run) => run.aheadBytes)),
    placeholders: all.filter((run) => run.placeholder).length,
    maxShiftAfter: Math.max(...all.map((run) => run.shiftAfter)),
  };
  console.log(
    `${base} ${profile.name} ${move.from} → ${move.to}: ${figures.moveMs} ms (runs ${all.map((r) => r.moveMs).join(', ')}), ` +
      `placeholder in ${figures.placeholders}/${all.length}, shift after ${figures.maxShiftAfter}, ` +
      `ahead ${(figures.aheadBytes / 1024).toFixed(1)} KB, during the move ${(median(all.map((r) => r.moveBytes)) / 1024).toFixed(1)} KB ` +
      `(load ${all.map((r) => r.load).join(', ')})`,
  );
  return figures;
}

/** Every move's figures, one list for each site of `bases`. */
export async function measureAllMoves(
  browser: Browser,
  bases: readonly string[],
  profile: Profile,
  moves: readonly Move[] = NAVIGATION_MOVES,
) {
  const figures: MoveFigures[][] = bases.map(() => []);
  for (const move of moves)
    for (const [index, measured] of (await measureMove(browser, bases, move, profile)).entries()) figures[index]?.push(measured);
  return figures;
}

async function main() {
  const { launchChromium } = await import('./first-load');
  const base = process.env.BENCH_URL ?? 'http://localhost:8080';
  const args = process.argv.slice(2);
  const profiles = args.includes('--desktop') ? [DESKTOP] : args.includes('--phone') ? [SLOW_PHONE] : [SLOW_PHONE, DESKTOP];
  const browser = await launchChromium();
  try {
    for (const profile of profiles) {
      const [figures] = await measureAllMoves(browser, [base], profile);
      if (args.includes('--runs')) console.log(JSON.stringify(figures, null, 1));
    }
  } finally {
    await browser.close();
  }
}

// `BENCH_URL=http://localhost:8520 npx tsx bench/navigation.ts [--phone|--desktop] [--runs]` against a running site.
if (process.argv[1]?.endsWith('navigation.ts')) void main();
