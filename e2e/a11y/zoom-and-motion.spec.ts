import { expect, test } from '../support/test';

// A 1280 × 800 window zoomed to 200 % lays pages out in 640 × 400 CSS pixels (WCAG 1.4.4 and 1.4.10).
const ZOOMED = { width: 640, height: 400 };
const PAGES = ['/', '/about', '/appoinment', '/packages', '/blog', '/contact', '/shop', '/cart'];

test.describe('zoomed to 200 %', () => {
  test.use({ viewport: ZOOMED });

  for (const address of PAGES) {
    test(`${address} keeps all its content without scrolling sideways`, async ({ page }) => {
      await page.goto(address);
      await expect(page.locator('main h1').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(ZOOMED.width);
      // Nothing is cut off: every heading and every form field lies within the page's width.
      const outside = await page.evaluate((width) => {
        const items = [
          ...document.querySelectorAll<HTMLElement>('main h1, main h2, main h3, main input, main select, main textarea, main button'),
        ];
        return items
          .filter((item) => item.offsetParent !== null)
          .filter((item) => {
            const box = item.getBoundingClientRect();
            return box.left < -1 || box.right > width + 1;
          })
          .map((item) => item.outerHTML.slice(0, 80));
      }, ZOOMED.width);
      expect(outside).toEqual([]);
    });
  }

  test('the menu is still there: it opens and leads to every section', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await expect(menu.getByRole('link', { name: 'Contact' }).first()).toBeVisible();
    await menu.getByRole('link', { name: 'Contact' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: /Contact/ })).toBeVisible();
  });
});

test.describe('with reduced motion asked for', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const address of ['/', '/home2', '/shop']) {
    test(`${address} runs no endless animation and its carousels stand still`, async ({ page }) => {
      await page.goto(address);
      await expect(page.locator('main h1').first()).toBeVisible();
      const endless = await page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations === Infinity).length,
      );
      expect(endless).toBe(0);
      const current = page.locator('[aria-roledescription="slide"][aria-hidden="false"]');
      const before = await current.allTextContents();
      await page.waitForTimeout(4000); // longer than any carousel's interval
      expect(await current.allTextContents()).toEqual(before);
    });
  }

  test('back to top jumps instead of gliding', async ({ page }) => {
    await page.goto('/about');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('button', { name: 'Scroll to top' }).click();
    // A glide would still be under way right after the click.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
