// The suite's `test`: like Playwright's, except that loading a server-rendered page waits for the live page to
// take over. Until then the page is plain HTML (shell/src/app/takeover.ts): links, menus and fields work, but
// what only the live page does (validation, toasts, in-place navigation) would race the takeover; the tests of
// the server-rendered page itself use `rawPage`.
// And every test fails when the browser reports a Content-Security-Policy violation, in any of its pages
// or contexts: the site's pages must all work under their policy.
import { test as base, expect, type BrowserContext, type Page, type Response } from '@playwright/test';
import { trackRequests } from './network';

export * from '@playwright/test';

/**
 * How long a page may take to go live. Not a speed check (bench/first-paint.ts measures that): on a loaded
 * 2-core machine, two workers' browsers beside other builds, a first load has taken over 10 s.
 */
export const LIVE_TIMEOUT_MS = 30_000;

/** Waits for the live page to take over (the page's `data-live`), as long as the suite allows it. */
export const expectLive = (page: Page, message?: string) =>
  expect(page.locator('html'), message).toHaveAttribute('data-live', 'true', { timeout: LIVE_TIMEOUT_MS });

const waitForLive = async (page: Page, response: Response | null) => {
  if (response?.headers()['x-server-rendered'] !== '1') return;
  await page
    .locator('html[data-live]')
    .waitFor({ state: 'attached', timeout: LIVE_TIMEOUT_MS })
    .catch(() => undefined);
};

/** The page, its goto and reload waiting for the live page to take over. */
function live(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitForLive(page, response);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await waitForLive(page, response);
    return response;
  };
  return page;
}

/** Chromium reports each violation on the console, also with JavaScript off. */
const watchPolicy = (context: BrowserContext, violations: string[]) =>
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${message.location().url}: ${message.text()}`);
  });

/** Every page of the context counts its requests from its start, for `networkQuiet`. */
const watchTraffic = (context: BrowserContext) => {
  context.pages().forEach(trackRequests);
  context.on('page', trackRequests);
};

export const test = base.extend<{ rawPage: Page; secondTab: Page; cspViolations: string[] }>({
  /** The violations so far; a test that provokes one on purpose checks it and empties this. */
  cspViolations: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      watchPolicy(context, violations);
      watchTraffic(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const created = await newContext(options);
        watchPolicy(created, violations);
        watchTraffic(created);
        return created;
      };
      await use(violations);
      browser.newContext = newContext;
      expect(violations, 'Content-Security-Policy violations reported by the browser').toEqual([]);
    },
    { auto: true },
  ],
  rawPage: async ({ context }, use) => {
    await use(await context.newPage());
  },
  page: async ({ page }, use) => {
    await use(live(page));
  },
  /** Another tab of the same browser as `page`: the same localStorage. */
  secondTab: async ({ context }, use) => {
    await use(live(await context.newPage()));
  },
});
