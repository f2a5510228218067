import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { allRoutes, exampleUrl } from '../support/routes';
import { expectFramedPage } from '../support/site';

const widths = [
  { name: 'mobile', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];

for (const { name, viewport } of widths) {
  test.describe(`WCAG 2.2 AA at ${name} width`, () => {
    test.use({ viewport });
    for (const route of allRoutes) {
      test(`${route.path} has no axe violations`, async ({ page }) => {
        await page.goto(exampleUrl(route.path));
        await expectFramedPage(page);
        // Below-the-fold widgets load on approach: bring them in before checking.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .exclude('iframe')
          .analyze();
        const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
        expect(summary).toEqual([]);
      });
    }
  });
}
