import AxeBuilder from '@axe-core/playwright';
import { OFFLINE_PATH } from '@hospital/shared-types';
import { expect, test, type Page } from '../support/test';
import { allRoutes, exampleUrl } from '../support/routes';
import { expectFramedPage } from '../support/site';

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

async function violations(page: Page): Promise<string[]> {
  // Below-the-fold widgets load on approach: bring them in before checking.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .exclude('iframe')
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

/** The route table's pages, and the shell's own offline page (shell/src/offline/OfflinePage.tsx). */
const pages = [...allRoutes, { path: OFFLINE_PATH }];

test.describe('WCAG 2.2 AA (axe) at phone and desktop width', () => {
  for (const route of pages) {
    test(`${route.path} has no violations`, async ({ page }) => {
      test.setTimeout(90_000);
      // Colours are checked at rest: a carousel caught mid-fade would be measured half transparent.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize(WIDTHS[0] as { width: number; height: number });
      await page.goto(exampleUrl(route.path));
      await expectFramedPage(page);
      for (const { name, width, height } of WIDTHS) {
        await page.setViewportSize({ width, height });
        expect(await violations(page), `${name} width`).toEqual([]);
      }
    });
  }
});
