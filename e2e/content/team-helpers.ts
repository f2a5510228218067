import { expect, type Page } from '../support/test';
import { expectNoHorizontalScroll } from './home-helpers';

/** Full-page screenshots at phone and desktop width, into the git-ignored artifacts folder. */
export async function shoot(page: Page, name: string, path: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await expect(page.locator('main h1')).toHaveCount(1);
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      window.scrollTo(0, 0);
    });
    // Not 'networkidle': the contact page's map iframe may never settle on a closed network.
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: `e2e/artifacts/content-b-${name}-${width}.png`, fullPage: true });
  }
}
