import { OFFLINE_PATH } from '@hospital/shared-types';
import { expect, test } from '../support/test';
import { allRoutes, exampleUrl } from '../support/routes';
import { expectFramedPage } from '../support/site';
import { WIDTHS, violations } from '../support/axe';

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
