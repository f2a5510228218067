import { expect, test } from '../support/test';

test('a toast raised inside a remote shows in the shell\'s one container, top-right', async ({ page }) => {
  await page.goto('/shop');
  await page.getByRole('button', { name: /^Add to cart: / }).first().click();
  const container = page.locator('.Toastify');
  await expect(container).toHaveCount(1);
  const toast = container.getByRole('alert').filter({ hasText: 'Added to Cart' });
  await expect(toast).toBeVisible();
  await expect(page.locator('.Toastify__toast-container--top-right')).toBeVisible();
});
