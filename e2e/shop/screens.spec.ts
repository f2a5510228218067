import { expect, test } from '../support/test';
import { BP, GLUCOMETER, OXIMETER, WRIST, addFromShop, openShop } from './shop-pages';

const PAGES = ['/shop', `/product-single/${BP.slug}`, '/cart', '/wishlist', '/compare', '/checkout', '/order_received'];

for (const width of [390, 1280]) {
  test(`shop pages at ${width} px: no sideways scroll, saved for review`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    await openShop(page);
    await addFromShop(page, BP.title);
    await addFromShop(page, OXIMETER.title);
    for (const product of [BP, GLUCOMETER]) await page.getByRole('button', { name: `Wishlist ${product.title}` }).click();
    for (const product of [BP, WRIST, GLUCOMETER]) await page.getByRole('button', { name: `Compare ${product.title}` }).click();

    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.locator('main h1')).toHaveCount(1);
      if (path === '/order_received') {
        await expect(page.getByRole('heading', { name: 'No recent order' })).toBeVisible();
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} scrolls sideways`).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `e2e/artifacts/shop${path.replace(/\//g, '_')}-${width}.png`, fullPage: true });
    }
    await page.goto('/checkout');
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL('/order_received');
    await page.screenshot({ path: `e2e/artifacts/shop_order_received-placed-${width}.png`, fullPage: true });
  });
}
