import { LANGUAGES, inLanguage } from '@hospital/hospital-data';
import { allRoutes, exampleUrl } from '../support/routes';
import { expect, expectLive, test, type Page } from '../support/test';

// Every page the server renders is adopted by the browser as it stands: React reports any difference between
// the server's HTML and its first render in the browser (then renders the page anew), and the shell says so.
for (const language of LANGUAGES) {
  test(`every route in ${language} is hydrated with no mismatch`, async ({ rawPage: page }) => {
    test.setTimeout(240_000);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/did not match|hydrat|mismatch/i.test(message.text())) warnings.push(`${page.url()}: ${message.text().slice(0, 300)}`);
    });
    for (const route of allRoutes.filter((candidate) => !candidate.unlisted)) {
      const address = inLanguage(exampleUrl(route.path), language);
      const response = await page.goto(address, { waitUntil: 'domcontentloaded' });
      expect(response?.headers()['x-server-rendered'], address).toBe('1');
      await expectLive(page, address);
      await adoptSectionsHydratedWhenNear(page);
    }
    expect(warnings).toEqual([]);
  });
}

/** Scrolls through a page whose far sections hydrate as they come near, until React has adopted them all. */
async function adoptSectionsHydratedWhenNear(page: Page) {
  const waiting = '[data-hydrate-when-near]';
  if ((await page.locator(waiting).count()) === 0) return;
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
  });
  // React marks each element it has adopted.
  await page.waitForFunction(
    (selector) =>
      [...document.querySelectorAll(selector)].every((wrapper) =>
        Object.keys(wrapper.firstElementChild ?? {}).some((key) => key.startsWith('__reactFiber')),
      ),
    waiting,
  );
}
