import { expect, test } from '../support/test';
import { allRoutes, exampleUrl } from '../support/routes';
import { bringRemoteBack, expectFramedPage, takeRemoteDown, unavailablePanel } from '../support/site';

test.describe('runtime composition', () => {
  for (const route of allRoutes) {
    test(`${route.path} renders its page from ${route.remote} inside the shell`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(exampleUrl(route.path));
      await expectFramedPage(page);
      await expect(page.locator(`main [data-remote="${route.remote}"]`).first()).toBeVisible();
      await expect(unavailablePanel(page)).toHaveCount(0);
      if (route.path !== '/404') await expect(page.getByText('Oops! Page Not Found!')).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }

  test('an unknown path shows the 404 page inside header and footer', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page Not Found!' })).toBeVisible();
    await expectFramedPage(page);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the correctly spelt aliases lead to the spec routes', async ({ page }) => {
    await page.goto('/appointment');
    await expect(page).toHaveURL(/\/appoinment$/);
    await page.goto('/order-received');
    await expect(page).toHaveURL(/\/order_received$/);
    await page.goto('/shop-single/some-product');
    await expect(page).toHaveURL(/\/product-single\/some-product$/);
  });

  test('a remote whose files are blocked shows the panel, and Retry recovers without a reload', async ({ page }) => {
    await takeRemoteDown(page, 'shop');
    await page.goto('/cart');
    await expect(unavailablePanel(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This section is temporarily unavailable' })).toBeVisible();
    await expectFramedPage(page);

    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await bringRemoteBack(page, 'shop');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /cart/i })).toBeVisible();
    await expect(unavailablePanel(page)).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  test('a map that names a missing release leaves only that remote unavailable', async ({ page, request }) => {
    const map = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
    await page.route('**/remotes.json', (route) =>
      route.fulfill({ json: { ...map, booking: '/remotes/booking/0.0.0_missing/mf-manifest.json' } }),
    );
    await page.goto('/appoinment');
    await expect(unavailablePanel(page)).toBeVisible();
    await page.getByRole('link', { name: 'About Us' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: /cart/i })).toBeVisible();
  });

  test('a remote that is down does not stop the site from starting', async ({ page }) => {
    await takeRemoteDown(page, 'booking');
    await takeRemoteDown(page, 'shop');
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  });
});
