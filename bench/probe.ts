// What the page itself records while it loads, read back by a benchmark: paint entries, long tasks, and
// the moment each watched selector first matched. Installed before the page's first byte is parsed.
import type { Page } from 'playwright-core';

export interface LongTask {
  start: number;
  end: number;
}

export interface ProbeReadings {
  firstContentfulPaint: number | null;
  /** performance.now() at which each watched selector first matched, null while it has not. */
  seen: Record<string, number | null>;
  longTasks: LongTask[];
}

/** The shell marks the live page on <html>: from then on its handlers answer taps (shell/src/app/takeover.ts). */
export const LIVE_SELECTOR = 'html[data-live]';

/**
 * Runs in the page before any of its scripts. `<html>` does not exist yet then: it watches the document.
 * A string, not a function: tsx would wrap a function's inner names in a helper the page does not have.
 */
const PROBE = `(function (selectors) {
  var state = { seen: {}, longTasks: [] };
  selectors.forEach(function (selector) { state.seen[selector] = null; });
  window.__benchProbe = state;
  function check() {
    selectors.forEach(function (selector) {
      if (state.seen[selector] === null && document.querySelector(selector)) state.seen[selector] = performance.now();
    });
  }
  // Mutation records are delivered at the end of the task that made the change: the same task.
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  try {
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) {
        state.longTasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
      });
    }).observe({ type: 'longtask', buffered: true });
  } catch (error) {
    // No long-task timing: readings fall back to the marks alone.
  }
})`;

export async function installProbe(page: Page, selectors: string[]): Promise<void> {
  await page.addInitScript({ content: `${PROBE}(${JSON.stringify(selectors)});` });
}

export async function readProbe(page: Page): Promise<ProbeReadings> {
  return page.evaluate(() => {
    const state = (window as unknown as { __benchProbe: Omit<ProbeReadings, 'firstContentfulPaint'> }).__benchProbe;
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return { ...state, firstContentfulPaint: paint ? paint.startTime : null };
  });
}

/**
 * When a tap at `mark` would be handled: a tap waits for the task under way to end (input is handled before
 * the next task), so a mark made inside a long task counts from that task's end.
 */
export function answeredAt(mark: number, longTasks: LongTask[]): number {
  const running = longTasks.find((task) => task.start <= mark && task.end >= mark);
  return running ? running.end : mark;
}
