import { expect, type Page } from '../support/test';

/** Waits until the service worker controls the page and has kept each address (page or file). */
export async function workerKeeps(page: Page, addresses: string[]) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  for (const address of addresses) {
    await expect
      .poll(() => page.evaluate((url) => caches.match(url, { ignoreVary: true }).then(Boolean), address), {
        message: `the worker keeps ${address}`,
        timeout: 30_000,
      })
      .toBe(true);
  }
}

/** Whether the service worker (rather than no one) answers the page's requests. */
export const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);
