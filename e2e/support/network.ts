import type { Page, Request } from '@playwright/test';

// Playwright's own 'networkidle' can be lost for good when a request starts and ends while a page loads, and then
// waits until the test's time runs out (microsoft/playwright#42598); this one counts the page's requests itself.

interface Traffic {
  inFlight: Set<Request>;
  lastChange: number;
}

const traffic = new WeakMap<Page, Traffic>();

/** Counts the page's requests in flight from now on: call it as the page is created. */
export function trackRequests(page: Page): Traffic {
  const known = traffic.get(page);
  if (known) return known;
  const seen: Traffic = { inFlight: new Set(), lastChange: Date.now() };
  traffic.set(page, seen);
  page.on('request', (request) => {
    seen.inFlight.add(request);
    seen.lastChange = Date.now();
  });
  const ended = (request: Request) => {
    seen.inFlight.delete(request);
    seen.lastChange = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return seen;
}

/** Waits until no request of the page has been in flight for `quietMs`; fails after `timeout`, naming what was still loading. */
export async function networkQuiet(page: Page, { quietMs = 500, timeout = 30_000 } = {}): Promise<void> {
  const seen = trackRequests(page);
  const deadline = Date.now() + timeout;
  while (seen.inFlight.size > 0 || Date.now() - seen.lastChange < quietMs) {
    if (Date.now() > deadline) {
      const loading = [...seen.inFlight].map((request) => request.url());
      throw new Error(`the page's network did not go quiet in ${timeout} ms; still loading: ${loading.join(', ') || 'nothing'}`);
    }
    if (page.isClosed()) throw new Error('the page closed while waiting for its network to go quiet');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
