import { expect, test } from '../support/test';

test("a toast raised inside a remote shows in the shell's one container, top-right", async ({ page }) => {
  await page.goto('/shop');
  await page
    .getByRole('button', { name: /^Add to cart: / })
    .first()
    .click();
  const container = page.locator('.Toastify');
  await expect(container).toHaveCount(1);
  const toast = container.getByRole('alert').filter({ hasText: 'Added to Cart' });
  await expect(toast).toBeVisible();
  await expect(page.locator('.Toastify__toast-container--top-right')).toBeVisible();
});

for (const width of [360, 390]) {
  test(`on a ${width} px phone at most three toasts show at once, the newest`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/shop');
    const add = page.getByRole('button', { name: /^Add to cart: / });
    for (let index = 0; index < 5; index++) await add.nth(index).click();
    const shown = page.locator('.Toastify__toast[data-in="true"]');
    await expect(shown).toHaveCount(3);
    // The newest is among them: the fifth product's.
    const fifth = ((await add.nth(4).getAttribute('aria-label')) ?? '').replace(/^Add to cart: /, '');
    await expect(shown.filter({ hasText: fifth })).toHaveCount(1);
    await expect(page.locator('.Toastify__toast')).toHaveCount(3);
  });
}
